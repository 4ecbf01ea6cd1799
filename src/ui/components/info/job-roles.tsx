import type { JobRole } from '@content/career/career-content'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'

/** The open roles, each an article with its facts as a description list and a mail link to apply. */
export function JobRoles({
  heading,
  roles,
  email,
}: {
  heading: string
  roles: readonly JobRole[]
  email: string
}) {
  return (
    <section className="info-section" aria-labelledby="roles-heading">
      <h2 id="roles-heading">{heading}</h2>
      {roles.map((role) => (
        <JobRoleView key={role.id} role={role} email={email} />
      ))}
    </section>
  )
}

function JobRoleView({ role, email }: { role: JobRole; email: string }) {
  const t = useT()
  const locale = useLocale()
  const posted = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(role.posted),
  )
  const titleId = `role-${role.id}`
  return (
    <article className="job-role" aria-labelledby={titleId}>
      <h3 id={titleId}>{role.title}</h3>
      <dl className="job-role__facts">
        <dt>{t('career.team')}</dt>
        <dd>{role.team}</dd>
        <dt>{t('career.location')}</dt>
        <dd>{role.location}</dd>
        <dt>{t('career.employment')}</dt>
        <dd>{role.employment}</dd>
        <dt>{t('career.posted')}</dt>
        <dd>
          <time dateTime={role.posted}>{posted}</time>
        </dd>
      </dl>
      <p>{role.summary}</p>
      <h4>{t('career.duties')}</h4>
      <ul className="info-list">
        {role.duties.map((duty, index) => (
          <li key={index}>{duty}</li>
        ))}
      </ul>
      <h4>{t('career.requirements')}</h4>
      <ul className="info-list">
        {role.requirements.map((requirement, index) => (
          <li key={index}>{requirement}</li>
        ))}
      </ul>
      <p>
        <a
          className="button"
          aria-describedby={titleId}
          href={`mailto:${email}?subject=${encodeURIComponent(role.title)}`}
        >
          {t('career.applyFor')}
        </a>
      </p>
    </article>
  )
}
