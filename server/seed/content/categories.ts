import { HOME_GARDEN, PETS, TECH } from './categories-home'
import { BEAUTY, FOOD, HOTELS } from './categories-food-stay'
import { SHOPPING, SPORTS, TOURISM } from './categories-leisure'
import { AUTOMOTIVE, EDUCATION, HEALTH, PROFESSIONAL, REAL_ESTATE } from './categories-services'
import type { LeafCategoryContent, TopCategoryContent } from './types'

/** The top-level categories in display order. */
export const CATEGORIES: readonly TopCategoryContent[] = [
  FOOD,
  HOTELS,
  HEALTH,
  BEAUTY,
  SPORTS,
  SHOPPING,
  AUTOMOTIVE,
  REAL_ESTATE,
  PROFESSIONAL,
  EDUCATION,
  HOME_GARDEN,
  TECH,
  TOURISM,
  PETS,
]

export type LeafWithParent = { leaf: LeafCategoryContent; parent: TopCategoryContent }

export const LEAF_CATEGORIES: readonly LeafWithParent[] = CATEGORIES.flatMap((parent) =>
  parent.children.map((leaf) => ({ leaf, parent })),
)
