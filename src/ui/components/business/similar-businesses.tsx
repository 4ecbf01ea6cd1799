import { useQuery } from '@tanstack/react-query'
import { SIMILAR_BUSINESSES_COUNT } from '@domain/paging/page-sizes'
import { useT } from '../../i18n/use-t'
import { similarBusinessesQuery } from '../../queries/businesses'
import { usePorts } from '../../use-router-context'
import { BusinessGrid } from './business-card'

/** "Similar businesses nearby": not essential to the page, so it loads in the browser and hides when it fails. */
export function SimilarBusinesses({ businessId }: { businessId: number }) {
  const t = useT()
  const { businesses } = usePorts()
  const { data } = useQuery(similarBusinessesQuery(businesses, businessId, SIMILAR_BUSINESSES_COUNT))
  if (!data || data.length === 0) return null
  return (
    <section className="section" aria-labelledby="similar-heading">
      <h2 id="similar-heading">{t('business.similar')}</h2>
      <BusinessGrid businesses={data} headingLevel={3} />
    </section>
  )
}
