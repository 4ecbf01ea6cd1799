// @vitest-environment jsdom
import { cleanup, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openChatWidget } from '../support/chat-widget'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

// Spec §4: the country-code picker opens by mouse, touch and keyboard in every form that has it.
async function supportForm() {
  const view = await renderRoute('/about')
  const panel = await openChatWidget(view.user)
  return { ...view, container: panel }
}

async function registerForm() {
  const view = await renderRoute('/register')
  return { ...view, container: document.body }
}

describe.each([
  ['the Live Support form', supportForm],
  ['registration', registerForm],
])('the country-code picker in %s', (_, open) => {
  it('opens with a mouse click and chooses a country by click', async () => {
    const { user, container } = await open()
    const trigger = within(container).getByRole('button', { name: /^Country code/ })
    await user.click(trigger)
    const list = within(container).getByRole('listbox')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    await user.click(within(list).getByRole('option', { name: /Greece/ }))
    expect(within(container).queryByRole('listbox')).toBeNull()
    expect(trigger.textContent).toContain('+30')
  })

  it('keeps the form still while the trigger is pressed, so the release still clicks it', async () => {
    const { user, container } = await open()
    const trigger = within(container).getByRole('button', { name: /^Country code/ })
    const field = within(container).getByRole('textbox', { name: /^Full name/i })
    field.focus()
    const alertsBefore = within(container).queryAllByRole('alert').length
    await user.pointer({ keys: '[MouseLeft>]', target: trigger })
    // The field keeps focus during the press: a blur would show its error and move the trigger in a real layout.
    expect(document.activeElement).toBe(field)
    expect(within(container).queryAllByRole('alert')).toHaveLength(alertsBefore)
    await user.pointer({ keys: '[/MouseLeft]', target: trigger })
    expect(within(container).getByRole('listbox')).toBeTruthy()
  })

  it('opens with a touch tap', async () => {
    const { user, container } = await open()
    const trigger = within(container).getByRole('button', { name: /^Country code/ })
    await user.pointer([{ keys: '[TouchA]', target: trigger }])
    expect(within(container).getByRole('listbox')).toBeTruthy()
  })

  it('opens from the keyboard', async () => {
    const { user, container } = await open()
    const trigger = within(container).getByRole('button', { name: /^Country code/ })
    trigger.focus()
    await user.keyboard('{Enter}')
    expect(within(container).getByRole('listbox')).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(within(container).queryByRole('listbox')).toBeNull()
    await user.keyboard('{ArrowDown}')
    expect(within(container).getByRole('listbox')).toBeTruthy()
  })
})
