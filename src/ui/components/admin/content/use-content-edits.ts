import { useMutation } from '@tanstack/react-query'
import type { LocalizedText } from '@domain/i18n/localized-text'
import { pickText } from '@domain/i18n/localized-text'
import { useT } from '../../../i18n/use-t'
import { useOutcome } from '../kit/outcome'
import { useContentFailure } from './content-failure'

type Named = { id: number }

type ContentEdits<Input, Saved, Item extends Named> = {
  create: (input: Input) => Promise<Saved>
  update: (id: number, input: Input) => Promise<Saved>
  remove: (id: number) => Promise<void>
  /** The name the outcome messages quote (English: the back office names things as the tree does). */
  nameOf: (value: Saved | Item) => LocalizedText
  /** Refetches what the change affects (the admin's list and the public pages' queries). */
  refresh: () => Promise<unknown>
  onSaved?: (saved: Saved) => void | Promise<void>
}

/**
 * Saving (new or existing) and deleting one kind of content, each announcing its outcome in the admin's language
 * and focusing it; a refusal says why (a slug in use, a category still used).
 */
export function useContentEdits<Input, Saved, Item extends Named>(edits: ContentEdits<Input, Saved, Item>) {
  const t = useT()
  const outcome = useOutcome({ hasLiveRegion: true })
  const failure = useContentFailure()
  const name = (value: Saved | Item) => pickText(edits.nameOf(value), 'en')
  const failed = (error: unknown) => outcome.show({ kind: 'failed', text: failure(error) })
  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: Input }) =>
      id === null ? edits.create(input) : edits.update(id, input),
    onSuccess: async (saved) => {
      await edits.refresh()
      await edits.onSaved?.(saved)
      outcome.show({ kind: 'done', text: t('adminContent.saved', { name: name(saved) }) })
    },
    onError: failed,
  })
  const remove = useMutation({
    mutationFn: (item: Item) => edits.remove(item.id),
    onSuccess: async (_, item) => {
      await edits.refresh()
      outcome.show({ kind: 'done', text: t('adminContent.deleted', { name: name(item) }) })
    },
    onError: failed,
  })
  return { save, remove, outcome, failed }
}
