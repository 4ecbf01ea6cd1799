import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { BusinessGrid } from '../business/business-card'
import { savedBusinessesQuery } from './saved-businesses-query'

/** The businesses this browser opened last, the latest first, with a way to forget them. */
export function RecentlyViewedSection({
  ids,
  onClear,
  headingLevel,
}: {
  ids: readonly number[]
  onClear: () => void
  headingLevel: 2 | 3
}) {
  const t = useT()
  const headingId = useId()
  const { businesses } = usePorts()
  const { data } = useQuery(savedBusinessesQuery(businesses, ids))
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  if (!data || data.length === 0) return null
  return (
    <section className="section recently-viewed" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('recent.title')}</Heading>
      <p>
        <button type="button" className="button button--ghost" onClick={onClear}>
          {t('recent.clear')}
        </button>
      </p>
      <BusinessGrid businesses={data} />
    </section>
  )
}
