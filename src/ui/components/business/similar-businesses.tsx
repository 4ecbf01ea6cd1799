import { useQuery } from '@tanstack/react-query'
import { SIMILAR_BUSINESSES_COUNT } from '@domain/paging/page-sizes'
import { useT } from '../../i18n/use-t'
import { similarBusinessesQuery } from '../../queries/businesses'
import { useNearViewport } from '../../use-near-viewport'
import { usePorts } from '../../use-router-context'
import { BusinessGrid } from './business-card'

// About a phone screen and a half ahead: the cards are there by the time the visitor scrolls to them.
const SIMILAR_LOAD_MARGIN_PX = 1200

/**
 * "Similar businesses nearby": not essential to the page, so it loads in the browser, when the visitor scrolls
 * toward the end of the page (not while the page hydrates), and hides when it fails.
 */
export function SimilarBusinesses({ businessId }: { businessId: number }) {
  const t = useT()
  const { businesses } = usePorts()
  const [place, isNear] = useNearViewport<HTMLDivElement>(SIMILAR_LOAD_MARGIN_PX)
  const { data } = useQuery({
    ...similarBusinessesQuery(businesses, businessId, SIMILAR_BUSINESSES_COUNT),
    enabled: isNear,
  })
  return (
    <div ref={place}>
      {data && data.length > 0 ? (
        <section className="section" aria-labelledby="similar-heading">
          <h2 id="similar-heading">{t('business.similar')}</h2>
          <BusinessGrid businesses={data} headingLevel={3} />
        </section>
      ) : null}
    </div>
  )
}
