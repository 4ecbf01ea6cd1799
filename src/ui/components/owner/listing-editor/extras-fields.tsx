import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PRICE_RANGES, type PriceRange } from '@domain/business/business'
import { pickText } from '@domain/i18n/localized-text'
import { PRICE_RANGE_LABEL_KEYS } from '../../business/price-range-labels'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { businessFilterOptionsQuery } from '../../../queries/businesses'
import { usePorts } from '../../../use-router-context'
import type { SectionProps } from './section-props'

/** Amenities, the price range and holiday closures by date. */
export function ExtrasFields({ idPrefix, form, onChange }: SectionProps) {
  const t = useT()
  const locale = useLocale()
  const { data } = useQuery(businessFilterOptionsQuery(usePorts().businesses))
  const [date, setDate] = useState('')
  const toggle = (slug: string) =>
    onChange({
      amenities: form.amenities.includes(slug)
        ? form.amenities.filter((a) => a !== slug)
        : [...form.amenities, slug],
    })
  const addDate = () => {
    if (date && !form.closedDates.includes(date))
      onChange({ closedDates: [...form.closedDates, date].sort() })
    setDate('')
  }
  return (
    <>
      <fieldset className="listing-section">
        <legend>{t('listing.amenities')}</legend>
        <ul className="amenity-picker">
          {(data?.amenities ?? []).map((amenity) => (
            <li key={amenity.slug}>
              <label className="checkbox-field">
                <input
                  type="checkbox"
                  checked={form.amenities.includes(amenity.slug)}
                  onChange={() => toggle(amenity.slug)}
                />
                {pickText(amenity.name, locale)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className="listing-section">
        <legend>{t('listing.priceRange')}</legend>
        {[null, ...PRICE_RANGES].map((range: PriceRange | null) => (
          <label key={range ?? 'none'} className="checkbox-field">
            <input
              type="radio"
              name={`${idPrefix}-price`}
              checked={form.priceRange === range}
              onChange={() => onChange({ priceRange: range })}
            />
            {range ? `${range} ${t(PRICE_RANGE_LABEL_KEYS[range])}` : t('listing.priceNone')}
          </label>
        ))}
      </fieldset>
      <fieldset className="listing-section">
        <legend>{t('listing.closedDates')}</legend>
        <ul>
          {form.closedDates.map((d) => (
            <li key={d}>
              {d}{' '}
              <button
                type="button"
                className="button button--small"
                onClick={() => onChange({ closedDates: form.closedDates.filter((x) => x !== d) })}
              >
                {t('listing.removeClosedDate', { date: d })}
              </button>
            </li>
          ))}
        </ul>
        <label htmlFor={`${idPrefix}-closed-date`}>{t('listing.closedDate')}</label>{' '}
        <input
          id={`${idPrefix}-closed-date`}
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />{' '}
        <button type="button" className="button button--small" onClick={addDate}>
          {t('listing.addClosedDate')}
        </button>
      </fieldset>
    </>
  )
}
