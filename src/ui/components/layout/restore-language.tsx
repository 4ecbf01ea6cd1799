import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { normalizeLocale } from '@domain/i18n/resolve-locale'
import { useLocale } from '../../i18n/use-locale'
import { useSwitchLanguage } from '../../i18n/use-switch-language'
import { usePorts } from '../../use-router-context'

/**
 * Spec §4: the stored choice wins after the first render. The server normally rendered in it already
 * (the `lang` cookie mirrors storage); an explicit `?lang=` in the address becomes the stored choice.
 */
export function RestoreLanguage() {
  const { languagePreference } = usePorts()
  const locale = useLocale()
  const switchLanguage = useSwitchLanguage()
  const { searchStr } = useLocation()
  const hasRun = useRef(false)
  const requested = normalizeLocale(new URLSearchParams(searchStr).get('lang'))

  useEffect(() => {
    if (hasRun.current) return
    hasRun.current = true
    if (requested) {
      languagePreference.save(requested)
      return
    }
    const stored = languagePreference.load()
    if (stored && stored !== locale) void switchLanguage(stored)
  }, [languagePreference, locale, requested, switchLanguage])

  return null
}
