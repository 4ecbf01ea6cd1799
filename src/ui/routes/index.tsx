import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import {
  FEATURED_COUNT,
  HIGHEST_RATED_COUNT,
  NEWEST_COUNT,
  POPULAR_CATEGORIES_COUNT,
} from '@domain/paging/page-sizes'
import { ArticleGrid } from '../components/article/article-card'
import { BusinessGrid } from '../components/business/business-card'
import { CategoryTiles } from '../components/category/category-tree'
import { loadErrorFor } from '../components/load-error'
import { RecentlyViewedRow } from '../components/saved/recently-viewed'
import { SiteSearchBox } from '../components/search/site-search-box'
import { useT } from '../i18n/use-t'
import { homeHead } from '../list-heads'
import { articleListQuery } from '../queries/articles'
import {
  featuredBusinessesQuery,
  highestRatedBusinessesQuery,
  newestBusinessesQuery,
} from '../queries/businesses'
import { popularCategoriesQuery } from '../queries/categories'
import type { RouterContext } from '../router-context'

/** The home page's latest articles. */
const LATEST_ARTICLES_COUNT = 3

export const Route = createFileRoute('/')({
  loader: ({ context }) => loadHome(context),
  head: ({ match }) => {
    const queries = homeQueries(match.context)
    return homeHead(match, {
      featured: match.context.queryClient.getQueryData(queries.featured.queryKey),
      highestRated: match.context.queryClient.getQueryData(queries.highestRated.queryKey),
      newest: match.context.queryClient.getQueryData(queries.newest.queryKey),
      popular: match.context.queryClient.getQueryData(queries.popular.queryKey),
      articles: match.context.queryClient.getQueryData(queries.articles.queryKey),
    })
  },
  errorComponent: loadErrorFor('error.businesses'),
  component: HomePage,
})

function homeQueries({ ports }: Pick<RouterContext, 'ports'>) {
  return {
    featured: featuredBusinessesQuery(ports.businesses, FEATURED_COUNT),
    highestRated: highestRatedBusinessesQuery(ports.businesses, HIGHEST_RATED_COUNT),
    newest: newestBusinessesQuery(ports.businesses, NEWEST_COUNT),
    popular: popularCategoriesQuery(ports.categories, POPULAR_CATEGORIES_COUNT),
    articles: articleListQuery(ports.articles, { limit: LATEST_ARTICLES_COUNT, offset: 0 }),
  }
}

async function loadHome(context: RouterContext): Promise<void> {
  const queries = homeQueries(context)
  await Promise.all([
    context.queryClient.ensureQueryData(queries.featured),
    context.queryClient.ensureQueryData(queries.highestRated),
    context.queryClient.ensureQueryData(queries.newest),
    context.queryClient.ensureQueryData(queries.popular),
    context.queryClient.ensureQueryData(queries.articles),
  ])
}

function HomePage() {
  const t = useT()
  const queries = homeQueries(Route.useRouteContext())
  const { data: featured } = useSuspenseQuery(queries.featured)
  const { data: highestRated } = useSuspenseQuery(queries.highestRated)
  const { data: newest } = useSuspenseQuery(queries.newest)
  const { data: popular } = useSuspenseQuery(queries.popular)
  const { data: articles } = useSuspenseQuery(queries.articles)

  return (
    <div className="page home">
      <section className="hero">
        <div className="container">
          <h1>{t('home.title')}</h1>
          <p className="lead">{t('home.intro')}</p>
          <SiteSearchBox />
          <p className="hero__actions">
            <Link to="/businesses" className="button">
              {t('home.viewAllBusinesses')}
            </Link>
            <Link to="/categories" className="button button--ghost">
              {t('home.viewAllCategories')}
            </Link>
          </p>
        </div>
      </section>

      <div className="container">
        <HomeSection id="featured" title={t('home.featured')} isEmpty={featured.length === 0}>
          <BusinessGrid businesses={featured} isFirstScreen />
        </HomeSection>
        {/* Below the first screen: the row appears after hydration (it is this browser's), and above the featured
            businesses it pushed the page down for every returning visitor (a layout shift of 0.26 on a phone). */}
        <RecentlyViewedRow />
        <HomeSection
          id="popular-categories"
          title={t('home.popularCategories')}
          isEmpty={popular.length === 0}
        >
          <CategoryTiles categories={popular} />
          <p className="section__more">
            <Link to="/categories">{t('home.viewAllCategories')}</Link>
          </p>
        </HomeSection>
        <HomeSection id="highest-rated" title={t('home.highestRated')} isEmpty={highestRated.length === 0}>
          <BusinessGrid businesses={highestRated} />
        </HomeSection>
        <HomeSection id="newest" title={t('home.newest')} isEmpty={newest.length === 0}>
          <BusinessGrid businesses={newest} />
          <p className="section__more">
            <Link to="/businesses">{t('home.viewAllBusinesses')}</Link>
          </p>
        </HomeSection>
        <HomeSection
          id="latest-articles"
          title={t('home.latestArticles')}
          isEmpty={articles.items.length === 0}
        >
          <ArticleGrid articles={articles.items} />
          <p className="section__more">
            <Link to="/blog">{t('home.viewAllArticles')}</Link>
          </p>
        </HomeSection>
      </div>
    </div>
  )
}

type HomeSectionProps = { id: string; title: string; isEmpty: boolean; children: ReactNode }

function HomeSection({ id, title, isEmpty, children }: HomeSectionProps) {
  const t = useT()
  return (
    <section className="section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {isEmpty ? <p>{t('home.empty')}</p> : children}
    </section>
  )
}
