/** Text for LIKE/ILIKE with its own wildcards (%, _ and the escape \) matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&')
}
