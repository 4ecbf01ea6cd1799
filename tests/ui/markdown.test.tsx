// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MarkdownContent } from '@/ui/markdown/markdown-content'
import { parseMarkdown } from '@/ui/markdown/parse-markdown'

afterEach(cleanup)

describe('the article Markdown subset', () => {
  it('reads headings, paragraphs, lists and bold', () => {
    expect(
      parseMarkdown('## Paperwork\n\nYou need a **permit**.\nAnd patience.\n\n- Passport\n- Lease'),
    ).toEqual([
      { kind: 'heading', level: 2, content: [{ text: 'Paperwork', isBold: false }] },
      {
        kind: 'paragraph',
        content: [
          { text: 'You need a ', isBold: false },
          { text: 'permit', isBold: true },
          { text: '. And patience.', isBold: false },
        ],
      },
      { kind: 'list', items: [[{ text: 'Passport', isBold: false }], [{ text: 'Lease', isBold: false }]] },
    ])
  })

  it('renders HTML in the text as text, never as markup', () => {
    const { container } = render(
      <MarkdownContent source={'Hello <img src=x onerror="alert(1)"> <b>there</b>'} />,
    )
    expect(container.querySelector('img, b')).toBeNull()
    expect(screen.getByText(/<img src=x/)).toBeTruthy()
  })
})
