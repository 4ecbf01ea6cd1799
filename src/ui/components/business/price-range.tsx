import { PRICE_RANGE_LABEL_KEYS } from '@/ui/components/business/price-range-labels'
import type { PriceRange as PriceRangeValue } from '@domain/business/business'
import { useT } from '../../i18n/use-t'

/** Spec §3: "$ Budget", "$$ Moderate", "$$$ Expensive", "$$$$ Luxury"; the word is translated. */
export function PriceRangeLabel({ value }: { value: PriceRangeValue }) {
  const t = useT()
  return (
    <span className="price-range">
      <span aria-hidden="true">{value}</span> {t(PRICE_RANGE_LABEL_KEYS[value])}
    </span>
  )
}
