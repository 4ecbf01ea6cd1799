import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import type { ListFailure, SavedListsDeps } from './saved-lists-controller'
import { useKnownLists, useListsOwner } from './saved-lists-keys'

// The control's logic and its list chooser load with the first interaction, not with the page (issue 32: the
// home page's first visit keeps its JavaScript budget). The shell renders on the server.
const loadController = () => import('./saved-lists-controller')
const ListChooser = lazy(() =>
  import('./list-chooser-dialog').then(({ ListChooserDialog }) => ({ default: ListChooserDialog })),
)

/** Save (one tap, the default list) and the choice of another list, for one business. */
export function SaveButton({ businessId, name }: { businessId: number; name: string }) {
  const t = useT()
  const { savedLists, savedListsStore } = usePorts()
  const queryClient = useQueryClient()
  const owner = useListsOwner()
  const lists = useKnownLists(owner)
  const [failure, setFailure] = useState<ListFailure | null>(null)
  const [isChoosing, setIsChoosing] = useState(false)
  const isSaved = lists?.some((l) => l.businessIds.includes(businessId)) ?? false
  // Not the domain's defaultListOf: importing its module would bring the list rules into every page with cards.
  const isInDefault = lists?.find((l) => l.isDefault)?.businessIds.includes(businessId) ?? false
  const deps: SavedListsDeps = { ports: { savedLists, savedListsStore }, queryClient, owner }

  const preload = () => {
    void loadController()
      .then((controller) => controller.ensureLists(deps))
      .catch(() => undefined)
  }
  const toggle = () => {
    setFailure(null)
    void loadController()
      .then((controller) => controller.toggleDefault(deps, businessId, lists !== undefined))
      .catch((error: unknown) => setFailure(failureOf(error)))
  }

  return (
    <span className="save-control">
      <button
        type="button"
        className="button button--ghost save-control__save"
        aria-pressed={isInDefault}
        aria-label={t('saved.saveName', { name })}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={toggle}
      >
        <span aria-hidden="true">{isSaved ? '★' : '☆'}</span> {isSaved ? t('saved.saved') : t('saved.save')}
      </button>
      <button
        type="button"
        className="button button--ghost save-control__choose"
        aria-haspopup="dialog"
        aria-label={t('saved.chooseList', { name })}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setIsChoosing(true)}
      >
        <span aria-hidden="true">▾</span>
      </button>
      {failure && (
        <span role="alert" className="save-control__error">
          {t(`saved.error.${failure}`)}
        </span>
      )}
      {isChoosing && (
        <Suspense fallback={null}>
          <ListChooser deps={deps} businessId={businessId} name={name} onClose={() => setIsChoosing(false)} />
        </Suspense>
      )}
    </span>
  )
}

function failureOf(error: unknown): ListFailure {
  return typeof error === 'object' && error !== null && 'reason' in error && typeof error.reason === 'string'
    ? (error.reason as ListFailure) // ListChangeError's reason, read without loading its module
    : 'failed'
}
