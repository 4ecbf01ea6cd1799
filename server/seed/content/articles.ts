import { ARTICLES_BEACHES } from './articles-beaches'
import { ARTICLES_BUSINESS } from './articles-business'
import { ARTICLES_CULTURE } from './articles-culture'
import { ARTICLES_EVENTS } from './articles-events'
import { ARTICLES_FOOD } from './articles-food'
import { ARTICLES_LIVING } from './articles-living'
import { ARTICLES_MOUNTAINS } from './articles-mountains'
import { ARTICLES_MOVING } from './articles-moving'
import { ARTICLES_TOWNS } from './articles-towns'
import { ARTICLES_WINE } from './articles-wine'
import type { ArticleContent } from './types'

/** Every blog article, in publication order (oldest first). */
export const ARTICLES: readonly ArticleContent[] = [
  ...ARTICLES_BEACHES,
  ...ARTICLES_FOOD,
  ...ARTICLES_MOUNTAINS,
  ...ARTICLES_MOVING,
  ...ARTICLES_CULTURE,
  ...ARTICLES_TOWNS,
  ...ARTICLES_WINE,
  ...ARTICLES_LIVING,
  ...ARTICLES_BUSINESS,
  ...ARTICLES_EVENTS,
]
