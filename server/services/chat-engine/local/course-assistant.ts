import type { Locale } from '@domain/i18n/localized-text'
import type { WorkflowReply } from '../chat-engine.port'
import { textReply } from '../chat-engine.port'
import { composeReply, proposeTag, routeLink } from '../reply-format'
import type { LocalEngineContext } from './engine-context'

export const COURSE_PATH = '/the-ai-powered-marketer-business-adviser'
const HITS_SHOWN = 3

const TEXTS: Record<Locale, { found: string; none: string; page: string; starters: string[] }> = {
  en: {
    found: 'The course covers this in these lessons:',
    none: 'The AI-powered marketer course teaches small businesses in Cyprus to use AI for marketing: planning content, writing posts and listings, answering reviews and measuring results. I did not find a lesson on exactly that; the course page lists every module.',
    page: 'The AI-powered marketer course',
    starters: [
      'How do I write better listings with AI?',
      'How should I answer reviews?',
      'How do I plan social media posts?',
    ],
  },
  el: {
    found: 'Το σεμινάριο το καλύπτει σε αυτά τα μαθήματα:',
    none: 'Το σεμινάριο «AI-powered marketer» μαθαίνει στις μικρές επιχειρήσεις της Κύπρου να χρησιμοποιούν την τεχνητή νοημοσύνη στο μάρκετινγκ: σχεδιασμό περιεχομένου, αναρτήσεις και καταχωρίσεις, απαντήσεις σε κριτικές και μέτρηση αποτελεσμάτων. Δεν βρήκα μάθημα ακριβώς για αυτό· η σελίδα του σεμιναρίου δείχνει όλες τις ενότητες.',
    page: 'Το σεμινάριο AI-powered marketer',
    starters: [
      'Πώς γράφω καλύτερες καταχωρίσεις με AI;',
      'Πώς απαντώ σε κριτικές;',
      'Πώς σχεδιάζω αναρτήσεις στα social media;',
    ],
  },
  ru: {
    found: 'В курсе об этом рассказывают эти уроки:',
    none: 'Курс «AI-powered marketer» учит малый бизнес на Кипре применять ИИ в маркетинге: планировать контент, писать посты и описания, отвечать на отзывы и оценивать результаты. Урока именно на эту тему я не нашёл; на странице курса перечислены все модули.',
    page: 'Курс AI-powered marketer',
    starters: [
      'Как писать описания компании с помощью ИИ?',
      'Как отвечать на отзывы?',
      'Как планировать посты в соцсетях?',
    ],
  },
}

/** ai-course-assistant: answers from the course content (CourseKnowledgePort). */
export async function answerCourse(
  ctx: LocalEngineContext,
  query: string,
  locale: Locale,
): Promise<WorkflowReply> {
  const texts = TEXTS[locale]
  const hits = (await ctx.courses.search(query, locale))
    .filter((h) => h.route.startsWith('/'))
    .slice(0, HITS_SHOWN)
  if (hits.length === 0)
    return textReply(composeReply(texts.none, routeLink(COURSE_PATH, texts.page), proposeTag(texts.starters)))
  return textReply(
    composeReply(
      texts.found,
      hits.map((h) => `- ${h.title}: ${h.summary} ${routeLink(h.route, h.title)}`).join('\n'),
      proposeTag(texts.starters),
    ),
  )
}
