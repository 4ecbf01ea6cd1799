import type { FaqQuestion } from '@domain/faq/faq-entry'
import { isSitePath, type ContentLink } from '../content-types'
import type { FaqContent, FaqItem } from './faq-content'

/**
 * The page's content with the questions admins keep (the API's, in their order) in place of the bundled ones; the
 * group headings and the guides stay the bundled text. A link to a page the site does not have is left out.
 */
export function withFaqQuestions(content: FaqContent, questions: readonly FaqQuestion[]): FaqContent {
  return {
    ...content,
    groups: content.groups.map((group) => ({
      ...group,
      items: questions.filter((q) => q.groupId === group.id).map(toItem),
    })),
  }
}

function toItem(question: FaqQuestion): FaqItem {
  const link = question.link
  const contentLink: ContentLink | undefined =
    link && isSitePath(link.to)
      ? { to: link.to, label: link.label, ...(link.hash ? { hash: link.hash } : {}) }
      : undefined
  return {
    id: question.key,
    question: question.question,
    answer: question.answer,
    ...(contentLink ? { link: contentLink } : {}),
  }
}
