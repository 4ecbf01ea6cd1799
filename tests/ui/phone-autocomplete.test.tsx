// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openChatWidget } from '../support/chat-widget'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

// HTML Living Standard, "Autofill": `tel` belongs to the Tel group, allowed on text, search and tel inputs; the
// parts of a number (tel-national, tel-country-code …) belong to the Text group, allowed on text and search
// inputs only. The W3C checker rejects `<input type="tel" autocomplete="tel-national">`.
const TEL_GROUP = ['tel']
const TEXT_GROUP = [
  'tel-country-code',
  'tel-national',
  'tel-area-code',
  'tel-local',
  'tel-local-prefix',
  'tel-local-suffix',
  'tel-extension',
]
const ALLOWED_ON: Record<string, readonly string[]> = {
  text: [...TEL_GROUP, ...TEXT_GROUP],
  search: [...TEL_GROUP, ...TEXT_GROUP],
  tel: TEL_GROUP,
}

/** The field name of an autocomplete value: its last token, before an optional `webauthn`. */
function fieldName(autocomplete: string): string {
  const tokens = autocomplete.trim().toLowerCase().split(/\s+/)
  if (tokens.at(-1) === 'webauthn') tokens.pop()
  return tokens.at(-1) ?? ''
}

/** Every phone input in `container` whose autocomplete its type does not allow, as "type autocomplete". */
function invalidPhoneFields(container: HTMLElement): string[] {
  return [...container.querySelectorAll('input')]
    .filter((input) => input.type === 'tel' || fieldName(input.autocomplete).startsWith('tel'))
    .filter((input) => !(ALLOWED_ON[input.type] ?? []).includes(fieldName(input.autocomplete)))
    .map((input) => `${input.type} ${input.getAttribute('autocomplete')}`)
}

describe('the phone fields offer autofill with tokens the HTML standard allows', () => {
  it.each([
    ['/register', 'Phone number (optional)'],
    ['/contact', 'Phone number (optional)'],
  ])('on %s', async (path, label) => {
    await renderRoute(path)
    const phone = screen.getByRole('textbox', { name: label })
    // The number beside its own country-code picker: the national part, on a field that may carry it.
    expect(phone.getAttribute('autocomplete')).toBe('tel-national')
    expect(phone.getAttribute('inputmode')).toBe('tel')
    expect(invalidPhoneFields(document.body)).toEqual([])
  })

  it('in the Live Support contact form', async () => {
    const { user } = await renderRoute('/about')
    const panel = await openChatWidget(user)
    const phone = within(panel).getByRole('textbox', { name: 'Phone' })
    expect(phone.getAttribute('autocomplete')).toBe('tel-national')
    expect(phone.getAttribute('inputmode')).toBe('tel')
    expect(invalidPhoneFields(panel)).toEqual([])
  })
})
