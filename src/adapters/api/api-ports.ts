import type { Ports } from '@/ports'

/** The ports the portal's API serves (the others are the browser's own). */
export type ApiPorts = Pick<
  Ports,
  | 'businesses'
  | 'categories'
  | 'articles'
  | 'translations'
  | 'weather'
  | 'newsletter'
  | 'accounts'
  | 'admin'
  | 'contact'
  | 'courseProgress'
  | 'chat'
  | 'owners'
  | 'claims'
  | 'workQueue'
  | 'ownerTools'
  | 'audit'
  | 'adminUsers'
  | 'adminBusinesses'
  | 'moderation'
  | 'adminContent'
  | 'faq'
  | 'adminTranslations'
  | 'savedLists'
>
