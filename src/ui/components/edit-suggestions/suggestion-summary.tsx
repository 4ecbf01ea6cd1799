import type { EditSuggestion, SuggestedChange } from '@domain/edit-suggestions/edit-suggestion'
import { hoursAsText, WEEKDAYS } from '@domain/hours/opening-hours'
import { pickText } from '@domain/i18n/localized-text'
import { useQuery } from '@tanstack/react-query'
import type { Category } from '@domain/category/category'
import { formatDate } from '../../format/format'
import { categoryTreeQuery } from '../../queries/categories'
import { usePorts } from '../../use-router-context'
import { useLocale } from '../../i18n/use-locale'
import { useT, type Translate } from '../../i18n/use-t'

/** One suggestion in words: the business, what should change, the note, and who suggested it when. */
export function SuggestionSummary({
  suggestion,
  headingLevel = 3,
}: {
  suggestion: EditSuggestion
  headingLevel?: 2 | 3
}) {
  const t = useT()
  const locale = useLocale()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const date = formatDate(suggestion.createdAt, locale)
  return (
    <>
      <Heading className="edit-suggestion__business">{pickText(suggestion.businessName, locale)}</Heading>
      <p className="edit-suggestion__change">
        {suggestion.change.kind === 'category' ? (
          <CategoryChange ids={suggestion.change.categoryIds ?? []} />
        ) : (
          changeText(t, suggestion.change)
        )}
      </p>
      {suggestion.change.note ? <p>{t('editSuggestions.note', { note: suggestion.change.note })}</p> : null}
      <p className="edit-suggestion__meta">
        {suggestion.suggestedBy
          ? t('editSuggestions.suggestedBy', { name: suggestion.suggestedBy, date })
          : t('editSuggestions.suggestedByVisitor', { date })}
      </p>
    </>
  )
}

/** What a change proposes, in the reader's language ("New phone number: +357…"). */
export function changeText(t: Translate, change: SuggestedChange): string {
  const value = change.phone ?? change.website ?? change.address ?? ''
  switch (change.kind) {
    case 'temporarily_closed':
      return t('editSuggestions.change.temporarily_closed', {
        from: change.closedFrom ?? '',
        until: change.closedUntil ?? '',
      })
    case 'hours': {
      const text = hoursAsText(change.hours ?? {})
      const days = WEEKDAYS.map((day) => `${t(`day.${day}`)} ${text[day] ?? t('editSuggestions.dayClosed')}`)
      return t('editSuggestions.change.hours', { hours: days.join('; ') })
    }
    case 'duplicate':
      return t('editSuggestions.change.duplicate', { value: change.duplicateOfId ?? '' })
    case 'category':
    case 'phone':
    case 'website':
    case 'address':
      return t(`editSuggestions.change.${change.kind}`, { value })
    default:
      return t(`editSuggestions.change.${change.kind}`)
  }
}

/** A suggested category by its name in the reader's language (its number while the tree loads). */
function CategoryChange({ ids }: { ids: readonly number[] }) {
  const t = useT()
  const locale = useLocale()
  const { categories } = usePorts()
  const { data = [] } = useQuery(categoryTreeQuery(categories))
  const names = ids.map((id) => {
    const found = findCategory(data, id)
    return found ? pickText(found.name, locale) : String(id)
  })
  return <>{t('editSuggestions.change.category', { value: names.join(', ') })}</>
}

function findCategory(tree: readonly Category[], id: number): Category | null {
  for (const category of tree) {
    if (category.id === id) return category
    const found = findCategory(category.children ?? [], id)
    if (found) return found
  }
  return null
}
