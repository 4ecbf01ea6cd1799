import {
  FAQ_GROUPS,
  localizeFaqEntry,
  type FaqEntry,
  type FaqGroupId,
  type FaqQuestion,
} from '@domain/faq/faq-entry'
import type { Locale } from '@domain/i18n/localized-text'
import type { Db } from '../../db/db'
import * as editing from '../../db/repositories/content-editing.repository'
import { ServiceError } from '../service-error'
import { sameMembers } from './category-rules'

export type FaqEntryInput = Omit<editing.FaqValues, 'sortOrder'>

/** The public page's questions: published ones, each in one language (requested → en → el → ru). */
export async function publicFaq(db: Db, locale: Locale): Promise<FaqQuestion[]> {
  const entries = await editing.listFaqEntries(db)
  return byGroup(entries)
    .filter((e) => e.isPublished)
    .map((e) => localizeFaqEntry(e, locale))
    .filter((q) => q !== null)
}

/** Every entry, hidden ones too, visitors' group first. */
export async function adminFaq(db: Db): Promise<FaqEntry[]> {
  return byGroup(await editing.listFaqEntries(db))
}

export async function createFaqEntry(db: Db, input: FaqEntryInput): Promise<FaqEntry> {
  await checkKeyFree(db, null, input.key)
  return editing.insertFaqEntry(db, { ...input, sortOrder: await editing.nextFaqPosition(db, input.groupId) })
}

export async function updateFaqEntry(
  db: Db,
  id: number,
  input: FaqEntryInput,
): Promise<{ before: FaqEntry; after: FaqEntry }> {
  const before = await existingEntry(db, id)
  await checkKeyFree(db, id, input.key)
  const sortOrder =
    before.groupId === input.groupId ? before.sortOrder : await editing.nextFaqPosition(db, input.groupId)
  const after = await editing.updateFaqEntry(db, id, { ...input, sortOrder })
  if (!after) throw notFound()
  return { before, after }
}

export async function deleteFaqEntry(db: Db, id: number): Promise<FaqEntry> {
  const entry = await existingEntry(db, id)
  await editing.deleteFaqEntry(db, id)
  return entry
}

/** `ids` must name every entry of the group exactly once. */
export async function reorderFaq(db: Db, groupId: FaqGroupId, ids: readonly number[]): Promise<FaqEntry[]> {
  const group = (await editing.listFaqEntries(db)).filter((e) => e.groupId === groupId)
  if (
    !sameMembers(
      group.map((e) => e.id),
      ids,
    )
  )
    throw new ServiceError('ORDER_MISMATCH', 'The order must list every question of the group exactly once.')
  await editing.writeFaqOrder(db, ids)
  return (await editing.listFaqEntries(db)).filter((e) => e.groupId === groupId)
}

async function existingEntry(db: Db, id: number): Promise<FaqEntry> {
  const entry = await editing.findFaqEntry(db, { id })
  if (!entry) throw notFound()
  return entry
}

async function checkKeyFree(db: Db, id: number | null, key: string): Promise<void> {
  const holder = await editing.findFaqEntry(db, { key })
  if (holder && holder.id !== id)
    throw new ServiceError('FAQ_KEY_TAKEN', `Another question already has the key "${key}".`)
}

const notFound = () => new ServiceError('FAQ_NOT_FOUND', 'No FAQ entry has this id.')

// The page shows the visitors' questions first whatever the groups' names sort as (a stable sort keeps the order).
function byGroup<T extends { groupId: FaqGroupId }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => FAQ_GROUPS.indexOf(a.groupId) - FAQ_GROUPS.indexOf(b.groupId))
}
