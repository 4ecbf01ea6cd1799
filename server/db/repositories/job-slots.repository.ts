import type { Db } from '../db'
import { jobSlots } from '../schema'

/**
 * Claims one run of a scheduled job. Resolves true for exactly one caller per (job, slot), whichever process it
 * is in: the primary key decides, so no process needs to know about the others.
 */
export async function claimJobSlot(db: Db, job: string, slot: Date, at: Date): Promise<boolean> {
  const rows = await db
    .insert(jobSlots)
    .values({ job, slot, claimedAt: at })
    .onConflictDoNothing()
    .returning({ job: jobSlots.job })
  return rows.length > 0
}
