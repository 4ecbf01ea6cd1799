import { Link } from '@tanstack/react-router'
import { pickText } from '@domain/i18n/localized-text'
import type { ArticleCategory } from '@domain/article/article'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'

export function ArticleCategoryTree({ categories }: { categories: ArticleCategory[] }) {
  const t = useT()
  const locale = useLocale()
  return (
    <ul className="category-tree">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to="/blog-categories/$" params={{ _splat: category.path }} className="category-tree__link">
            {pickText(category.name, locale)}
          </Link>
          {category.articleCount !== undefined && (
            <span className="category-tree__count">
              {' '}
              ({t('blogCategories.count', { count: category.articleCount })})
            </span>
          )}
          {category.children && category.children.length > 0 && (
            <ArticleCategoryTree categories={category.children} />
          )}
        </li>
      ))}
    </ul>
  )
}
