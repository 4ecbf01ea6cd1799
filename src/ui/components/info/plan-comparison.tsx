import type { AdvertiseContent } from '@content/advertise/advertise-content'
import { fillSlots } from '@content/info-content'
import type { Locale } from '@domain/i18n/localized-text'
import { BASIC_PLAN, PLAN_DEFINITIONS, type PlanFeatures } from '@domain/plans/plan-features'
import { formatEuros } from '../../format/format'
import { useLocale } from '../../i18n/use-locale'

type Feature = keyof PlanFeatures
// Row order follows the plan features table itself, so a new feature appears without touching this file.
const FEATURES = Object.keys(BASIC_PLAN) as Feature[] // the keys of a PlanFeatures value are exactly Feature

/** The plan tiers side by side (from PLAN_DEFINITIONS): a real table with row and column headers. */
export function PlanComparison({ content }: { content: AdvertiseContent }) {
  const locale = useLocale()
  return (
    // A table wider than the screen scrolls: keyboard users must be able to reach it (WCAG 2.1.1).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="plan-table-wrap" role="region" aria-labelledby="plan-table-caption" tabIndex={0}>
      <table className="plan-table">
        <caption id="plan-table-caption">{content.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{content.featureColumn}</th>
            {PLAN_DEFINITIONS.map((plan) => (
              <th scope="col" key={plan.slug}>
                <span className="plan-table__name">{plan.name}</span>
                <span className="plan-table__price">{priceText(plan.priceEurMonthly, content, locale)}</span>
                <span className="plan-table__tagline">{content.planTaglines[plan.slug]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FEATURES.map((feature) => (
            <tr key={feature}>
              <th scope="row">{content.featureLabels[feature]}</th>
              {PLAN_DEFINITIONS.map((plan) => (
                <td key={plan.slug}>
                  <FeatureValue
                    feature={feature}
                    features={plan.features}
                    content={content}
                    locale={locale}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function FeatureValue(props: {
  feature: Feature
  features: PlanFeatures
  content: AdvertiseContent
  locale: Locale
}) {
  const { feature, features, content, locale } = props
  if (feature === 'search_ranking') return content.searchRanking[features.search_ranking]
  if (feature === 'analytics') return content.analytics[features.analytics]
  if (feature === 'support_level') return content.supportLevel[features.support_level]
  const value = features[feature]
  if (typeof value === 'number' && value > 0) return new Intl.NumberFormat(locale).format(value)
  const isIncluded = value === true
  // The mark is decoration; the words say it for everyone.
  return (
    <span className={isIncluded ? 'plan-yes' : 'plan-no'}>
      <span aria-hidden="true">{isIncluded ? '✓ ' : '– '}</span>
      {isIncluded ? content.included : content.notIncluded}
    </span>
  )
}

function priceText(eur: number, content: AdvertiseContent, locale: Locale): string {
  if (eur === 0) return content.free
  return fillSlots(content.perMonth, { price: formatEuros(eur, locale) })
}
