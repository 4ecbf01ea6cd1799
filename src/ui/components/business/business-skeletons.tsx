import { BUSINESS_PAGE_SIZE } from '@domain/paging/page-sizes'
import { useT } from '../../i18n/use-t'

/**
 * Placeholders in the shape of what is loading, shown by the router while a listing or a business page waits
 * for its data (after its pending delay). The shapes are hidden from assistive technology; a status says it.
 */
export function BusinessListingSkeleton() {
  const t = useT()
  return (
    <div className="container skeleton-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading.businesses')}
      </p>
      <div className="skeleton skeleton--heading" aria-hidden="true" />
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: BUSINESS_PAGE_SIZE }, (_, index) => (
          <li key={index}>
            <SkeletonCard />
          </li>
        ))}
      </ul>
    </div>
  )
}

export function BusinessPageSkeleton() {
  const t = useT()
  return (
    <div className="container skeleton-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading.business')}
      </p>
      <div aria-hidden="true">
        <div className="skeleton skeleton--hero" />
        <div className="skeleton skeleton--heading" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  )
}

function SkeletonCard() {
  return (
    <div className="card">
      <div className="card__image skeleton" />
      <div className="card__body">
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </div>
  )
}
