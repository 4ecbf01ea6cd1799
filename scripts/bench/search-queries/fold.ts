/**
 * Text as a search engine that ignores case and accents compares it: lower case, no combining marks (Greek tonos and
 * dialytika, Russian ё and й lose theirs too), final sigma as sigma.
 */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ς/g, 'σ').replace(/ё/g, 'е')
}

/** The words of a text, folded: letters and digits only, in any script. */
export function foldedWords(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}
