import { Link } from '@tanstack/react-router'
import { pickLocale, pickText } from '@domain/i18n/localized-text'
import type { ArticleSummary } from '@domain/article/article'
import { formatDate } from '../../format/format'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'

export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleSummary
  headingLevel?: 2 | 3
}) {
  const t = useT()
  const locale = useLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="card article-card">
      {article.image && (
        <img className="card__image" src={article.image} alt="" loading="lazy" width={400} height={225} />
      )}
      <div className="card__body">
        <p className="card__meta">{pickText(article.category.name, locale)}</p>
        <Heading className="card__heading" lang={pickLocale(article.title, locale) ?? undefined}>
          <Link
            to="/blog/$categorySlug/$articleSlug"
            params={{ categorySlug: article.category.slug, articleSlug: article.slug }}
            className="card__link"
          >
            {pickText(article.title, locale)}
          </Link>
        </Heading>
        <p className="card__meta">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time> ·{' '}
          {t('blog.readingTime', { count: article.readMinutes })}
        </p>
        <p className="card__text">{pickText(article.excerpt, locale)}</p>
      </div>
    </article>
  )
}

export function ArticleGrid({
  articles,
  headingLevel,
}: {
  articles: ArticleSummary[]
  headingLevel?: 2 | 3
}) {
  return (
    <ul className="card-grid">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
