/** Joins Markdown blocks (headings, paragraphs, lists) with blank lines. */
export function md(...blocks: string[]): string {
  return blocks.join('\n\n')
}
