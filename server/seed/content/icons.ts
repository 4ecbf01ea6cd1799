import { CATEGORY_ICONS } from '@domain/category/category-icons'

/**
 * Every icon name the seed data uses, for categories and amenities. The UI maps each to a drawing; a name outside
 * this list is a bug in the content tables (a test checks it).
 */
export const ICON_NAMES = [
  ...CATEGORY_ICONS,
  // amenities
  'wifi',
  'parking',
  'accessibility',
  'credit-card',
  'sun',
  'snowflake',
  'baby',
  'truck',
  'package',
  'leaf',
  'pool',
  'calendar-check',
  'calendar',
  'tv',
  'plane',
  'plug',
  'cigarette-off',
  'shower',
  'party-popper',
  'siren',
  'message-circle',
  'users',
] as const

export type IconName = (typeof ICON_NAMES)[number]
