import { pickText } from '@domain/i18n/localized-text'
import type { Amenity } from '@domain/business/business'
import { useLocale } from '../../i18n/use-locale'
import { AmenityIcon } from './business-icons'

export function AmenityList({ amenities }: { amenities: readonly Amenity[] }) {
  const locale = useLocale()
  return (
    <ul className="amenities">
      {amenities.map((amenity) => (
        <li key={amenity.slug}>
          <AmenityIcon name={amenity.icon} />
          {pickText(amenity.name, locale)}
        </li>
      ))}
    </ul>
  )
}
