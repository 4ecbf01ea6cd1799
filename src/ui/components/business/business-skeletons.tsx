import { BUSINESS_PAGE_SIZE } from '@domain/paging/page-sizes'
import type { ReactNode } from 'react'
import { useT, type TextKey } from '../../i18n/use-t'

/**
 * Placeholders in the shape of what is loading, shown by the router while a listing or a business page waits
 * for its data (after its pending delay). The shapes are hidden from assistive technology; a status says it.
 */
export function BusinessListingSkeleton() {
  return (
    <SkeletonPage status="loading.businesses">
      <div className="skeleton skeleton--heading" aria-hidden="true" />
      <ul className="card-grid" aria-hidden="true">
        {Array.from({ length: BUSINESS_PAGE_SIZE }, (_, index) => (
          <li key={index}>
            <SkeletonCard />
          </li>
        ))}
      </ul>
    </SkeletonPage>
  )
}

export function BusinessPageSkeleton() {
  return (
    <SkeletonPage status="loading.business">
      <div aria-hidden="true">
        <div className="skeleton skeleton--hero" />
        <div className="skeleton skeleton--heading" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </SkeletonPage>
  )
}

function SkeletonPage({ status, children }: { status: TextKey; children: ReactNode }) {
  const t = useT()
  return (
    <div className="container skeleton-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t(status)}
      </p>
      {children}
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
