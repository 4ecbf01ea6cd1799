// i18next interpolation: `{{name}}` (spaces and a format after a comma allowed, as in `{{ count, number }}`).
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.]+)\s*(?:,[^}]*)?\}\}/g

/** The names of the placeholders a text interpolates, each once, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))]
}

/**
 * The first placeholder of the reference text (the English one) that an edited text dropped, or null when it
 * keeps them all: a text without `{{name}}` would show the raw key data, or nothing, where the name belongs.
 */
export function missingPlaceholder(reference: string, text: string): string | null {
  const kept = new Set(placeholdersOf(text))
  return placeholdersOf(reference).find((name) => !kept.has(name)) ?? null
}
