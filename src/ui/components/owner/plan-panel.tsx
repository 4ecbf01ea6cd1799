import type { PlanFeatures } from '@domain/plans/plan-features'
import { useLocale } from '../../i18n/use-locale'
import { useT, type TextKey, type Translate } from '../../i18n/use-t'
import { useBusinessPlan } from '../../queries/owner-tools'
import { UpgradeLink } from './listing-editor/plan-limit'

/** Spec §3: the 21 features in the spec's order. */
const FEATURE_ORDER: ReadonlyArray<keyof PlanFeatures> = [
  'max_listings',
  'max_description_length',
  'search_ranking',
  'max_images',
  'max_videos',
  'customer_reviews',
  'analytics',
  'lead_generation_form',
  'blog_posts_per_year',
  'special_offers_max',
  'menu_price_list',
  'reply_to_reviews',
  'direct_messages',
  'monthly_reports',
  'support_level',
  'featured_badge',
  'featured_category',
  'featured_homepage',
  'virtual_tours',
  'max_categories',
  'dedicated_account_manager',
]

/** The business's plan: name, status, end date and every feature; Basic when the plan cannot be read. */
export function PlanPanel({ businessId }: { businessId: number }) {
  const t = useT()
  const locale = useLocale()
  const data = useBusinessPlan(businessId)
  if (!data) return <p role="status">{t('portal.loading')}</p>
  const { plan, features } = data
  return (
    <section className="plan-panel" aria-labelledby={`plan-${businessId}`}>
      <h3 id={`plan-${businessId}`}>{t('plan.title')}</h3>
      {data.isFallback ? <p role="status">{t('plan.fallback')}</p> : null}
      <dl className="plan-panel__facts">
        <dt>{t('portal.section.plan')}</dt>
        <dd>{plan.name}</dd>
        <dt>{t('plan.status')}</dt>
        <dd>{t(`plan.status.${plan.status}`)}</dd>
        <dt>{t('plan.endDate')}</dt>
        <dd>
          {plan.endDate
            ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(plan.endDate))
            : t('plan.noEndDate')}
        </dd>
      </dl>
      <table className="plan-panel__features">
        <caption>{t('plan.features')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plan.feature')}</th>
            <th scope="col">{t('plan.value')}</th>
          </tr>
        </thead>
        <tbody>
          {FEATURE_ORDER.map((feature) => (
            <tr key={feature}>
              <th scope="row">{t(`plan.feature.${feature}`)}</th>
              <td>{featureValue(t, features[feature])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <UpgradeLink />
    </section>
  )
}

function featureValue(t: Translate, value: PlanFeatures[keyof PlanFeatures]): string {
  if (typeof value === 'boolean') return t(value ? 'plan.yes' : 'plan.no')
  if (typeof value === 'number') return String(value)
  const key: TextKey = `plan.level.${value}`
  return t(key)
}
