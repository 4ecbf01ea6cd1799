import { useContext, useSyncExternalStore } from 'react'
import type { i18n as I18n } from 'i18next'
import { I18nContext } from 'react-i18next'

type Subscribe = (onChange: () => void) => () => void

// One subscription function per instance, so React does not resubscribe on every render.
const subscriptions = new WeakMap<I18n, Subscribe>()

function languageChanges(i18n: I18n): Subscribe {
  let subscribe = subscriptions.get(i18n)
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange)
      return () => i18n.off('languageChanged', onChange)
    }
    subscriptions.set(i18n, subscribe)
  }
  return subscribe
}

/**
 * The app's i18next instance (from the router's I18nextProvider) and its language; the component re-renders when
 * the language changes, as with react-i18next's useTranslation. That hook also copies every property of the
 * instance into a new wrapper object for each component that mounts: on the server's render of a business page
 * the copying took a tenth of the render, and the browser does it again for every component it hydrates.
 */
export function useI18n(): { i18n: I18n; language: string } {
  const { i18n } = useContext(I18nContext)
  const language = useSyncExternalStore(
    languageChanges(i18n),
    () => i18n.language,
    () => i18n.language,
  )
  return { i18n, language }
}
