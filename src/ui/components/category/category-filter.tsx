import { useNavigate } from '@tanstack/react-router'
import { useId, type FormEvent } from 'react'
import { pickText, type Locale } from '@/domain/i18n/localized-text'
import type { Category } from '@/ports'
import { useLocale } from '../../i18n/use-locale'
import { useT } from '../../i18n/use-t'

type Option = { slug: string; label: string }

/** A plain GET form (works before scripts load); with scripts it navigates in place. */
export function CategoryFilter({ categories, selected }: { categories: Category[]; selected?: string }) {
  const t = useT()
  const id = useId()
  const locale = useLocale()
  const navigate = useNavigate()
  const options = flatten(categories, locale, 0)

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const value = new FormData(event.currentTarget).get('category')
    const category = typeof value === 'string' && value !== '' ? value : undefined
    void navigate({ to: '/businesses', search: category ? { category } : {} })
  }

  return (
    <form className="filter" method="get" action="/businesses" onSubmit={apply}>
      <label htmlFor={id}>{t('businesses.filter')}</label>
      <select id={id} name="category" defaultValue={selected ?? ''} key={selected ?? ''}>
        <option value="">{t('businesses.allCategories')}</option>
        {options.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button">
        {t('businesses.apply')}
      </button>
    </form>
  )
}

function flatten(categories: Category[], locale: Locale, depth: number): Option[] {
  // Indentation shows the tree inside a native select, which has no nesting beyond one optgroup level.
  const indent = '\u00a0\u00a0'.repeat(depth)
  return categories.flatMap((category) => [
    { slug: category.slug, label: `${indent}${pickText(category.name, locale)}` },
    ...flatten(category.children ?? [], locale, depth + 1),
  ])
}
