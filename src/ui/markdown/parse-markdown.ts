/**
 * The article body is a Markdown subset (contract): "## " headings, paragraphs, "- " lists and **bold**.
 * It is parsed into plain data and rendered as React elements, so no HTML from the text is ever injected.
 */
export type Inline = { text: string; isBold: boolean }
export type Block =
  | { kind: 'heading'; level: 2 | 3; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; items: Inline[][] }

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  let paragraph: string[] = []
  let list: string[] = []

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) })
    if (list.length > 0) blocks.push({ kind: 'list', items: list.map(parseInline) })
    paragraph = []
    list = []
  }

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim()
    const heading = /^(#{1,3})\s+(.*)$/.exec(line)
    const item = /^[-*]\s+(.*)$/.exec(line)
    if (line === '') {
      flush()
    } else if (heading) {
      flush()
      // The page's own title is the h1, so '#' and '##' both become h2.
      const level = (heading[1] ?? '').length === 3 ? 3 : 2
      blocks.push({ kind: 'heading', level, content: parseInline(heading[2] ?? '') })
    } else if (item) {
      if (paragraph.length > 0) flush()
      list.push(item[1] ?? '')
    } else {
      if (list.length > 0) flush()
      paragraph.push(line)
    }
  }
  flush()
  return blocks
}

/** `**bold**` runs; an unmatched `**` stays as text. */
export function parseInline(text: string): Inline[] {
  const parts: Inline[] = []
  const pattern = /\*\*(.+?)\*\*/g
  let last = 0
  for (const match of text.matchAll(pattern)) {
    const start = match.index
    if (start > last) parts.push({ text: text.slice(last, start), isBold: false })
    parts.push({ text: match[1] ?? '', isBold: true })
    last = start + match[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), isBold: false })
  return parts
}
