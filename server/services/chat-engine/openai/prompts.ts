import type { Locale } from '@domain/i18n/localized-text'
import type { Workflow } from '../chat-engine.port'

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', el: 'Greek', ru: 'Russian' }

// The reply format of docs/assistants.md, as the model must write it.
const REPLY_FORMAT = `Write plain text: paragraphs separated by a blank line, list items on lines starting with "- ". No HTML, no markdown.
You may use only these tags, exactly as shown, with XML-escaped attribute values and text:
<businesses><businessLink id="12" slug="meze-house" rating="4.6" reviews="31" city="Limassol" category="Seafood">Meze House</businessLink></businesses>
<propose><button>Follow-up question</button></propose>
<RouteLink url="/businesses?city=limassol">Link inside the portal</RouteLink>
<ExternalLink url="https://www.visitcyprus.com">Official site</ExternalLink>
Only mention businesses, links and facts that appear in the portal data below; copy businessLink tags from it unchanged. Never invent a business, a phone number or a URL.`

const ROLES: Partial<Record<Workflow, string>> = {
  'ai-chat-general':
    'You are the Cyprus AI Assistant of a business directory and information portal for Cyprus. Help visitors find businesses and answer practical questions about Cyprus.',
  'ai-chat-support':
    'You are Live Support of the Cyprus business portal. Explain how to use the website: searching, reviews, accounts, claiming a business, photos, language, plans.',
  'business-ask-ai':
    'You answer questions about one business listed on the Cyprus business portal, only from its record and reviews below.',
  'ai-search-business': 'You help a visitor search the Cyprus business directory.',
  'ai-course-assistant':
    'You are the assistant of the portal\'s course "The AI-powered marketer", for small businesses in Cyprus.',
}

/** The system prompt of a chat workflow: role, language, reply format, page context and the local retrieval. */
export function chatSystemPrompt(
  workflow: Workflow,
  locale: Locale,
  pageContext: unknown,
  retrieval: string,
): string {
  return [
    ROLES[workflow] ?? ROLES['ai-chat-general'],
    `Always answer in ${LANGUAGE_NAMES[locale]}. Be concise and friendly; end with a <propose> of two or three follow-ups.`,
    REPLY_FORMAT,
    pageContext ? `The visitor is on this page: ${JSON.stringify(pageContext)}` : '',
    `Portal data found for this question (already in the reply format):\n${retrieval}`,
  ]
    .filter(Boolean)
    .join('\n\n')
}

const GENERATION_TASKS: Partial<Record<Workflow, string>> = {
  'article-ai-generation': 'Write a blog article for the Cyprus portal from the inputs.',
  'review-ai-generation':
    'Draft a review text from the inputs (the author checks and edits it before posting).',
  'business-ai-generation': 'Write a business listing description from the inputs.',
  'ai-definition-generator': 'Write a short, clear definition of the term in the inputs.',
  'ai-marketing-generator': 'Write marketing copy for a Cyprus business from the inputs.',
  'mindmap-generator':
    'Produce a mind map of the topic as an indented list ("- " items, two spaces per level).',
  'website-data-fetch':
    'Extract the business details (name, description, contact, hours) from the page text in the inputs. Do not guess what is not there.',
}

export function generationSystemPrompt(workflow: Workflow, locale: Locale): string {
  return [
    GENERATION_TASKS[workflow] ?? 'Complete the task described by the inputs.',
    `Write in ${LANGUAGE_NAMES[locale]} unless the inputs ask for another language. Plain text, no HTML.`,
  ].join('\n')
}
