import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { LOCALES, pickText } from '@domain/i18n/localized-text'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { businessFilterOptionsQuery } from '../../../queries/businesses'
import { usePorts } from '../../../use-router-context'
import { PinMap } from './pin-map'
import type { SectionProps } from './section-props'

/** City, address per language, and the pin: on the map, or as coordinates typed in. */
export function LocationFields({ idPrefix, form, onChange }: SectionProps) {
  const t = useT()
  const locale = useLocale()
  const { data } = useQuery(businessFilterOptionsQuery(usePorts().businesses))
  const point = useMemo(() => ({ lat: form.lat, lng: form.lng }), [form.lat, form.lng])
  const coordinate = (key: 'lat' | 'lng', text: string) => {
    const value = Number(text)
    if (text.trim() !== '' && Number.isFinite(value)) onChange({ [key]: value })
  }
  return (
    <fieldset className="listing-section">
      <legend>{t('listing.location')}</legend>
      <div className="form-field">
        <label htmlFor={`${idPrefix}-city`} className="form-field__label">
          {t('listing.city')}
        </label>
        <select
          id={`${idPrefix}-city`}
          className="form-field__input"
          value={form.citySlug}
          onChange={(e) => onChange({ citySlug: e.target.value })}
        >
          <option value="">{t('listing.chooseCity')}</option>
          {(data?.cities ?? []).map((city) => (
            <option key={city.slug} value={city.slug}>
              {pickText(city.name, locale)}
            </option>
          ))}
        </select>
      </div>
      {LOCALES.map((l) => (
        <div key={l} className="form-field" lang={l}>
          <label htmlFor={`${idPrefix}-address-${l}`} className="form-field__label">
            {t('listing.address', { language: t(`listing.lang.${l}`) })}
          </label>
          <input
            id={`${idPrefix}-address-${l}`}
            className="form-field__input"
            maxLength={300}
            value={form.address[l] ?? ''}
            onChange={(e) => onChange({ address: { ...form.address, [l]: e.target.value } })}
          />
        </div>
      ))}
      <p className="form-field__hint">{t('listing.map')}</p>
      <PinMap point={point} label={t('listing.map')} onMove={(p) => onChange(p)} />
      <p className="form-field__hint">{t('listing.mapHint')}</p>
      <div className="listing-coordinates">
        {(['lat', 'lng'] as const).map((key) => (
          <div key={key} className="form-field">
            <label htmlFor={`${idPrefix}-${key}`} className="form-field__label">
              {t(`listing.${key}`)}
            </label>
            <input
              id={`${idPrefix}-${key}`}
              className="form-field__input"
              type="number"
              step="0.000001"
              defaultValue={form[key]}
              key={form[key]}
              onBlur={(e) => coordinate(key, e.target.value)}
            />
          </div>
        ))}
      </div>
    </fieldset>
  )
}
