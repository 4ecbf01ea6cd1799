import { useT } from '../../i18n/use-t'
import { SOCIAL_LINKS } from '../../site-links'
import { FacebookIcon, InstagramIcon, LinkedInIcon, YouTubeIcon } from '../icons'

const ICONS = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  linkedin: LinkedInIcon,
  youtube: YouTubeIcon,
}

export function SocialLinks() {
  const t = useT()
  return (
    <ul className="social-links" aria-label={t('social.label')}>
      {SOCIAL_LINKS.map(({ network, href, labelKey }) => {
        const NetworkIcon = ICONS[network]
        return (
          <li key={network}>
            <a
              href={href}
              className="icon-link"
              aria-label={t(labelKey)}
              rel="noopener noreferrer"
              target="_blank"
            >
              <NetworkIcon />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
