import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import type { GeoPoint } from '@domain/business/business'
import { MAX_LIST_NAME_LENGTH, type SavedList } from '@domain/saved/saved-lists'
import { useT } from '../../i18n/use-t'
import { usePorts } from '../../use-router-context'
import { BrowserListsMerge } from './browser-lists-merge'
import { RecentlyViewedRow } from './recently-viewed'
import { SavedListCards } from './saved-list-cards'
import {
  ListChangeError,
  runIntent,
  savedListsQuery,
  type ListFailure,
  type ListIntent,
  type SavedListsDeps,
} from './saved-lists-controller'
import { useListsOwner } from './saved-lists-keys'

/** /saved: the visitor's lists with their businesses, and the businesses opened recently. */
export function SavedListsPage() {
  const t = useT()
  const { savedLists, savedListsStore, geolocation } = usePorts()
  const queryClient = useQueryClient()
  const owner = useListsOwner()
  const deps: SavedListsDeps = { ports: { savedLists, savedListsStore }, queryClient, owner }
  const lists = useQuery(savedListsQuery(deps))
  const [failure, setFailure] = useState<ListFailure | null>(null)
  const [here, setHere] = useState<GeoPoint | null>(null)
  const run = async (intent: ListIntent) => {
    setFailure(null)
    try {
      await runIntent(deps, intent)
      return true
    } catch (error) {
      setFailure(error instanceof ListChangeError ? error.reason : 'failed')
      return false
    }
  }
  const all = lists.data ?? []
  const isEmpty = all.every((l) => l.businessIds.length === 0) && all.length <= 1

  return (
    <article className="page saved-page">
      <div className="container">
        <h1>{t('saved.title')}</h1>
        <BrowserListsMerge />
        <p className="lead">
          {owner === 'guest' ? (
            <>
              {t('saved.keptInBrowser')}{' '}
              <Link to="/login" search={{ redirect: '/saved' }}>
                {t('saved.signIn')}
              </Link>
            </>
          ) : (
            t('saved.keptInAccount')
          )}
        </p>
        {geolocation.isSupported() && !here && (
          <p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void geolocation.locate().then(setHere, () => undefined)}
            >
              {t('saved.showDistance')}
            </button>
          </p>
        )}
        {failure && (
          <p role="alert" className="form-error">
            {t(`saved.error.${failure}`)}
          </p>
        )}
        {lists.isError && (
          <p role="alert">
            {t('saved.loadFailed')}{' '}
            <button type="button" className="button button--ghost" onClick={() => void lists.refetch()}>
              {t('saved.retry')}
            </button>
          </p>
        )}
        {lists.data && isEmpty && <p>{t('saved.empty')}</p>}
        {all.map((list, index) => (
          <SavedListSection
            key={list.id}
            list={list}
            isShareable={owner !== 'guest'}
            neighbours={{ up: all[index - 1]?.id, down: all[index + 1]?.id }}
            order={all.map((l) => l.id)}
            here={here}
            run={run}
          />
        ))}
        <RecentlyViewedRow />
      </div>
    </article>
  )
}

function SavedListSection({
  list,
  isShareable,
  neighbours,
  order,
  here,
  run,
}: {
  list: SavedList
  isShareable: boolean
  neighbours: { up?: number; down?: number }
  order: number[]
  here: GeoPoint | null
  run: (intent: ListIntent) => Promise<boolean>
}) {
  const t = useT()
  const headingId = useId()
  const name = list.name || t('saved.defaultName')
  const [isRenaming, setIsRenaming] = useState(false)
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false)
  const move = (to: number | undefined) => {
    if (to === undefined) return
    const ids = order.map((id) => (id === list.id ? to : id === to ? list.id : id))
    void run({ type: 'reorder', ids })
  }
  const shareUrl =
    list.shareId && typeof window !== 'undefined' ? `${window.location.origin}/lists/${list.shareId}` : null

  return (
    <section className="section saved-list" aria-labelledby={headingId}>
      <h2 id={headingId}>{name}</h2>
      <p className="saved-list__meta">{t('saved.count', { count: list.businessIds.length })}</p>
      <div className="saved-list__actions">
        <button type="button" className="button button--ghost" onClick={() => setIsRenaming(true)}>
          {t('saved.rename')}
        </button>
        {neighbours.up !== undefined && (
          <button type="button" className="button button--ghost" onClick={() => move(neighbours.up)}>
            <span aria-hidden="true">↑</span>
            <span className="visually-hidden">{t('saved.moveUp', { name })}</span>
          </button>
        )}
        {neighbours.down !== undefined && (
          <button type="button" className="button button--ghost" onClick={() => move(neighbours.down)}>
            <span aria-hidden="true">↓</span>
            <span className="visually-hidden">{t('saved.moveDown', { name })}</span>
          </button>
        )}
        {isShareable && (
          <button
            type="button"
            className="button button--ghost"
            aria-pressed={list.shareId !== null}
            onClick={() => void run({ type: 'share', listId: list.id, isShared: list.shareId === null })}
          >
            {list.shareId ? t('saved.shareOff') : t('saved.share')}
          </button>
        )}
        {!list.isDefault &&
          (isConfirmingDelete ? (
            <>
              <button
                type="button"
                className="button"
                onClick={() => void run({ type: 'delete', listId: list.id })}
              >
                {t('saved.deleteConfirm', { name })}
              </button>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setIsConfirmingDelete(false)}
              >
                {t('saved.cancel')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setIsConfirmingDelete(true)}
            >
              {t('saved.deleteList')}
            </button>
          ))}
      </div>
      {isRenaming && (
        <RenameForm
          list={list}
          name={name}
          onDone={() => setIsRenaming(false)}
          rename={(next) => run({ type: 'rename', listId: list.id, name: next })}
        />
      )}
      {shareUrl && (
        <p className="saved-list__share">
          {t('saved.shareOn')}{' '}
          <a href={shareUrl} aria-label={t('saved.shareLink', { name })}>
            {shareUrl}
          </a>
        </p>
      )}
      <SavedListCards
        businessIds={list.businessIds}
        here={here}
        onRemove={(business) => void run({ type: 'remove', listId: list.id, businessId: business.id })}
        onRemoveUnavailable={(ids) =>
          void ids.reduce(
            (previous, businessId) =>
              previous.then(() => run({ type: 'remove', listId: list.id, businessId })),
            Promise.resolve(true),
          )
        }
      />
    </section>
  )
}

function RenameForm({
  list,
  name,
  onDone,
  rename,
}: {
  list: SavedList
  name: string
  onDone: () => void
  rename: (name: string) => Promise<boolean>
}) {
  const t = useT()
  const inputId = useId()
  const [value, setValue] = useState(list.name)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (await rename(value)) onDone()
  }
  return (
    <form className="saved-list__rename" onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>{t('saved.renameList', { name })}</label>
      <input
        id={inputId}
        value={value}
        maxLength={MAX_LIST_NAME_LENGTH}
        required
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button">
        {t('saved.saveName.submit')}
      </button>
      <button type="button" className="button button--ghost" onClick={onDone}>
        {t('saved.cancel')}
      </button>
    </form>
  )
}
