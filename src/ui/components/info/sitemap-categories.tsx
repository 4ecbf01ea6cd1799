import { Link } from '@tanstack/react-router'
import { pickText } from '@domain/i18n/localized-text'
import type { ArticleCategory } from '@domain/article/article'
import type { Category } from '@domain/category/category'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'
import { ArticleCategoryTree } from '../article/article-category-tree'

/** Top-level business categories with their subcategories and business counts. */
export function SitemapCategories({ heading, tree }: { heading: string; tree: Category[] }) {
  const t = useT()
  const locale = useLocale()
  const count = (c: Category) =>
    c.businessCount === undefined ? null : ` (${t('categories.count', { count: c.businessCount })})`
  return (
    <section aria-labelledby="sitemap-categories" className="sitemap__tree">
      <h2 id="sitemap-categories">{heading}</h2>
      <ul className="sitemap__columns">
        {tree.map((top) => (
          <li key={top.id}>
            <Link to="/categories/$" params={{ _splat: top.path }}>
              {pickText(top.name, locale)}
            </Link>
            {count(top)}
            {top.children && top.children.length > 0 && (
              <ul>
                {top.children.map((child) => (
                  <li key={child.id}>
                    <Link to="/categories/$" params={{ _splat: child.path }}>
                      {pickText(child.name, locale)}
                    </Link>
                    {count(child)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The blog's categories with their article counts. */
export function SitemapBlogCategories({
  heading,
  categories,
}: {
  heading: string
  categories: ArticleCategory[]
}) {
  return (
    <section aria-labelledby="sitemap-blog-categories" className="sitemap__tree">
      <h2 id="sitemap-blog-categories">{heading}</h2>
      <ArticleCategoryTree categories={categories} />
    </section>
  )
}
