import { describe, expect, it } from 'vitest'
import { el } from '@content/messages/el'
import { en } from '@content/messages/en'
import { MESSAGE_TABLES } from '@content/messages'
import { ru } from '@content/messages/ru'

// Keys whose text is the same in every language on purpose: names, symbols and placeholders only.
const SAME_IN_EVERY_LANGUAGE = new Set([
  'app.name',
  'language.en',
  'language.el',
  'language.ru',
  'weather.reading',
  'business.email',
])

describe('message tables', () => {
  it.each([
    ['el', el],
    ['ru', ru],
  ] as const)('%s has every English key', (_locale, table) => {
    const missing = Object.keys(en).filter((key) => !(key in table))
    expect(missing).toEqual([])
  })

  it.each([
    ['el', el],
    ['ru', ru],
  ] as const)('%s has no key that English lacks, apart from plural forms', (_locale, table) => {
    const extra = Object.keys(table).filter((key) => !(key in en) && !/_(few|many)$/.test(key))
    expect(extra).toEqual([])
  })

  it.each([
    ['el', el],
    ['ru', ru],
  ] as const)('%s is translated rather than copied from English', (_locale, table) => {
    const copied = Object.entries(en).filter(
      ([key, text]) => !SAME_IN_EVERY_LANGUAGE.has(key) && (table as Record<string, string>)[key] === text,
    )
    expect(copied.map(([key]) => key)).toEqual([])
  })

  it('keeps the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
    for (const [key, text] of Object.entries(en)) {
      for (const table of [el, ru] as Array<Record<string, string>>) {
        expect(placeholders(table[key] ?? ''), key).toEqual(placeholders(text))
      }
    }
  })

  it('serves all three tables to the server seed', () => {
    expect(Object.keys(MESSAGE_TABLES)).toEqual(['en', 'el', 'ru'])
  })
})
