import type { CourseModule } from '@domain/course/course'
import { foundationsModule } from './modules/01-foundations'
import { beingFoundModule } from './modules/02-being-found'
import { contentThatSellsModule } from './modules/03-content-that-sells'
import { customersAndConsentModule } from './modules/04-customers-and-consent'
import { measureAndPlanModule } from './modules/05-measure-and-plan'

export type * from '@domain/course/course'

/**
 * "The AI-powered marketer & business adviser", in reading order. The browser loads this module on demand
 * (course routes only) so its text stays out of every other page's JavaScript; the server imports it to
 * validate lesson slugs and to answer the course assistant.
 */
export const COURSE_MODULES: readonly CourseModule[] = [
  foundationsModule,
  beingFoundModule,
  contentThatSellsModule,
  customersAndConsentModule,
  measureAndPlanModule,
]
