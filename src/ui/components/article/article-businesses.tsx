import { useQuery } from '@tanstack/react-query'
import { useT } from '../../i18n/use-t'
import { articleBusinessesQuery } from '../../queries/articles'
import { usePorts } from '../../use-router-context'
import { BusinessGrid } from '../business/business-card'

/**
 * The businesses the article's editor linked, as the directory's cards: prefetched by the loader so the server
 * renders them; left out when they fail or there are none (the server lists only public ones).
 */
export function ArticleBusinesses({ articleId }: { articleId: number }) {
  const t = useT()
  const { articles } = usePorts()
  const { data } = useQuery(articleBusinessesQuery(articles, articleId))
  if (!data || data.length === 0) return null
  return (
    <section className="section article-businesses" aria-labelledby="article-businesses-heading">
      <h2 id="article-businesses-heading">{t('article.businesses')}</h2>
      <BusinessGrid businesses={data} />
    </section>
  )
}
