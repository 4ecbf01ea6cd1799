import { foldText } from '@domain/search/fold-text'

// Words too common to tell lessons apart, in the three languages of the course (after folding).
const STOP_WORDS = new Set(
  [
    'the and for with how what can you your are does this that about from into our use using why when which',
    'should have has will would could there their them they its not but all any more most than then also get',
    'και για πως τι την τον της του των στο στη στην στον στα στις με απο ενα μια ενας που ειναι μου σας μας',
    'θα να δεν ποιο ποια ποιος οταν αν ή η οι τα το τη κατι πολυ πιο',
    'как что для это мой моя мне мои или при где когда чтобы про его она они вас ваш ваша ваши нас наш мы вы',
    'какой какие какая если так уже еще ещё все всё нужно можно ли не',
  ]
    .join(' ')
    .split(' ')
    .map(foldText),
)
// Words shorter than this carry little meaning ("a", "to", "и", "σε").
const MIN_WORD_LENGTH = 3
// A crude stem that ignores endings: "reviews"/"review", "κριτικές"/"κριτική", "отзывы"/"отзывов".
const STEM_LENGTH = 5

/**
 * The distinct keyword stems of a text in English, Greek or Russian: case and Greek accents folded (as the
 * directory's search does), final sigma made ordinary, stop words dropped, words cut to a common stem.
 */
export function keywordStems(text: string): string[] {
  const words = foldText(text)
    .replace(/ς/g, 'σ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH && !STOP_WORDS.has(word))
  return [...new Set(words.map((word) => word.slice(0, STEM_LENGTH)))]
}
