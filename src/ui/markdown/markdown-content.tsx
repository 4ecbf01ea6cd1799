import { Fragment } from 'react'
import { parseMarkdown, type Inline } from './parse-markdown'

/** Renders the article Markdown subset as elements; text is always text (React escapes it). */
export function MarkdownContent({ source, lang }: { source: string; lang?: string }) {
  const blocks = parseMarkdown(source)
  return (
    <div className="prose" lang={lang}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={index}>
                <InlineText parts={block.content} />
              </h2>
            ) : (
              <h3 key={index}>
                <InlineText parts={block.content} />
              </h3>
            )
          case 'paragraph':
            return (
              <p key={index}>
                <InlineText parts={block.content} />
              </p>
            )
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <InlineText parts={item} />
                  </li>
                ))}
              </ul>
            )
        }
      })}
    </div>
  )
}

function InlineText({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.isBold ? <strong key={index}>{part.text}</strong> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  )
}
