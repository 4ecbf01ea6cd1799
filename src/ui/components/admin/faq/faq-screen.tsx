import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FAQ_GROUPS, type FaqEntry, type FaqEntryInput, type FaqGroupId } from '@domain/faq/faq-entry'
import { pickText } from '@domain/i18n/localized-text'
import { useT } from '../../../i18n/use-t'
import { adminKeys } from '../../../queries/admin'
import { faqKeys } from '../../../queries/faq'
import { usePorts } from '../../../use-router-context'
import { useAdminId } from '../kit/use-admin-id'
import { InfoPage } from '../../info-page'
import { ConfirmDelete } from '../content/confirm-delete'
import { FaqForm } from './faq-form'
import { moved, useFocusAfterMove } from '../content/reorder'
import { useContentEdits } from '../content/use-content-edits'

type Editing = { entry: FaqEntry | null } | null

/** The FAQ page's questions by group: reorder, add, edit, hide and delete. */
export function FaqScreen() {
  const t = useT()
  const { adminContent } = usePorts()
  const adminId = useAdminId()
  const queryClient = useQueryClient()
  const queryKey = [...adminKeys.all, 'faq', adminId] as const
  const entries = useQuery({ queryKey, queryFn: () => adminContent.faqEntries(), retry: false })
  const [editing, setEditing] = useState<Editing>(null)
  const focusAfterMove = useFocusAfterMove(moveButtonId)
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey }),
      queryClient.invalidateQueries({ queryKey: faqKeys.all }),
    ])
  const nameOf = (entry: { question: FaqEntry['question'] }) => pickText(entry.question, 'en')
  const { save, remove, outcome, failed } = useContentEdits<FaqEntryInput, FaqEntry, FaqEntry>({
    create: (input) => adminContent.createFaqEntry(input),
    update: (id, input) => adminContent.updateFaqEntry(id, input),
    remove: (id) => adminContent.deleteFaqEntry(id),
    nameOf: (entry) => entry.question,
    refresh,
    onSaved: () => setEditing(null),
  })
  const move = useMutation({
    mutationFn: ({ groupId, ids }: { entry: FaqEntry; groupId: FaqGroupId; ids: number[]; delta: -1 | 1 }) =>
      adminContent.reorderFaq({ groupId, ids }),
    onSuccess: async (_, { entry, delta }) => {
      await refresh()
      const key = delta < 0 ? 'adminContent.movedUp' : 'adminContent.movedDown'
      outcome.show({ kind: 'done', text: t(key, { name: nameOf(entry) }) }, { focus: false })
      focusAfterMove(entry.id, delta)
    },
    onError: failed,
  })
  const onMove = (entry: FaqEntry, delta: -1 | 1) => {
    const group = (entries.data ?? []).filter((e) => e.groupId === entry.groupId)
    const ids = moved(
      group.map((e) => e.id),
      entry.id,
      delta,
    )
    if (ids && !move.isPending) move.mutate({ entry, groupId: entry.groupId, ids, delta })
  }

  return (
    <InfoPage titleKey="adminContent.faq.title" introKey="adminContent.faq.intro" isWide>
      {outcome.view}
      <p>
        <button type="button" onClick={() => setEditing({ entry: null })}>
          {t('adminContent.faq.add')}
        </button>
      </p>
      {editing ? (
        <FaqForm
          key={editing.entry?.id ?? 'new'}
          entry={editing.entry}
          isSaving={save.isPending}
          onSave={(input) => save.mutate({ id: editing.entry?.id ?? null, input })}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {entries.isPending ? <p role="status">{t('adminContent.loading')}</p> : null}
      {entries.isError ? <p role="alert">{t('adminContent.loadFailed')}</p> : null}
      {entries.data
        ? FAQ_GROUPS.map((groupId) => {
            const group = entries.data.filter((e) => e.groupId === groupId)
            return (
              <section key={groupId} aria-labelledby={`faq-group-${groupId}`}>
                <h2 id={`faq-group-${groupId}`}>{t(`adminContent.faq.group.${groupId}`)}</h2>
                <ol className="content-tree">
                  {group.map((entry, index) => {
                    const name = nameOf(entry)
                    return (
                      <li key={entry.id}>
                        <div className="content-tree__row">
                          <span className="content-tree__name">{name}</span>
                          {entry.isPublished ? null : (
                            <span className="content-badge">{t('adminContent.faq.hidden')}</span>
                          )}
                          <button
                            type="button"
                            id={moveButtonId(entry.id, -1)}
                            disabled={index === 0}
                            onClick={() => onMove(entry, -1)}
                          >
                            {t('adminContent.moveUp', { name })}
                          </button>
                          <button
                            type="button"
                            id={moveButtonId(entry.id, 1)}
                            disabled={index === group.length - 1}
                            onClick={() => onMove(entry, 1)}
                          >
                            {t('adminContent.moveDown', { name })}
                          </button>
                          <button type="button" onClick={() => setEditing({ entry })}>
                            {t('adminContent.edit', { name })}
                          </button>
                          <ConfirmDelete name={name} onConfirm={() => remove.mutate(entry)} />
                        </div>
                      </li>
                    )
                  })}
                </ol>
              </section>
            )
          })
        : null}
    </InfoPage>
  )
}

const moveButtonId = (id: number, delta: -1 | 1) => `faq-${id}-move-${delta < 0 ? 'up' : 'down'}`
