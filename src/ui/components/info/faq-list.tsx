import type { FaqContent, FaqGroup } from '@content/faq/faq-content'
import { ContentLinkView } from './content-link'

/** The questions of each group as disclosures (details/summary: keyboard and screen readers for free). */
export function FaqList({ faq }: { faq: FaqContent }) {
  return faq.groups.map((group) => <FaqGroupView key={group.id} group={group} />)
}

function FaqGroupView({ group }: { group: FaqGroup }) {
  const headingId = `faq-${group.id}`
  return (
    <section className="info-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.heading}</h2>
      <div className="faq-list">
        {group.items.map((item) => (
          <details key={item.id} id={`faq-${item.id}`} className="faq-item">
            <summary>{item.question}</summary>
            <div className="faq-item__answer">
              <p>{item.answer}</p>
              {item.link && (
                <p>
                  <ContentLinkView link={item.link} />
                </p>
              )}
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}

/** Short step-by-step guides, each ending with a link to the page it is about. */
export function GuideList({ faq }: { faq: FaqContent }) {
  return (
    <section className="info-section" aria-labelledby="guides-heading">
      <h2 id="guides-heading">{faq.guidesHeading}</h2>
      <div className="guide-grid">
        {faq.guides.map((guide) => (
          <article key={guide.id} className="guide" aria-labelledby={`guide-${guide.id}`}>
            <h3 id={`guide-${guide.id}`}>{guide.title}</h3>
            <ol>
              {guide.steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
            <ContentLinkView link={guide.link} className="guide__link" />
          </article>
        ))}
      </div>
    </section>
  )
}
