import { useQuery } from '@tanstack/react-query'
import { RELATED_ARTICLES_COUNT } from '@domain/paging/page-sizes'
import { useT } from '../../i18n/use-t'
import { relatedArticlesQuery } from '../../queries/articles'
import { usePorts } from '../../use-router-context'
import { ArticleCard } from './article-card'

/** Related articles under an article: prefetched by the loader; left out when they fail or there are none. */
export function RelatedArticles({ articleId }: { articleId: number }) {
  const t = useT()
  const { articles } = usePorts()
  const { data } = useQuery(relatedArticlesQuery(articles, articleId, RELATED_ARTICLES_COUNT))
  if (!data || data.length === 0) return null
  return (
    <section className="section related-articles" aria-labelledby="related-heading">
      <h2 id="related-heading">{t('related.title')}</h2>
      <ul className="card-grid">
        {data.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </section>
  )
}
