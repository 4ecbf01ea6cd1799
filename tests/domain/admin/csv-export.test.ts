import { describe, expect, it } from 'vitest'
import { csvRowCounter } from '@domain/admin/csv-export'

describe('csvRowCounter', () => {
  it('counts complete rows after the header, across pieces cut anywhere', () => {
    const counter = csvRowCounter()
    expect(counter.push('\uFEFF"email","lang"\r\n"anna@exa')).toBe(0)
    expect(counter.push('mple.cy","el"\r')).toBe(0)
    expect(counter.push('\n"boris@example.cy","ru"\r\n')).toBe(2)
  })

  it('does not count a line break inside a quoted field, nor a doubled quote as its end', () => {
    const counter = csvRowCounter()
    expect(counter.push('"note"\r\n"two\r\nlines ""quoted"""\r\n"x"')).toBe(1)
  })

  it('leaves a row cut off before its line break uncounted', () => {
    expect(csvRowCounter().push('"email"\r\n"anna@example.cy","e')).toBe(0)
  })
})
