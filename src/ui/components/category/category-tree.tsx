import { Link } from '@tanstack/react-router'
import { pickText } from '@domain/i18n/localized-text'
import type { Category } from '@domain/category/category'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'

/** Nested lists of categories with their business counts; each links to its category page. */
export function CategoryTree({ categories }: { categories: Category[] }) {
  return (
    <ul className="category-tree">
      {categories.map((category) => (
        <CategoryNode key={category.id} category={category} />
      ))}
    </ul>
  )
}

function CategoryNode({ category }: { category: Category }) {
  const t = useT()
  const locale = useLocale()
  return (
    <li>
      <Link to="/categories/$" params={{ _splat: category.path }} className="category-tree__link">
        <span className="chip__dot" style={{ backgroundColor: category.color }} aria-hidden="true" />
        {pickText(category.name, locale)}
      </Link>
      {category.businessCount !== undefined && (
        <span className="category-tree__count">
          {' '}
          ({t('categories.count', { count: category.businessCount })})
        </span>
      )}
      {category.children && category.children.length > 0 && <CategoryTree categories={category.children} />}
    </li>
  )
}

/** Category tiles for the home page and a category's subcategories. */
export function CategoryTiles({ categories }: { categories: Category[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <ul className="tile-grid">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to="/categories/$" params={{ _splat: category.path }} className="tile">
            <span className="tile__bar" style={{ backgroundColor: category.color }} aria-hidden="true" />
            <span className="tile__name">{pickText(category.name, locale)}</span>
            {category.businessCount !== undefined && (
              <span className="tile__count">{t('categories.count', { count: category.businessCount })}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  )
}
