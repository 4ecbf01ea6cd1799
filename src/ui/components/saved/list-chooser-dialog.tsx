import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { MAX_LIST_NAME_LENGTH } from '@domain/saved/saved-lists'
import { useT } from '../../i18n/use-t'
import { Dialog } from '../dialog/dialog'
import {
  ListChangeError,
  runIntent,
  savedListsQuery,
  type ListFailure,
  type ListIntent,
  type SavedListsDeps,
} from './saved-lists-controller'

/** The second control of Save: tick the lists that should hold the business, or make a new one with it. */
export function ListChooserDialog({
  deps,
  businessId,
  name,
  onClose,
}: {
  deps: SavedListsDeps
  businessId: number
  name: string
  onClose: () => void
}) {
  const t = useT()
  const inputId = useId()
  const { data: lists } = useQuery(savedListsQuery(deps))
  const [newName, setNewName] = useState('')
  const [failure, setFailure] = useState<ListFailure | null>(null)
  const [isBusy, setIsBusy] = useState(false)

  const run = async (intent: ListIntent) => {
    setFailure(null)
    setIsBusy(true)
    try {
      await runIntent(deps, intent)
      return true
    } catch (error) {
      setFailure(error instanceof ListChangeError ? error.reason : 'failed')
      return false
    } finally {
      setIsBusy(false)
    }
  }
  const create = async (event: FormEvent) => {
    event.preventDefault()
    if (await run({ type: 'create', name: newName, businessId })) setNewName('')
  }

  return (
    <Dialog isOpen onClose={onClose} title={t('saved.chooseListTitle', { name })} size="sm">
      <fieldset className="list-chooser" disabled={isBusy || !lists}>
        <legend className="visually-hidden">{t('saved.lists')}</legend>
        {lists?.map((list) => {
          const isIn = list.businessIds.includes(businessId)
          return (
            <label key={list.id} className="list-chooser__list">
              <input
                type="checkbox"
                checked={isIn}
                onChange={() => void run({ type: isIn ? 'remove' : 'add', listId: list.id, businessId })}
              />
              {list.name || t('saved.defaultName')}
            </label>
          )
        })}
      </fieldset>
      <form className="list-chooser__new" onSubmit={(event) => void create(event)}>
        <label htmlFor={inputId}>{t('saved.newListName')}</label>
        <input
          id={inputId}
          value={newName}
          maxLength={MAX_LIST_NAME_LENGTH}
          placeholder={t('saved.newListPlaceholder')}
          onChange={(event) => setNewName(event.target.value)}
        />
        <button type="submit" className="button" disabled={isBusy}>
          {t('saved.create')}
        </button>
      </form>
      {failure && (
        <p role="alert" className="form-error">
          {t(`saved.error.${failure}`)}
        </p>
      )}
      <p className="dialog__actions">
        <Link to="/saved" onClick={onClose}>
          {t('saved.viewLists')}
        </Link>{' '}
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('saved.done')}
        </button>
      </p>
    </Dialog>
  )
}
