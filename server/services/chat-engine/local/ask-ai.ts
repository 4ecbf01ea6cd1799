import { WEEKDAYS } from '@domain/hours/opening-hours'
import { openingStatus } from '@domain/hours/opening-status'
import { pickText, type Locale } from '@domain/i18n/localized-text'
import { directionsUrl } from '@domain/business/directions-url'
import { findBusinessBySlug, type BusinessDetailRecord } from '../../../db/repositories/businesses.repository'
import { listReviews } from '../../../db/repositories/reviews.repository'
import { ChatEngineError, textReply, type AskAiRequest, type WorkflowReply } from '../chat-engine.port'
import { composeReply, externalLink, proposeTag, routeLink } from '../reply-format'
import { ASK_AI_TEXTS, opensAgain } from './ask-ai-texts'
import type { DirectorySnapshot } from './directory-snapshot'
import type { LocalEngineContext } from './engine-context'
import { findPhrase, phraseStems, wordsOf } from './text-match'
import { reviewSummary } from './review-summary'

type Topic = 'hours' | 'contact' | 'address' | 'amenities' | 'price' | 'categories' | 'reviews'
const TOPIC_WORDS: Record<Topic, string[][]> = {
  hours: [
    'open',
    'close',
    'hours',
    'when',
    'today',
    'tonight',
    'ανοιχτ',
    'κλειστ',
    'ωραριο',
    'ωρες',
    'ποτε',
    'σημερα',
    'открыт',
    'закрыт',
    'часы',
    'когда',
    'работает',
    'сегодня',
  ].map(phraseStems),
  contact: [
    'phone',
    'call',
    'email',
    'contact',
    'website',
    'number',
    'book',
    'reservation',
    'τηλεφωνο',
    'επικοινωνια',
    'ιστοσελιδα',
    'κρατηση',
    'email',
    'телефон',
    'позвонить',
    'связаться',
    'сайт',
    'контакт',
    'бронь',
  ].map(phraseStems),
  address: [
    'where',
    'address',
    'directions',
    'location',
    'get there',
    'που',
    'διευθυνση',
    'οδηγιες',
    'τοποθεσια',
    'где',
    'адрес',
    'маршрут',
    'добраться',
  ].map(phraseStems),
  amenities: [
    'amenities',
    'parking',
    'wifi',
    'facilities',
    'offer',
    'have',
    'παροχες',
    'παρκινγκ',
    'διαθετει',
    'удобства',
    'парковка',
    'есть ли',
  ].map(phraseStems),
  price: [
    'price',
    'expensive',
    'cheap',
    'cost',
    'budget',
    'τιμη',
    'τιμες',
    'ακριβ',
    'φθην',
    'κοστος',
    'цена',
    'цены',
    'дорого',
    'дешево',
    'стоимость',
  ].map(phraseStems),
  categories: [
    'what kind',
    'what type',
    'category',
    'what do they do',
    'τι ειδους',
    'κατηγορια',
    'τι κανει',
    'чем занимается',
    'категория',
    'что это',
  ].map(phraseStems),
  reviews: [
    'review',
    'reviews',
    'rating',
    'rated',
    'good',
    'recommend',
    'people say',
    'κριτικ',
    'βαθμολογια',
    'καλο',
    'λενε',
    'отзыв',
    'рейтинг',
    'хорош',
    'говорят',
  ].map(phraseStems),
}
const REVIEWS_TO_READ = 20

/** Ask AI (business-ask-ai): answers about one business from its own record and reviews. */
export async function answerAskAi(
  ctx: LocalEngineContext,
  body: AskAiRequest,
  locale: Locale,
  now: Date,
): Promise<WorkflowReply> {
  const business = await findBusinessBySlug(ctx.db, body.businessSlug)
  if (!business)
    throw new ChatEngineError('BUSINESS_NOT_FOUND', 'Failed to fetch business: no business has this slug.')
  const snapshot = await ctx.snapshot()
  const words = wordsOf(body.query)
  const asked = (Object.keys(TOPIC_WORDS) as Topic[]).filter((t) =>
    TOPIC_WORDS[t].some((p) => findPhrase(words, p) >= 0),
  )
  const amenityAsked = snapshot.amenities.find((a) => a.stems.some((s) => findPhrase(words, s) >= 0))
  const topics: Topic[] = asked.length > 0 || amenityAsked ? asked : ['hours', 'reviews', 'contact']
  const texts = ASK_AI_TEXTS[locale]
  const name = pickText(business.name, locale)
  const parts: Array<string | null> = []
  if (amenityAsked) {
    const has = business.amenities.some((a) => a.slug === amenityAsked.slug)
    const label = pickText(amenityAsked.name, locale)
    parts.push(has ? texts.hasAmenity(name, label) : texts.lacksAmenity(name, label))
  }
  if (asked.length === 0 && !amenityAsked) parts.push(texts.overview(name, pickText(business.city, locale)))
  for (const topic of topics) {
    if (topic === 'amenities' && amenityAsked) continue
    parts.push(await section(ctx, snapshot, business, topic, locale, now))
  }
  const unasked: Array<[Topic, string]> = [
    ['hours', texts.askHours],
    ['contact', texts.askContact],
    ['amenities', texts.askAmenities],
    ['reviews', texts.askReviews],
    ['price', texts.askPrice],
    ['address', texts.askWhere],
  ]
  return textReply(
    composeReply(
      ...parts,
      routeLink(`/${business.slug}`, texts.pageLink),
      proposeTag(
        unasked
          .filter(([t]) => !topics.includes(t))
          .map(([, q]) => q)
          .slice(0, 3),
      ),
    ),
    { businessIds: [business.id] },
  )
}

async function section(
  ctx: LocalEngineContext,
  snapshot: DirectorySnapshot,
  b: BusinessDetailRecord,
  topic: Topic,
  locale: Locale,
  now: Date,
): Promise<string | null> {
  const texts = ASK_AI_TEXTS[locale]
  const name = pickText(b.name, locale)
  switch (topic) {
    case 'hours': {
      const hasHours = WEEKDAYS.some((d) => (b.hours[d] ?? []).length > 0)
      if (!hasHours) return texts.noHours(name)
      const status = openingStatus(b.hours, now)
      const lead = status.isOpen
        ? texts.openNow(name, status.closesAt)
        : [texts.closedNow(name), status.opensAt ? opensAgain(texts, status.opensAt) : ''].join(' ').trim()
      const week = WEEKDAYS.map((d) => {
        const intervals = b.hours[d] ?? []
        const text =
          intervals.length > 0 ? intervals.map((i) => `${i.opens}–${i.closes}`).join(', ') : texts.closed
        return `- ${capitalise(texts.days[d])}: ${text}`
      })
      return [lead, '', texts.hoursTitle, ...week].join('\n')
    }
    case 'contact': {
      const lines = [
        b.phone ? `- ${texts.phone}: ${b.phone}` : null,
        b.email ? `- ${texts.email}: ${b.email}` : null,
      ].filter((l): l is string => l !== null)
      const website =
        b.website && /^https?:\/\//.test(b.website) ? externalLink(b.website, texts.website) : null
      if (lines.length === 0 && !website) return texts.noContact
      return composeReply([texts.contactTitle(name), ...lines].join('\n'), website)
    }
    case 'address':
      return composeReply(
        texts.address(name, pickText(b.address, locale), pickText(b.city, locale)),
        externalLink(directionsUrl(b.lat, b.lng), texts.directions),
      )
    case 'amenities':
      return b.amenities.length > 0
        ? texts.amenities(name, b.amenities.map((a) => pickText(a.name, locale)).join(', '))
        : texts.noAmenities(name)
    case 'price': {
      const range = b.priceRange
      if (range !== 1 && range !== 2 && range !== 3 && range !== 4) return texts.noPrice(name)
      return texts.price(name, '$'.repeat(range), texts.priceLabels[range - 1] ?? '')
    }
    case 'categories': {
      const names = b.categoryIds.map((id) => snapshot.categories.get(id)).filter((c) => c !== undefined)
      return texts.categories(name, names.map((c) => pickText(c.name, locale)).join(', '))
    }
    case 'reviews': {
      const { reviews } = await listReviews(ctx.db, { businessId: b.id, limit: REVIEWS_TO_READ, offset: 0 })
      return reviewSummary(b, reviews, locale)
    }
  }
}

function capitalise(text: string): string {
  const bare = text.replace(/^(в|во) /, '')
  return bare.charAt(0).toUpperCase() + bare.slice(1)
}
