/**
 * A bulk action runs the one-item action once per item, a few at a time: each item stays permission-checked,
 * audited and mailed as when an admin acts on it alone, and the admin's own browser never floods the server.
 */
export const BULK_CONCURRENCY = 4

/** Why one item failed: the server's (or the network's) code, and the message key that explains it. */
export type BulkFailure<Item, Key extends string = string> = { item: Item; code: string; messageKey: Key }

/** Where a run stands. `notDone` holds the items a cancel kept from starting (empty while running). */
export type BulkProgress<Item, Key extends string = string> = {
  total: number
  /** Items finished, whether they succeeded or failed. */
  done: number
  succeeded: readonly Item[]
  /** In the order of the items, whatever order they finished in. */
  failed: readonly BulkFailure<Item, Key>[]
  notDone: readonly Item[]
  isCancelled: boolean
}

export type BulkRunOptions<Item, Key extends string> = {
  items: readonly Item[]
  action: (item: Item) => Promise<unknown>
  /** Turns a rejection into a code and a message key; it must not throw. */
  classify: (error: unknown) => { code: string; messageKey: Key }
  concurrency?: number
  /** Cancelling lets the items already sent finish (a request cannot be taken back) and starts no more. */
  signal?: AbortSignal
  onProgress?: (progress: BulkProgress<Item, Key>) => void
}

/** Runs `action` for every item, never stopping at a failure, and resolves with the final progress. */
export async function runBulk<Item, Key extends string>({
  items,
  action,
  classify,
  concurrency = BULK_CONCURRENCY,
  signal,
  onProgress,
}: BulkRunOptions<Item, Key>): Promise<BulkProgress<Item, Key>> {
  let started = 0
  const succeeded: Array<{ index: number; item: Item }> = []
  const failed: Array<{ index: number; failure: BulkFailure<Item, Key> }> = []
  const snapshot = (notDone: readonly Item[]): BulkProgress<Item, Key> => ({
    total: items.length,
    done: succeeded.length + failed.length,
    succeeded: [...succeeded].sort(byIndex).map((s) => s.item),
    failed: [...failed].sort(byIndex).map((f) => f.failure),
    notDone,
    isCancelled: signal?.aborted ?? false,
  })

  const worker = async () => {
    while (started < items.length && !signal?.aborted) {
      const index = started++
      // The index is below the length (checked above), so the item is there.
      const item = items[index] as Item
      try {
        await action(item)
        succeeded.push({ index, item })
      } catch (error) {
        failed.push({ index, failure: { item, ...classify(error) } })
      }
      onProgress?.(snapshot([]))
    }
  }
  const workers = Math.max(1, Math.min(concurrency, items.length))
  await Promise.all(Array.from({ length: workers }, worker))
  return snapshot(items.slice(started))
}

function byIndex(a: { index: number }, b: { index: number }): number {
  return a.index - b.index
}
