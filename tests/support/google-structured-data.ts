import type { JsonLd } from '@domain/seo/json-ld'

// What Google's documentation asks of the structured data we publish (developers.google.com/search/docs/
// appearance/structured-data: local-business, article, review-snippet), as a list of problems: empty when valid.
// Required properties, and the recommended ones the portal has data for.

type Data = Record<string, unknown>

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/

function isObject(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

/** Problems of one structured-data object by its @type; other types are not checked here. */
export function googleStructuredDataProblems(data: JsonLd): string[] {
  switch (data['@type']) {
    case 'LocalBusiness':
      return localBusinessProblems(data)
    case 'Article':
      return articleProblems(data)
    case 'Review':
      return reviewProblems(data, 'Review')
    default:
      return []
  }
}

function localBusinessProblems(data: Data): string[] {
  const problems: string[] = []
  if (!isText(data.name)) problems.push('LocalBusiness: name is required')
  const address = data.address
  if (!isObject(address) || address['@type'] !== 'PostalAddress')
    problems.push('LocalBusiness: address must be a PostalAddress')
  else problems.push(...postalAddressProblems(address))
  const rating = data.aggregateRating
  if (rating !== undefined) {
    if (!isObject(rating) || typeof rating.ratingValue !== 'number')
      problems.push('AggregateRating: ratingValue is required')
    else if (typeof rating.reviewCount !== 'number' && typeof rating.ratingCount !== 'number')
      problems.push('AggregateRating: reviewCount or ratingCount is required')
  }
  const reviews = data.review
  if (reviews !== undefined) {
    if (!Array.isArray(reviews)) problems.push('LocalBusiness: review must be a list')
    else
      reviews.forEach((review: unknown, index) =>
        problems.push(
          ...(isObject(review) && review['@type'] === 'Review'
            ? reviewProblems(review, `review[${index}]`)
            : [`review[${index}]: must be a Review`]),
        ),
      )
  }
  return problems
}

function postalAddressProblems(address: Data): string[] {
  const problems: string[] = []
  if (!isText(address.streetAddress)) problems.push('PostalAddress: streetAddress is empty')
  if (!isText(address.addressLocality)) problems.push('PostalAddress: addressLocality is empty')
  if (!isText(address.addressCountry)) problems.push('PostalAddress: addressCountry is empty')
  if (address.postalCode !== undefined) {
    if (typeof address.postalCode !== 'string' || !/^\d{4}$/.test(address.postalCode))
      problems.push('PostalAddress: postalCode is not a Cyprus postcode')
    else if (String(address.streetAddress).includes(address.postalCode))
      problems.push('PostalAddress: the postcode is also in streetAddress')
  }
  return problems
}

function reviewProblems(review: Data, where: string): string[] {
  const problems: string[] = []
  const author = review.author
  // Google: the author's name, under 100 characters.
  if (!isObject(author) || !isText(author.name) || author.name.length >= 100)
    problems.push(`${where}: author needs a name under 100 characters`)
  const rating = review.reviewRating
  if (!isObject(rating) || typeof rating.ratingValue !== 'number')
    problems.push(`${where}: reviewRating.ratingValue is required`)
  else {
    const best = typeof rating.bestRating === 'number' ? rating.bestRating : 5
    const worst = typeof rating.worstRating === 'number' ? rating.worstRating : 1
    if (rating.ratingValue < worst || rating.ratingValue > best)
      problems.push(`${where}: ratingValue is outside ${worst}–${best}`)
  }
  if (!isText(review.datePublished) || !ISO_DATE_TIME.test(review.datePublished))
    problems.push(`${where}: datePublished must be an ISO 8601 date`)
  return problems
}

function articleProblems(data: Data): string[] {
  const problems: string[] = []
  if (!isText(data.headline)) problems.push('Article: headline is empty')
  for (const key of ['datePublished', 'dateModified'] as const) {
    const date = data[key]
    if (!isText(date) || !ISO_DATE_TIME.test(date)) problems.push(`Article: ${key} must be an ISO 8601 date`)
  }
  if (isText(data.datePublished) && isText(data.dateModified) && data.dateModified < data.datePublished)
    problems.push('Article: dateModified is before datePublished')
  const author = data.author
  if (!isObject(author) || !isText(author.name)) problems.push('Article: author needs a name')
  return problems
}
