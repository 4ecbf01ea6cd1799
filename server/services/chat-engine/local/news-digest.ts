import { pickText, type Locale } from '@domain/i18n/localized-text'
import type { WorkflowReply } from '../chat-engine.port'
import { textReply } from '../chat-engine.port'
import { composeReply, routeLink } from '../reply-format'
import type { LocalEngineContext } from './engine-context'

const LATEST = 5
const TEXTS: Record<Locale, string> = {
  en: 'The latest articles on the portal:',
  el: 'Τα τελευταία άρθρα της πύλης:',
  ru: 'Последние статьи портала:',
}

/** news-fetch without a model or n8n: there is no news feed offline, so it answers the portal's newest articles. */
export async function newsDigest(ctx: LocalEngineContext, locale: Locale): Promise<WorkflowReply> {
  const { articles } = await ctx.snapshot()
  const newest = [...articles]
    .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime())
    .slice(0, LATEST)
  return textReply(
    composeReply(
      TEXTS[locale],
      newest.map((a) => `- ${routeLink(a.path, pickText(a.title, locale))}`).join('\n'),
    ),
  )
}
