import { Link } from '@tanstack/react-router'
import { useT } from '../../i18n/use-t'
import { LogoMark } from '../icons'
import { HeaderSearch } from './header-search'
import { MainNav } from './main-nav'
import { MobileMenu } from './mobile-menu'
import { TopBar } from './top-bar'
import { AccountControl } from './user-menu'

export function SiteHeader() {
  const t = useT()
  return (
    <header className="site-header">
      <TopBar />
      <div className="container main-bar">
        <Link to="/" className="brand" aria-label={t('app.homeLink')}>
          <LogoMark className="brand__mark" />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <MainNav />
        <div className="main-bar__actions">
          <AccountControl className="button button--ghost" />
          <Link to="/add-business" className="button">
            {t('nav.addBusiness')}
          </Link>
        </div>
        <HeaderSearch />
        <MobileMenu />
      </div>
    </header>
  )
}
