// Spec §3 names the feature fields; they keep the spec's snake_case in the contract too.
export type SupportLevel = 'community' | 'email' | 'priority' | 'dedicated'
export type AnalyticsLevel = 'basic' | 'advanced' | 'full'
export type SearchRanking = 'standard' | 'boosted' | 'top'

export type PlanFeatures = {
  max_listings: number
  max_description_length: number
  search_ranking: SearchRanking
  max_images: number
  max_videos: number
  customer_reviews: boolean
  analytics: AnalyticsLevel
  lead_generation_form: boolean
  blog_posts_per_year: number
  special_offers_max: number
  menu_price_list: boolean
  reply_to_reviews: boolean
  direct_messages: boolean
  monthly_reports: boolean
  support_level: SupportLevel
  featured_badge: boolean
  featured_category: boolean
  featured_homepage: boolean
  virtual_tours: boolean
  max_categories: number
  dedicated_account_manager: boolean
}

export type PlanSlug = 'basic' | 'standard' | 'premium' | 'enterprise'

/** A business's subscription as its owner sees it; `none` is the Basic fallback (spec §8). */
export type PlanStatus = 'active' | 'trialing' | 'past_due' | 'cancelled' | 'expired' | 'none'
export type PlanInfo = { name: string; slug: PlanSlug; status: PlanStatus; endDate: string | null }
/** A business's plan and its 21 features. */
export type BusinessPlanView = { features: PlanFeatures; plan: PlanInfo }

/** Spec §9: the Basic plan, also the fallback whenever a business's features cannot be read. */
export const BASIC_PLAN: PlanFeatures = {
  max_listings: 1,
  max_description_length: 500,
  search_ranking: 'standard',
  max_images: 5,
  max_videos: 0,
  customer_reviews: true,
  analytics: 'basic',
  lead_generation_form: false,
  blog_posts_per_year: 0,
  special_offers_max: 0,
  menu_price_list: false,
  reply_to_reviews: false,
  direct_messages: false,
  monthly_reports: false,
  support_level: 'community',
  featured_badge: false,
  featured_category: false,
  featured_homepage: false,
  virtual_tours: false,
  max_categories: 2,
  dedicated_account_manager: false,
}

/** Spec §8/§9: what a business is on when it has no current plan, or when its plan cannot be read. */
export const BASIC_FALLBACK: BusinessPlanView = {
  features: BASIC_PLAN,
  plan: { name: 'Basic', slug: 'basic', status: 'none', endDate: null },
}

export type PlanDefinition = { slug: PlanSlug; name: string; priceEurMonthly: number; features: PlanFeatures }

/** The plan tiers the portal sells; Basic is free. */
export const PLAN_DEFINITIONS: readonly PlanDefinition[] = [
  { slug: 'basic', name: 'Basic', priceEurMonthly: 0, features: BASIC_PLAN },
  {
    slug: 'standard',
    name: 'Standard',
    priceEurMonthly: 19,
    features: {
      ...BASIC_PLAN,
      max_listings: 2,
      max_description_length: 1500,
      search_ranking: 'boosted',
      max_images: 15,
      max_videos: 1,
      analytics: 'advanced',
      lead_generation_form: true,
      blog_posts_per_year: 4,
      special_offers_max: 2,
      menu_price_list: true,
      reply_to_reviews: true,
      support_level: 'email',
      max_categories: 4,
    },
  },
  {
    slug: 'premium',
    name: 'Premium',
    priceEurMonthly: 49,
    features: {
      ...BASIC_PLAN,
      max_listings: 5,
      max_description_length: 3000,
      search_ranking: 'top',
      max_images: 40,
      max_videos: 5,
      analytics: 'full',
      lead_generation_form: true,
      blog_posts_per_year: 12,
      special_offers_max: 10,
      menu_price_list: true,
      reply_to_reviews: true,
      direct_messages: true,
      monthly_reports: true,
      support_level: 'priority',
      featured_badge: true,
      featured_category: true,
      virtual_tours: true,
      max_categories: 6,
    },
  },
  {
    slug: 'enterprise',
    name: 'Enterprise',
    priceEurMonthly: 149,
    features: {
      ...BASIC_PLAN,
      max_listings: 25,
      max_description_length: 5000,
      search_ranking: 'top',
      max_images: 100,
      max_videos: 20,
      analytics: 'full',
      lead_generation_form: true,
      blog_posts_per_year: 52,
      special_offers_max: 50,
      menu_price_list: true,
      reply_to_reviews: true,
      direct_messages: true,
      monthly_reports: true,
      support_level: 'dedicated',
      featured_badge: true,
      featured_category: true,
      featured_homepage: true,
      virtual_tours: true,
      max_categories: 10,
      dedicated_account_manager: true,
    },
  },
]

type NumericFeature = {
  [K in keyof PlanFeatures]: PlanFeatures[K] extends number ? K : never
}[keyof PlanFeatures]
type BooleanFeature = {
  [K in keyof PlanFeatures]: PlanFeatures[K] extends boolean ? K : never
}[keyof PlanFeatures]

/** Spec §6: feature flags gate behaviour; UI asks this, never compares plan names. */
export function canUse(features: PlanFeatures, feature: BooleanFeature): boolean {
  return features[feature]
}

/** Spec §6: numeric thresholds gate counts such as listings and images. */
export function withinLimit(features: PlanFeatures, feature: NumericFeature, count: number): boolean {
  return count <= features[feature]
}
