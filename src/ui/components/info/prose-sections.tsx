import type { ProseSection } from '@content/content-types'
import { ContentLinkView } from './content-link'

type Level = 2 | 3

/** Headed sections of paragraphs, lists and links; each is a landmark named by its heading. */
export function ProseSections({ sections, level = 2 }: { sections: readonly ProseSection[]; level?: Level }) {
  return sections.map((section) => <ProseSectionView key={section.id} section={section} level={level} />)
}

function ProseSectionView({ section, level }: { section: ProseSection; level: Level }) {
  const headingId = `section-${section.id}`
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <section className="info-section" aria-labelledby={headingId}>
      <Heading id={headingId}>{section.heading}</Heading>
      {section.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {section.items && section.items.length > 0 && (
        <ul className="info-list">
          {section.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
      {section.links && section.links.length > 0 && (
        <ul className="info-links">
          {section.links.map((link) => (
            <li key={`${link.to}${link.hash ?? ''}`}>
              <ContentLinkView link={link} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
