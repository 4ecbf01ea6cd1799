import { Link } from '@tanstack/react-router'
import { pickText } from '@domain/i18n/localized-text'
import type { CategoryChip } from '@domain/business/business'
import { useLocale } from '../../i18n/use-locale'

export function CategoryChips({ categories, label }: { categories: CategoryChip[]; label: string }) {
  const locale = useLocale()
  if (categories.length === 0) return null
  return (
    <ul className="chips" aria-label={label}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to="/categories/$" params={{ _splat: category.path }} className="chip">
            <span className="chip__dot" style={{ backgroundColor: category.color }} aria-hidden="true" />
            {pickText(category.name, locale)}
          </Link>
        </li>
      ))}
    </ul>
  )
}
