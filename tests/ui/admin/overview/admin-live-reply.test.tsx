// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@domain/errors'
import { fakeAdmin } from '../../../support/fakes'
import { signedInAdminPorts } from '../../../support/admin-session'
import { renderRoute } from '../../../support/render-route'

async function openConversation(ports = signedInAdminPorts()) {
  const view = await renderRoute('/admin', { ports })
  await view.user.click(
    // The first render loads the code-split admin page: give it longer than the default second.
    await screen.findByRole(
      'button',
      { name: 'Read the conversation with Andreas Christou' },
      { timeout: 5000 },
    ),
  )
  const conversation = (
    await screen.findByRole('heading', { name: 'Conversation with Andreas Christou' })
  ).closest('section')!
  return { ...view, conversation }
}

describe("the admin's reply in a Live Support conversation", () => {
  afterEach(cleanup)

  it('sends a reply from the keyboard, shows it as the support team, announces it and refocuses the field', async () => {
    const { user, conversation } = await openConversation()
    const field = within(conversation).getByRole('textbox', { name: 'Your reply to Andreas Christou' })
    await user.click(field)
    await user.keyboard('Καλησπέρα, πώς μπορώ να βοηθήσω;')
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(await within(conversation).findByRole('status')).toHaveProperty(
      'textContent',
      'The reply is sent.',
    )
    expect(await within(conversation).findByText('Καλησπέρα, πώς μπορώ να βοηθήσω;')).toBeTruthy()
    expect(within(conversation).getByText('Support team:')).toBeTruthy()
    expect((field as HTMLTextAreaElement).value).toBe('')
    expect(document.activeElement).toBe(field)
  })

  it('says when the reply could not be sent and keeps the text', async () => {
    const admin = fakeAdmin()
    admin.replyToLiveChat = async () => {
      throw new ApiError('admin.unavailable', 500)
    }
    const { user, conversation } = await openConversation(signedInAdminPorts({ admin }))
    const field = within(conversation).getByRole('textbox', { name: 'Your reply to Andreas Christou' })
    await user.type(field, 'Hello')
    await user.click(within(conversation).getByRole('button', { name: 'Send the reply' }))
    expect(await within(conversation).findByRole('alert')).toHaveProperty(
      'textContent',
      'The reply could not be sent. Try again.',
    )
    expect((field as HTMLTextAreaElement).value).toBe('Hello')
    expect(document.activeElement).toBe(field)
  })
})
