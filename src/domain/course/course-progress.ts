/** The lessons a learner has completed, by slug, in the order they were completed; no duplicates. */
export type CompletedLessons = readonly string[]

export type ProgressSummary = { completed: number; total: number; percent: number }

/** How far through the course: only lessons the course still has count (a removed lesson drops out). */
export function progressSummary(
  completed: CompletedLessons,
  courseSlugs: readonly string[],
): ProgressSummary {
  const done = new Set(completed)
  const count = courseSlugs.filter((slug) => done.has(slug)).length
  const total = courseSlugs.length
  return { completed: count, total, percent: total === 0 ? 0 : Math.round((count / total) * 100) }
}

/** `completed` with `slug` added once. */
export function withCompleted(completed: CompletedLessons, slug: string): CompletedLessons {
  return completed.includes(slug) ? completed : [...completed, slug]
}

/** Lessons completed in either list: the account's progress after a visitor's local progress is merged in. */
export function mergeCompleted(account: CompletedLessons, local: CompletedLessons): CompletedLessons {
  return local.reduce(withCompleted, account)
}

/** The local lessons the account does not have yet: what to send to the server at sign-in. */
export function missingFrom(account: CompletedLessons, local: CompletedLessons): string[] {
  const known = new Set(account)
  return [...new Set(local)].filter((slug) => !known.has(slug))
}

/**
 * Stored progress read back from browser storage: a JSON array of slugs. Anything else (edited by hand, an
 * older format) is dropped rather than trusted, like corrupted chat history (spec §8).
 */
export function parseStoredProgress(raw: string | null): CompletedLessons {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    return value.filter((slug): slug is string => typeof slug === 'string').reduce(withCompleted, [])
  } catch {
    return []
  }
}
