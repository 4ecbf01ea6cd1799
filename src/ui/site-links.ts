import type { TextKey } from './i18n/use-t'

/** The portal's contact address (top bar, contact page). */
export const CONTACT_EMAIL = 'info@cyprus-portal.com'

/** Social profiles: plain outbound links, nothing is loaded from these sites. */
export const SOCIAL_LINKS = [
  { network: 'facebook', href: 'https://www.facebook.com/cyprusportal', labelKey: 'social.facebook' },
  { network: 'instagram', href: 'https://www.instagram.com/cyprusportal', labelKey: 'social.instagram' },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/cyprusportal', labelKey: 'social.linkedin' },
  { network: 'youtube', href: 'https://www.youtube.com/@cyprusportal', labelKey: 'social.youtube' },
] as const satisfies ReadonlyArray<{ network: string; href: string; labelKey: TextKey }>

/** Spec §2: the main navigation's menus (Listings, Blog, Career, About). */
export const NAV_MENUS = [
  {
    id: 'listings',
    labelKey: 'nav.listings',
    items: [
      { to: '/businesses', labelKey: 'nav.listings.all' },
      { to: '/categories', labelKey: 'nav.listings.categories' },
      { to: '/claim-business', labelKey: 'nav.listings.claim' },
      { to: '/add-business', labelKey: 'nav.listings.add' },
    ],
  },
  {
    id: 'blog',
    labelKey: 'nav.blog',
    items: [
      { to: '/blog', labelKey: 'nav.blog.all' },
      { to: '/blog-categories', labelKey: 'nav.blog.categories' },
    ],
  },
  {
    id: 'career',
    labelKey: 'nav.career',
    items: [
      { to: '/career', labelKey: 'nav.career.jobs' },
      { to: '/the-ai-powered-marketer-business-adviser', labelKey: 'nav.career.course' },
    ],
  },
  {
    id: 'about',
    labelKey: 'nav.about',
    items: [
      { to: '/about', labelKey: 'nav.about.us' },
      { to: '/contact', labelKey: 'nav.about.contact' },
      { to: '/advertise', labelKey: 'nav.about.advertise' },
      { to: '/faq-guides', labelKey: 'nav.about.faq' },
      { to: '/interactive-sitemap', labelKey: 'nav.about.sitemap' },
    ],
  },
] as const satisfies ReadonlyArray<{
  id: string
  labelKey: TextKey
  items: ReadonlyArray<{ to: string; labelKey: TextKey }>
}>

export type NavMenu = (typeof NAV_MENUS)[number]
export type NavTarget = NavMenu['items'][number]['to']

export const FOOTER_QUICK_LINKS = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/businesses', labelKey: 'nav.listings.all' },
  { to: '/categories', labelKey: 'nav.listings.categories' },
  { to: '/blog', labelKey: 'nav.blog.all' },
  { to: '/about', labelKey: 'nav.about.us' },
  { to: '/contact', labelKey: 'nav.about.contact' },
  { to: '/faq-guides', labelKey: 'nav.about.faq' },
  { to: '/interactive-sitemap', labelKey: 'nav.about.sitemap' },
] as const satisfies ReadonlyArray<{ to: string; labelKey: TextKey }>

export const FOOTER_BUSINESS_LINKS = [
  { to: '/add-business', labelKey: 'nav.listings.add' },
  { to: '/claim-business', labelKey: 'nav.listings.claim' },
  { to: '/business-portal', labelKey: 'footer.businessPortal' },
  { to: '/advertise', labelKey: 'nav.about.advertise' },
  { to: '/the-ai-powered-marketer-business-adviser', labelKey: 'nav.career.course' },
] as const satisfies ReadonlyArray<{ to: string; labelKey: TextKey }>
