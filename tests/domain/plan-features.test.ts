import { describe, expect, it } from 'vitest'
import { BASIC_PLAN, canUse, PLAN_DEFINITIONS, withinLimit } from '@domain/plans/plan-features'

describe('plan gating', () => {
  it('gives the Basic plan the limits of spec §9', () => {
    expect(BASIC_PLAN).toMatchObject({
      max_listings: 1,
      max_description_length: 500,
      max_images: 5,
      max_videos: 0,
      blog_posts_per_year: 0,
      special_offers_max: 0,
      max_categories: 2,
      support_level: 'community',
      analytics: 'basic',
      customer_reviews: true,
    })
    expect(canUse(BASIC_PLAN, 'featured_badge')).toBe(false)
    expect(canUse(BASIC_PLAN, 'dedicated_account_manager')).toBe(false)
  })

  it('checks counts against numeric thresholds', () => {
    expect(withinLimit(BASIC_PLAN, 'max_images', 5)).toBe(true)
    expect(withinLimit(BASIC_PLAN, 'max_images', 6)).toBe(false)
  })

  it('never gives a dearer plan less than a cheaper one', () => {
    for (let i = 1; i < PLAN_DEFINITIONS.length; i++) {
      const cheaper = PLAN_DEFINITIONS[i - 1]!.features
      const dearer = PLAN_DEFINITIONS[i]!.features
      for (const [key, value] of Object.entries(dearer)) {
        const before = cheaper[key as keyof typeof cheaper]
        if (typeof value === 'number') expect(value, key).toBeGreaterThanOrEqual(before as number)
        if (typeof value === 'boolean' && before === true) expect(value, key).toBe(true)
      }
    }
  })
})
