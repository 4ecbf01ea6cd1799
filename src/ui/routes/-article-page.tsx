import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { pickLocale, pickText } from '@domain/i18n/localized-text'
import type { Article } from '@domain/article/article'
import { articlePath } from '@domain/seo/page-paths'
import { ShareButton } from '../components/share/share-button'
import { ArticleBusinesses } from '../components/article/article-businesses'
import { RelatedArticles } from '../components/article/related-articles'
import { Breadcrumbs } from '../components/breadcrumbs'
import { NotFoundPage } from '../components/not-found-page'
import { formatDate } from '../format/format'
import { useLocale } from '../i18n/use-locale'
import { useT } from '../i18n/use-t'
import { MarkdownContent } from '../markdown/markdown-content'
import { articleContentQuery, articleQuery, type ArticleLookup } from '../queries/articles'
import { usePorts } from '../use-router-context'

export function ArticlePage({ lookup }: { lookup: ArticleLookup }) {
  const { articles } = usePorts()
  const { data: article } = useSuspenseQuery(articleQuery(articles, lookup))
  return article ? <ArticleView article={article} /> : <NotFoundPage />
}

function ArticleView({ article }: { article: Article }) {
  const t = useT()
  const locale = useLocale()
  const { articles } = usePorts()
  // After a language switch the previous body stays until the new one arrives.
  const content = useQuery({
    ...articleContentQuery(articles, article.id, locale),
    placeholderData: keepPreviousData,
  })
  const title = pickText(article.title, locale)
  return (
    <article className="page page--narrow article">
      <Breadcrumbs current={title}>
        <li>
          <Link to="/blog">{t('blog.title')}</Link>
        </li>
        <li>
          <Link to="/blog-categories/$" params={{ _splat: article.category.path }}>
            {pickText(article.category.name, locale)}
          </Link>
        </li>
      </Breadcrumbs>
      <h1 lang={pickLocale(article.title, locale) ?? undefined}>{title}</h1>
      <p className="article__meta">
        {t('blog.by', { author: article.author })} ·{' '}
        <time dateTime={article.publishedAt}>{formatDate(article.publishedAt, locale)}</time> ·{' '}
        {t('blog.readingTime', { count: article.readMinutes })}
      </p>
      <ShareButton title={title} path={articlePath(article)} />
      {/* The page's largest picture, its first screen: fetched before the scripts' preloads. */}
      {article.image && (
        <img
          className="article__image"
          src={article.image}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
        />
      )}
      <p className="lead" lang={pickLocale(article.excerpt, locale) ?? undefined}>
        {pickText(article.excerpt, locale)}
      </p>
      {content.isError ? (
        <div role="alert">
          <p>{t('error.article')}</p>
          <button type="button" className="button button--ghost" onClick={() => void content.refetch()}>
            {t('error.retry')}
          </button>
        </div>
      ) : content.data ? (
        <>
          {content.data.isFallback && (
            <p className="notice">
              {t('blog.fallback', { language: t(`language.${content.data.language}`) })}
            </p>
          )}
          <MarkdownContent source={content.data.content} lang={content.data.language} />
        </>
      ) : null}
      <ArticleBusinesses articleId={article.id} />
      <RelatedArticles articleId={article.id} />
      <p>
        <Link to="/blog">{t('blog.backToBlog')}</Link>
      </p>
    </article>
  )
}
