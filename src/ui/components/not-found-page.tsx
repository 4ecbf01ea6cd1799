import { Link } from '@tanstack/react-router'
import { useT } from '../i18n/use-t'

/** Unknown paths and unknown records (answered with HTTP 404 on the server). */
export function NotFoundPage() {
  const t = useT()
  return (
    <section className="page page--narrow not-found">
      <h1>{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.text')}</p>
      <ul className="not-found__links">
        <li>
          <Link to="/" className="button">
            {t('notFound.home')}
          </Link>
        </li>
        <li>
          <Link to="/businesses" className="button button--ghost">
            {t('notFound.browse')}
          </Link>
        </li>
      </ul>
    </section>
  )
}
