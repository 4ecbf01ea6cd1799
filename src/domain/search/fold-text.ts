/**
 * Search ignores case, Greek accents (tonos, dialytika) and Russian ё. The database folds its search columns with
 * the same table (server/db/schema.ts), so a query typed with or without accents finds the same businesses.
 */
export const FOLD_FROM = 'άέήίόύώϊϋΐΰё'
export const FOLD_TO = 'αεηιουωιυιυе'

const FOLD_MAP = new Map([...FOLD_FROM].map((from, i) => [from, FOLD_TO[i] ?? from]))

export function foldText(text: string): string {
  return [...text.toLowerCase()].map((c) => FOLD_MAP.get(c) ?? c).join('')
}

/** Longest search text the API takes (the contract's maxLength of `q`). */
export const MAX_QUERY_LENGTH = 200
// A few words are enough to find a business; more only slow the query down.
const MAX_QUERY_WORDS = 8

/**
 * The words of a search text, folded, with everything that is not a letter or a digit removed, so that no
 * tsquery operator (& | ! : * ( ) < > ') can reach the database.
 */
export function searchWords(text: string): string[] {
  return foldText(text.slice(0, MAX_QUERY_LENGTH))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_QUERY_WORDS)
}
