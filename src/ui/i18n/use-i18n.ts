import { useCallback, useContext, useSyncExternalStore } from 'react'
import type { i18n as I18n } from 'i18next'
import { I18nContext } from 'react-i18next'

/**
 * The app's i18next instance (from the router's I18nextProvider) and its language; the component re-renders when
 * the language changes, as with react-i18next's useTranslation. That hook also copies every property of the
 * instance into a new wrapper object for each component that mounts: on the server's render of a business page
 * the copying took a tenth of the render, and the browser does it again for every component it hydrates.
 */
export function useI18n(): { i18n: I18n; language: string } {
  const { i18n } = useContext(I18nContext)
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange)
      return () => i18n.off('languageChanged', onChange)
    },
    [i18n],
  )
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  )
  return { i18n, language }
}
