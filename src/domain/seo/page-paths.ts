// The one public path of each kind of page, shared by the canonical links, JSON-LD and the sitemaps.
// Business pages: /{slug} (what every card links to); /businesses/{id} and /businesses/{category}/{slug}
// show the same page and name this one as canonical (docs/decisions.md).

export function businessPath(business: { slug: string }): string {
  return `/${encodeURIComponent(business.slug)}`
}

/** Articles live under their own category: /blog/{category slug}/{article slug}. */
export function articlePath(article: { slug: string; category: { slug: string } }): string {
  return `/blog/${encodeURIComponent(article.category.slug)}/${encodeURIComponent(article.slug)}`
}

/** `path` is the category's slugs from the top level down, joined by '/'. */
export function categoryPath(category: { path: string }): string {
  return `/categories/${category.path.split('/').map(encodeURIComponent).join('/')}`
}

export function blogCategoryPath(category: { path: string }): string {
  return `/blog-categories/${category.path.split('/').map(encodeURIComponent).join('/')}`
}
