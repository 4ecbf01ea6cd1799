import { createFileRoute, Link } from '@tanstack/react-router'
import { PlanComparison } from '../components/info/plan-comparison'
import { ProseSections } from '../components/info/prose-sections'
import { usePageContent } from '../components/info/use-page-content'
import { InfoPage } from '../components/info-page'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/advertise')({
  head: ({ match }) => pageHead(match, 'advertise.title'),
  component: AdvertisePage,
})

function AdvertisePage() {
  const advertise = usePageContent('advertise')
  return (
    <InfoPage titleKey="advertise.title" introKey="advertise.intro" isWide>
      <ProseSections sections={advertise.sections} />
      <section className="info-section" aria-labelledby="plans-heading">
        <h2 id="plans-heading">{advertise.plansHeading}</h2>
        <PlanComparison content={advertise} />
      </section>
      <section className="info-section" aria-labelledby="start-heading">
        <h2 id="start-heading">{advertise.startHeading}</h2>
        <ol className="info-steps">
          {advertise.startSteps.map((step, index) => (
            <li key={index}>{step}</li>
          ))}
        </ol>
        <p>{advertise.bookCallText}</p>
        <p>
          <Link to="/contact" search={{ openChat: 'scheduling' }} className="button">
            {advertise.bookCall}
          </Link>
        </p>
      </section>
    </InfoPage>
  )
}
