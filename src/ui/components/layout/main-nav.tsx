import { useT } from '../../i18n/use-t'
import { NAV_MENUS } from '../../site-links'
import { NavMenu } from './nav-menu'

/** Desktop navigation (768px and wider); the drawer holds the same links on mobile. */
export function MainNav() {
  const t = useT()
  return (
    <nav className="main-nav" aria-label={t('nav.label')}>
      <ul className="main-nav__list">
        {NAV_MENUS.map((menu) => (
          <NavMenu key={menu.id} menu={menu} />
        ))}
      </ul>
    </nav>
  )
}
