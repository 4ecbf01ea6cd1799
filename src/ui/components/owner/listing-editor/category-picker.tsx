import { useQuery } from '@tanstack/react-query'
import type { Category } from '@domain/category/category'
import { pickText } from '@domain/i18n/localized-text'
import { withinLimit } from '@domain/plans/plan-features'
import { nextPlanFor } from '@domain/plans/upgrade'
import { useLocale } from '../../../i18n/use-locale'
import { useT } from '../../../i18n/use-t'
import { categoryTreeQuery } from '../../../queries/categories'
import { usePorts } from '../../../use-router-context'
import { UpgradeLink } from './plan-limit'
import type { SectionProps } from './section-props'

/** Categories from the tree, up to the plan's `max_categories`; the count and the next plan show before the limit. */
export function CategoryPicker({ idPrefix, form, onChange, features }: SectionProps) {
  const t = useT()
  const locale = useLocale()
  const { data: tree = [] } = useQuery(categoryTreeQuery(usePorts().categories))
  const chosen = form.categoryIds
  const max = features.max_categories
  const isFull = !withinLimit(features, 'max_categories', chosen.length + 1)
  const next = nextPlanFor(features, 'max_categories')
  const toggle = (id: number) =>
    onChange({ categoryIds: chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id] })
  const countId = `${idPrefix}-category-count`

  const item = (category: Category) => {
    const isChosen = chosen.includes(category.id)
    return (
      <li key={category.id}>
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={isChosen}
            disabled={!isChosen && isFull}
            aria-describedby={countId}
            onChange={() => toggle(category.id)}
          />
          {pickText(category.name, locale)}
        </label>
        {category.children?.length ? <ul>{category.children.map(item)}</ul> : null}
      </li>
    )
  }

  return (
    <fieldset className="listing-section">
      <legend>{t('listing.categories')}</legend>
      <p id={countId} className="form-field__hint" aria-live="polite">
        {next
          ? t('listing.categoryCountNext', {
              count: chosen.length,
              max,
              plan: next.name,
              next: next.features.max_categories,
            })
          : t('listing.categoryCount', { count: chosen.length, max })}
      </p>
      {isFull && next ? <UpgradeLink /> : null}
      <ul className="category-picker">{tree.map(item)}</ul>
    </fieldset>
  )
}
