import type { SitePath } from '../content-types'

export type SitemapGroup = 'discover' | 'blog' | 'company' | 'account' | 'owners'
/** Who can open a route: everyone, or only with an emailed link, a sign-in or a role. */
export type RouteAccess = 'public' | 'emailLink' | 'signedIn' | 'owner' | 'admin'

export type SiteRoute = {
  id: string
  /** The path exactly as the route table of spec §2 writes it. */
  pattern: string
  group: SitemapGroup
  /** Where the sitemap links: the page itself, or for a parameterised route the listing that leads to it. */
  link: SitePath | null
  access: RouteAccess
  /** Parameterised routes are shown through their listing (or the category trees below). */
  isPattern: boolean
}

const page = (
  id: string,
  path: SitePath,
  group: SitemapGroup,
  access: RouteAccess = 'public',
): SiteRoute => ({
  id,
  pattern: path,
  group,
  // Pages that need a token from an email only make sense from that email: listed, not linked.
  link: access === 'emailLink' ? null : path,
  access,
  isPattern: false,
})
/** A route without a page of its own to link to. */
const unlinked = (id: string, spec: string, group: SitemapGroup, access: RouteAccess): SiteRoute => ({
  id,
  pattern: spec,
  group,
  link: null,
  access,
  isPattern: false,
})
const pattern = (id: string, spec: string, group: SitemapGroup, link: SitePath | null): SiteRoute => ({
  id,
  pattern: spec,
  group,
  link,
  access: 'public',
  isPattern: true,
})

/** Spec §2's route table, in the order the sitemap shows it ('anything else' is the not-found page). */
export const SITE_ROUTES: readonly SiteRoute[] = [
  page('home', '/', 'discover'),
  page('businesses', '/businesses', 'discover'),
  pattern('businessById', '/businesses/{id}', 'discover', '/businesses'),
  pattern('businessByCategory', '/businesses/{categorySlug}/{businessSlug}', 'discover', '/businesses'),
  pattern('businessBySlug', '/{businessSlug}', 'discover', '/businesses'),
  page('map', '/businesses/map', 'discover'),
  page('categories', '/categories', 'discover'),
  pattern('category', '/categories/*', 'discover', '/categories'),
  page('blog', '/blog', 'blog'),
  pattern('articleById', '/blog/{id}', 'blog', '/blog'),
  pattern('articleByCategory', '/blog/{categorySlug}/{articleSlug}', 'blog', '/blog'),
  page('blogCategories', '/blog-categories', 'blog'),
  pattern('blogCategory', '/blog-categories/*', 'blog', '/blog-categories'),
  page('about', '/about', 'company'),
  page('contact', '/contact', 'company'),
  page('advertise', '/advertise', 'company'),
  page('faq', '/faq-guides', 'company'),
  page('career', '/career', 'company'),
  page('course', '/the-ai-powered-marketer-business-adviser', 'company'),
  page('terms', '/terms-and-conditions', 'company'),
  page('sitemap', '/interactive-sitemap', 'company'),
  page('login', '/login', 'account'),
  page('register', '/register', 'account'),
  page('forgotPassword', '/forgot-password', 'account'),
  unlinked('verifyEmail', '/verify-email', 'account', 'emailLink'),
  unlinked('resetPassword', '/reset-password', 'account', 'emailLink'),
  page('unsubscribe', '/unsubscribe', 'account', 'emailLink'),
  page('profile', '/profile', 'account', 'signedIn'),
  pattern('memberProfile', '/profile/{id}', 'account', null),
  page('claim', '/claim-business', 'owners', 'signedIn'),
  page('addBusiness', '/add-business', 'owners', 'signedIn'),
  page('businessPortal', '/business-portal', 'owners', 'owner'),
  unlinked('admin', '/admin', 'account', 'admin'),
]

export const SITEMAP_GROUPS: readonly SitemapGroup[] = ['discover', 'blog', 'company', 'account', 'owners']
