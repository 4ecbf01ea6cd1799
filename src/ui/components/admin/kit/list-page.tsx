import type { ReactNode } from 'react'
import { useT, type TextKey } from '../../../i18n/use-t'
import { InfoPage } from '../../info-page'
import { Pagination } from '../../pagination'

/** One page of a list as the server pages it. */
export type ListPageData<Item> = { items: readonly Item[]; total: number; pageSize: number }

type ListPageProps<Item> = {
  titleKey: TextKey
  introKey: TextKey
  query: { isPending: boolean; isError: boolean; data?: ListPageData<Item> | undefined }
  texts: { loading: TextKey; failed: TextKey; count: TextKey; empty?: TextKey }
  page: number
  searchFor: (page: number) => Record<string, unknown>
  /** Before the filters: the screen's own links ("Add a business") or its summary. */
  header?: ReactNode
  /** The filter form (`AdminFilters`), whose values the screen turns into its URL. */
  filters?: ReactNode
  /** Between the filters and the rows: an export, the result message of the screen's actions. */
  toolbar?: ReactNode
  /** The bulk bar over the ticked rows. */
  bulkBar?: ReactNode
  /** The rows of this page as a table; called only when there are any. */
  children: (items: readonly Item[]) => ReactNode
  /** After the pager: what the screen keeps below its list. */
  footer?: ReactNode
}

/**
 * A back-office list: filters in the URL, the count, loading and error states, the rows of one page as a table,
 * the bulk bar and the pager. Every list screen is this page with its own columns.
 */
export function ListPage<Item>(props: ListPageProps<Item>) {
  const t = useT()
  const { query, texts } = props
  const pageCount = query.data ? Math.ceil(query.data.total / query.data.pageSize) : 0
  return (
    <InfoPage titleKey={props.titleKey} introKey={props.introKey} isWide>
      {props.header}
      {props.filters}
      {props.toolbar}
      {query.isPending ? <p role="status">{t(texts.loading)}</p> : null}
      {query.isError ? <p role="alert">{t(texts.failed)}</p> : null}
      {query.data ? (
        <p role="status" className="admin-count">
          {t(texts.count, { count: query.data.total })}
        </p>
      ) : null}
      {props.bulkBar}
      {query.data?.items.length === 0 && texts.empty ? <p>{t(texts.empty)}</p> : null}
      {query.data && query.data.items.length > 0 ? props.children(query.data.items) : null}
      <Pagination page={props.page} pageCount={pageCount} searchFor={props.searchFor} />
      {props.footer}
    </InfoPage>
  )
}
