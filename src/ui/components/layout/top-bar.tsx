import { useT } from '../../i18n/use-t'
import { CONTACT_EMAIL } from '../../site-links'
import { MailIcon } from '../icons'
import { LanguageSwitcher } from './language-switcher'
import { SocialLinks } from './social-links'
import { WeatherTicker } from './weather-ticker'

/** Spec §2: desktop only (hidden below 768px by the stylesheet); the drawer carries the language switch on mobile. */
export function TopBar() {
  const t = useT()
  return (
    <div className="top-bar">
      <div className="container top-bar__inner">
        <WeatherTicker />
        <a
          className="top-bar__mail"
          href={`mailto:${CONTACT_EMAIL}`}
          aria-label={t('topbar.email', { email: CONTACT_EMAIL })}
        >
          <MailIcon />
          <span>{CONTACT_EMAIL}</span>
        </a>
        <LanguageSwitcher />
        <SocialLinks />
      </div>
    </div>
  )
}
