import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { Locale } from '@domain/i18n/localized-text'
import { translationsQuery } from '../queries/translations'
import { useAppContext } from '../use-router-context'

/**
 * Spec §4: switching changes the language in place (no reload) and persists the choice. The new table is
 * fetched first so the page never flashes half-translated; if that fails, English fills the gaps (spec §8).
 */
export function useSwitchLanguage(): (locale: Locale) => Promise<void> {
  const router = useRouter()
  const { queryClient, ports, i18n } = useAppContext()
  return useCallback(
    async (locale: Locale) => {
      try {
        await queryClient.ensureQueryData(translationsQuery(ports.translations, locale))
      } catch {
        // English stays as the fallback for every key.
      }
      ports.languagePreference.save(locale)
      await i18n.changeLanguage(locale)
      // Titles come from head(), which runs with the router: re-run it in the new language.
      await router.invalidate()
    },
    [queryClient, ports, i18n, router],
  )
}
