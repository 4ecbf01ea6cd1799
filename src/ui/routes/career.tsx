import { createFileRoute } from '@tanstack/react-router'
import { JobRoles } from '../components/info/job-roles'
import { ProseSections } from '../components/info/prose-sections'
import { usePageContent } from '../components/info/use-page-content'
import { InfoPage } from '../components/info-page'
import { useT } from '../i18n/use-t'
import { pageHead } from '../page-head'
import { CONTACT_EMAIL } from '../site-links'

export const Route = createFileRoute('/career')({
  head: ({ match }) => pageHead(match, 'career.title'),
  component: CareerPage,
})

function CareerPage() {
  const t = useT()
  const career = usePageContent('career')
  return (
    <InfoPage titleKey="career.title" introKey="career.intro">
      <ProseSections sections={career.intro} />
      <JobRoles heading={career.rolesHeading} roles={career.roles} email={CONTACT_EMAIL} />
      <ProseSections sections={career.closing} />
      <p>
        <a href={`mailto:${CONTACT_EMAIL}`}>{t('career.applyAddress', { email: CONTACT_EMAIL })}</a>
      </p>
    </InfoPage>
  )
}
