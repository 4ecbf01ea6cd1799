// Spec §9: page sizes. The contract's defaults use the same numbers (a server test compares them).
export const BUSINESS_PAGE_SIZE = 9
export const REVIEW_PAGE_SIZE = 15
export const FEATURED_COUNT = 3
export const HIGHEST_RATED_COUNT = 6
export const NEWEST_COUNT = 10
export const POPULAR_CATEGORIES_COUNT = 6
export const ARTICLE_PAGE_SIZE = 9
/** "Similar businesses nearby" on the business page (the contract's default for listSimilarBusinesses). */
export const SIMILAR_BUSINESSES_COUNT = 6
/** The most businesses the map page draws (the contract's default for listBusinessMapPoints). */
export const MAP_POINTS_LIMIT = 500
/** Related articles under an article (the contract's default for listRelatedArticles). */
export const RELATED_ARTICLES_COUNT = 3
