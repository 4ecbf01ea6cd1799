import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { formatRating } from '../../format/format'
import { StarIcon } from '../icons'

/** "★ 4.5 (12 reviews)", read out as "Rated 4.5 out of 5, 12 reviews". */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const t = useT()
  const locale = useLocale()
  const value = formatRating(rating, locale)
  return (
    <p className="rating">
      <StarIcon className="rating__star" />
      <span className="visually-hidden">{t('business.rating', { rating: value })}</span>
      <span aria-hidden="true" className="rating__value">
        {value}
      </span>
      <span className="rating__count">({t('business.reviewCount', { count: reviewCount })})</span>
    </p>
  )
}
