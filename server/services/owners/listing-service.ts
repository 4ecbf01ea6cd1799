import { priceLevelOf, priceRangeOf } from '@domain/business/business'
import {
  listingGaps,
  listingProblems,
  longestDescription,
  MAX_PENDING_LISTINGS,
  type ListingFields,
  type ListingPatch,
  type OwnerListing,
} from '@domain/business/listing'
import { listingSlug, uniqueSlug } from '@domain/business/slug'
import { LOCALES, type LocalizedText } from '@domain/i18n/localized-text'
import { BASIC_PLAN, canUse, withinLimit, type PlanFeatures } from '@domain/plans/plan-features'
import type { Db } from '../../db/db'
import {
  amenityIdsBySlug,
  cityNameOf,
  countListingsInStatus,
  existingCategoryIds,
  findListing,
  insertListing,
  listListingsOwnedBy,
  slugsLike,
  updateListing,
  type ListingChanges,
  type ListingRecord,
} from '../../db/repositories/owner-listings.repository'
import type { UserRecord } from '../../db/repositories/users.repository'
import { businessPlan, planLimit, type BusinessPlan } from '../plans/business-plan'
import { ServiceError } from '../service-error'
import { managedBusiness, mayManage } from './business-access'

/**
 * Adds a business for its creator, who owns it at once; it waits in review until an admin approves it. A new
 * business is on the Basic plan, so Basic's limits apply from the start.
 */
export async function addListing(
  db: Db,
  user: UserRecord,
  fields: ListingFields,
  now: Date,
): Promise<{ id: number; slug: string; status: 'pending_review' }> {
  if ((await countListingsInStatus(db, user.id, 'pending_review')) >= MAX_PENDING_LISTINGS)
    throw new ServiceError(
      'TOO_MANY_PENDING_LISTINGS',
      `You already have ${MAX_PENDING_LISTINGS} businesses waiting for review. Please wait until they are reviewed.`,
    )
  const { id, slug } = await insertCheckedListing(db, fields, {
    ownerId: user.id,
    status: 'pending_review',
    createdAt: now,
  })
  return { id, slug, status: 'pending_review' }
}

/**
 * Checks a new listing as the add form does (a new business is on Basic, so Basic's limits apply) and stores it
 * with a free slug: an owner's waits in review, an admin's is approved at once.
 */
export async function insertCheckedListing(
  db: Db,
  fields: ListingFields,
  placement: { ownerId: number | null; status: 'pending_review' | 'approved'; createdAt: Date },
): Promise<{ id: number; slug: string }> {
  checkProblems(fields)
  checkPlan(BASIC_PLAN, fields)
  const [city, amenityIds] = await Promise.all([
    knownCity(db, fields.citySlug),
    knownAmenities(db, fields.amenities),
    knownCategories(db, fields.categoryIds),
  ])
  const base = listingSlug(fields.name)
  const slug = uniqueSlug(base, await slugsLike(db, base))
  return insertListing(
    db,
    { ...columnsOf(fields), city, slug, ...placement },
    { categoryIds: fields.categoryIds, amenityIds },
  )
}

/**
 * Changes a listing for its owner or an admin, and gives the fields before the change (for the audit trail). Texts merge per language; the plan is enforced on what the
 * listing would become; a new name gives a new slug (the old one keeps answering with a 301).
 */
export async function editListing(
  db: Db,
  user: UserRecord,
  businessId: number,
  patch: ListingPatch,
  now: Date,
): Promise<{ before: ListingFields; after: OwnerListing }> {
  await managedBusiness(db, user, businessId)
  const current = await findListing(db, businessId)
  if (!current) throw new ServiceError('BUSINESS_NOT_FOUND', 'This business does not exist.')
  const { featured, ...fieldsPatch } = patch
  const before = fieldsOf(current)
  const name = patch.name && mergeText(before.name, patch.name)
  const description = patch.description && mergeText(before.description, patch.description)
  const address = patch.address && mergeText(before.address, patch.address)
  // Only what changes is checked: a listing on a lower plan than its data (after a downgrade), or with data
  // from before these rules, can still have its hours changed.
  const changed: Partial<ListingFields> = {
    ...fieldsPatch,
    ...(name && { name }),
    ...(description && { description }),
    ...(address && { address }),
    lat: patch.lat ?? before.lat,
    lng: patch.lng ?? before.lng,
  }
  checkProblems(changed)
  const plan = await businessPlan(db, businessId, now)
  checkPlan(plan.features, changed)
  if (featured && !canUse(plan.features, 'featured_badge'))
    throw planLimit('featured_badge', false, `The featured badge is not part of the ${plan.plan.name} plan.`)

  const changes: ListingChanges = { ...columnsOf({ ...before, ...changed }), updatedAt: now }
  if (featured !== undefined) changes.featured = featured
  if (patch.citySlug) changes.city = await knownCity(db, patch.citySlug)
  if (patch.categoryIds) {
    await knownCategories(db, patch.categoryIds)
    changes.categoryIds = patch.categoryIds
  }
  if (patch.amenities) changes.amenityIds = await knownAmenities(db, patch.amenities)
  if (name) changes.slug = await slugForName(db, current.slug, name)
  await updateListing(db, businessId, changes)
  const updated = await findListing(db, businessId)
  if (!updated) throw new ServiceError('BUSINESS_NOT_FOUND', 'This business does not exist.')
  return { before, after: toOwnerListing(updated, plan) }
}

/** One listing as its owner edits it, whatever its status (for an admin); null when there is none. */
export async function listingOf(db: Db, businessId: number, now: Date): Promise<OwnerListing | null> {
  const row = await findListing(db, businessId)
  return row && toOwnerListing(row, await businessPlan(db, businessId, now))
}

/** The caller's own businesses, whatever their status, each with its plan and what it still lacks. */
export async function ownListings(db: Db, user: UserRecord, now: Date): Promise<OwnerListing[]> {
  // Only what the caller may still manage: a demoted owner's approved listings leave the portal with the role.
  const rows = (await listListingsOwnedBy(db, user.id)).filter((row) => mayManage(user, row))
  return Promise.all(rows.map(async (row) => toOwnerListing(row, await businessPlan(db, row.id, now))))
}

function toOwnerListing(row: ListingRecord, { features, plan }: BusinessPlan): OwnerListing {
  const imageCount = row.images.length
  return {
    ...fieldsOf(row),
    id: row.id,
    slug: row.slug,
    status: row.status,
    featured: row.featured,
    imageCount,
    plan,
    features,
    gaps: listingGaps({ ...row, imageCount }),
  }
}

function checkProblems(fields: Partial<ListingFields>): void {
  const [problem] = listingProblems(fields)
  if (problem) throw new ServiceError('VALIDATION_ERROR', LISTING_PROBLEM_MESSAGES[problem])
}

/** What each problem of a listing's fields says, here and in a suggested edit of them (edit-suggestions.ts). */
export const LISTING_PROBLEM_MESSAGES: Record<ReturnType<typeof listingProblems>[number], string> = {
  name_missing: 'Give the business a name in English, Greek or Russian.',
  address_missing: 'Give the business an address.',
  categories_missing: 'Choose at least one category.',
  outside_cyprus: 'The pin must be in Cyprus.',
  phone_invalid: 'The phone number must be in international form, e.g. +35722123456.',
  email_invalid: 'The email address is not valid.',
  website_invalid: 'The website must be an http:// or https:// address.',
  hours_invalid: 'An opening interval must open and close at different times.',
  closed_dates_invalid: 'A closure date is not a valid date.',
}

/** Spec §6/§9: a description over the plan's length in any language, or more categories than it allows. */
function checkPlan(features: PlanFeatures, fields: Partial<ListingFields>): void {
  if (fields.categoryIds && !withinLimit(features, 'max_categories', fields.categoryIds.length))
    throw planLimit(
      'max_categories',
      features.max_categories,
      `Your plan allows ${features.max_categories} categories. Upgrade to list the business in more.`,
    )
  if (
    fields.description &&
    !withinLimit(features, 'max_description_length', longestDescription(fields.description))
  )
    throw planLimit(
      'max_description_length',
      features.max_description_length,
      `Your plan allows descriptions of up to ${features.max_description_length} characters in each language.`,
    )
}

async function knownCity(db: Db, citySlug: string) {
  const city = await cityNameOf(db, citySlug)
  if (!city) throw new ServiceError('VALIDATION_ERROR', 'Choose a city from the list.')
  return city
}

async function knownCategories(db: Db, ids: number[]): Promise<void> {
  const found = new Set(await existingCategoryIds(db, ids))
  if (ids.some((id) => !found.has(id)))
    throw new ServiceError('VALIDATION_ERROR', 'A category does not exist.')
}

async function knownAmenities(db: Db, slugs: string[]): Promise<number[]> {
  const ids = await amenityIdsBySlug(db, slugs)
  return slugs.map((slug) => {
    const id = ids.get(slug)
    if (id === undefined) throw new ServiceError('VALIDATION_ERROR', `There is no amenity "${slug}".`)
    return id
  })
}

/** A language sent with text sets it, sent empty removes it; languages not sent keep their text. */
function mergeText(current: LocalizedText, patch: LocalizedText): LocalizedText {
  const merged: LocalizedText = { ...current }
  for (const locale of LOCALES) {
    const value = patch[locale]
    if (value === undefined) continue
    if (value.trim() === '') delete merged[locale]
    else merged[locale] = value.trim()
  }
  return merged
}

/** The listing keeps its slug while the name still gives it (numbered or not); otherwise a free one. */
async function slugForName(db: Db, currentSlug: string, name: LocalizedText): Promise<string> {
  const base = listingSlug(name)
  if (currentSlug === base || new RegExp(`^${base}-[0-9]+$`).test(currentSlug)) return currentSlug
  return uniqueSlug(base, await slugsLike(db, base))
}

function columnsOf(fields: ListingFields) {
  const orNull = (text: string | null) => (text?.trim() ? text.trim() : null)
  return {
    name: trimText(fields.name),
    description: trimText(fields.description),
    address: trimText(fields.address),
    citySlug: fields.citySlug,
    lat: fields.lat,
    lng: fields.lng,
    phone: orNull(fields.phone),
    email: orNull(fields.email),
    website: orNull(fields.website),
    hours: fields.hours,
    closedDates: [...fields.closedDates].sort(),
    priceRange: priceLevelOf(fields.priceRange),
  }
}

function fieldsOf(row: ListingRecord): ListingFields {
  return {
    name: row.name,
    description: row.description,
    categoryIds: row.categoryIds,
    citySlug: row.citySlug,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    phone: row.phone,
    email: row.email,
    website: row.website,
    hours: row.hours,
    closedDates: row.closedDates,
    amenities: row.amenitySlugs,
    priceRange: priceRangeOf(row.priceRange),
  }
}

function trimText(text: LocalizedText): LocalizedText {
  const out: LocalizedText = {}
  for (const locale of LOCALES) {
    const value = text[locale]?.trim()
    if (value) out[locale] = value
  }
  return out
}
