import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@domain/errors'
import type { Locale } from '@domain/i18n/localized-text'
import { missingPlaceholder } from '@domain/i18n/placeholders'
import type { TranslationEntry } from '@domain/i18n/translation-entry'
import type { TextKey } from '../../../i18n/use-t'
import { adminTranslationKeys } from '../../../queries/admin-translations'
import { translationKeys } from '../../../queries/translations'
import { usePorts } from '../../../use-router-context'
import { useAdminId } from '../kit/use-admin-id'

/** What the last save or reset did, as the outcome line says it. */
export type EditOutcome = { key: TextKey; values: Record<string, string>; isError: boolean }

type Edit = { locale: Locale; text: string | null }

/**
 * Saves (or, with `text: null`, resets) one text of a key. The placeholder rule is checked here first, as the
 * server checks it, so the admin hears which placeholder to keep without a round trip; the server stays the judge.
 */
export function useTranslationEdit(
  entry: TranslationEntry,
  onOutcome: (outcome: EditOutcome) => void,
  languageName: (locale: Locale) => string,
) {
  const adminId = useAdminId()
  const { adminTranslations } = usePorts()
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({ locale, text }: Edit) =>
      text === null
        ? adminTranslations.reset(entry.key, locale)
        : adminTranslations.save(entry.key, { [locale]: text }),
    onSuccess: async (_saved, { locale, text }) => {
      onOutcome({
        key: text === null ? 'adminTranslations.resetDone' : 'adminTranslations.saved',
        values: { key: entry.key, language: languageName(locale) },
        isError: false,
      })
      // Every page's report may change, and the portal's own texts (this page's too) are the edited ones.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTranslationKeys.all(adminId) }),
        queryClient.invalidateQueries({ queryKey: translationKeys.all }),
      ])
    },
    onError: (error, { text }) => onOutcome(failureOutcome(error, entry, text ?? '')),
  })
  const save = (locale: Locale, text: string) => {
    const missing = missingPlaceholder(entry.texts.en, text)
    if (missing) onOutcome(placeholderOutcome(missing))
    else mutation.mutate({ locale, text })
  }
  return {
    save,
    reset: (locale: Locale) => mutation.mutate({ locale, text: null }),
    isBusy: mutation.isPending,
  }
}

function failureOutcome(error: unknown, entry: TranslationEntry, text: string): EditOutcome {
  const missing = missingPlaceholder(entry.texts.en, text)
  if (error instanceof ApiError && error.serverCode === 'PLACEHOLDER_MISSING' && missing)
    return placeholderOutcome(missing)
  return { key: 'adminTranslations.saveFailed', values: {}, isError: true }
}

function placeholderOutcome(name: string): EditOutcome {
  return {
    key: 'adminTranslations.placeholderMissing',
    values: { placeholder: `{{${name}}}` },
    isError: true,
  }
}
