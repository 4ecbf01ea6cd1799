import type { Locale } from '@domain/i18n/localized-text'
import type { ChatRequest, WorkflowReply } from '../chat-engine.port'
import { textReply } from '../chat-engine.port'
import { composeReply, proposeTag, routeLink } from '../reply-format'
import { isGreeting, isThanks } from './conversation'
import { SUPPORT_TOPICS, type SupportTopic } from './support-topics'
import { MORE_SUPPORT_TOPICS } from './support-topics-more'
import { findPhrase, phraseStems, wordsOf } from './text-match'

const TOPICS = [...SUPPORT_TOPICS, ...MORE_SUPPORT_TOPICS].map((topic) => ({
  topic,
  phrases: topic.keywords.map(phraseStems).filter((p) => p.length > 0),
  questions: Object.values(topic.question).map((q) => wordsOf(q).join(' ')),
}))

const TEXTS: Record<Locale, { hello: string; thanks: string; unknown: string; also: string }> = {
  en: {
    hello: 'Hello! I am here to help you use the website. Ask me anything, or pick a question:',
    thanks: 'Glad I could help! Anything else about the website?',
    unknown:
      'I can help with using the website. Here is what people ask most; if your question is about something else, book a call with our team and we will get back to you.',
    also: 'Related questions:',
  },
  el: {
    hello:
      'Γεια σας! Είμαι εδώ για να σας βοηθήσω με τον ιστότοπο. Ρωτήστε με ό,τι θέλετε ή διαλέξτε μια ερώτηση:',
    thanks: 'Χαίρομαι που βοήθησα! Κάτι άλλο για τον ιστότοπο;',
    unknown:
      'Μπορώ να βοηθήσω με τη χρήση του ιστότοπου. Αυτά ρωτούν οι περισσότεροι· αν η ερώτησή σας αφορά κάτι άλλο, κλείστε μια κλήση με την ομάδα μας και θα επικοινωνήσουμε μαζί σας.',
    also: 'Σχετικές ερωτήσεις:',
  },
  ru: {
    hello: 'Здравствуйте! Я помогу разобраться с сайтом. Спросите что угодно или выберите вопрос:',
    thanks: 'Рад помочь! Есть ещё вопросы о сайте?',
    unknown:
      'Я помогаю с использованием сайта. Вот о чём спрашивают чаще всего; если ваш вопрос о другом, запишитесь на звонок с нашей командой, и мы с вами свяжемся.',
    also: 'Похожие вопросы:',
  },
}

// Follow-up questions shown after an answer.
const RELATED_COUNT = 3

/** Live Support (ai-chat-support): how to use the website, with links to the pages that do it. */
export function answerSupport(body: ChatRequest, locale: Locale): WorkflowReply {
  const texts = TEXTS[locale]
  const starters = SUPPORT_TOPICS.map((t) => t.question[locale])
  if (isGreeting(body.query)) return textReply(composeReply(texts.hello, proposeTag(starters)))
  if (isThanks(body.query)) return textReply(composeReply(texts.thanks, proposeTag(starters.slice(0, 3))))
  const ranked = rankTopics(body.query)
  const [best, ...others] = ranked
  if (!best) {
    const contact = MORE_SUPPORT_TOPICS.find((t) => t.id === 'contact')
    return textReply(
      composeReply(
        texts.unknown,
        contact ? routeLink(contact.route.path, contact.route.label[locale]) : null,
        proposeTag(starters),
      ),
    )
  }
  const related = (others.length > 0 ? others : TOPICS.map((t) => t.topic).filter((t) => t.id !== best.id))
    .slice(0, RELATED_COUNT)
    .map((t) => t.question[locale])
  return textReply(
    composeReply(
      best.answer[locale],
      routeLink(best.route.path, best.route.label[locale]),
      proposeTag(related),
    ),
  )
}

// What a business owner asks the Cyprus AI Assistant: how to claim or add a listing. Photos are left out, since
// "photo studio in Paphos" is a search for businesses.
const OWNER_TOPICS = new Set(['claim', 'add-business'])

/**
 * The Live Support answer to an owner's question (claiming, adding a business), for the Cyprus AI Assistant; null
 * when the question is not one, so the assistant answers it as usual.
 */
export function answerOwnerQuestion(query: string, locale: Locale): WorkflowReply | null {
  const best = rankTopics(query).find((topic) => OWNER_TOPICS.has(topic.id))
  if (!best) return null
  return textReply(composeReply(best.answer[locale], routeLink(best.route.path, best.route.label[locale])))
}

function rankTopics(query: string): SupportTopic[] {
  const words = wordsOf(query)
  const asked = words.join(' ')
  return TOPICS.map(({ topic, phrases, questions }) => ({
    topic,
    // A starter question sent back verbatim (a clicked button) is an exact hit.
    score:
      (questions.includes(asked) ? 100 : 0) +
      phrases.filter((p) => findPhrase(words, p) >= 0).reduce((sum, p) => sum + p.length, 0),
  }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((x) => x.topic)
}
