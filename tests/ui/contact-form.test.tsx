// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeContact, fakePorts } from '../support/fakes'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

async function openContact(contact = fakeContact(), locale: 'en' | 'el' | 'ru' = 'en') {
  const view = await renderRoute('/contact', { ports: fakePorts({ contact }), locale })
  const form = within(
    screen.getByRole('region', { name: /Send us a message|Στείλτε μας μήνυμα|Напишите нам/ }),
  )
  return { ...view, form, contact }
}

/** The form's own status, not the voice field's live region beside the message. */
const formStatus = (form: ReturnType<typeof within>) =>
  waitFor(() => {
    const status = form
      .getAllByRole('status')
      .find((element: HTMLElement) => !element.closest('.voice-field'))
    if (!status) throw new Error('no form status yet')
    return status
  })

async function fillIn({ user, form }: Awaited<ReturnType<typeof openContact>>) {
  await user.type(form.getByRole('textbox', { name: 'Your name *' }), 'Eleni Georgiou')
  await user.type(form.getByRole('textbox', { name: 'Your email *' }), 'eleni@example.cy')
  await user.selectOptions(form.getByRole('combobox', { name: 'Topic *' }), 'listing')
  await user.type(
    form.getByRole('textbox', { name: 'Message *' }),
    'The opening hours of my bakery are wrong.',
  )
}

describe('the contact form', () => {
  it('shows inline errors tied to their fields and focuses the first, without sending', async () => {
    const view = await openContact()
    await view.user.type(view.form.getByRole('textbox', { name: 'Your email *' }), 'not-an-address')
    await view.user.click(view.form.getByRole('button', { name: 'Send message' }))
    const name = view.form.getByRole('textbox', { name: 'Your name *' })
    expect(document.activeElement).toBe(name)
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(name.getAttribute('aria-describedby')).toContain(`${name.id}-error`)
    expect(document.getElementById(`${name.id}-error`)?.textContent).toBe('Please enter your name.')
    expect(view.form.getByText('Please enter a valid email address.')).toBeTruthy()
    expect(view.form.getByText('Please choose a topic.')).toBeTruthy()
    expect(view.form.getByText('Please write your message.')).toBeTruthy()
    expect(view.contact.sent).toEqual([])
  })

  it('sends the message in the page language and says so in a status', async () => {
    const view = await openContact()
    await fillIn(view)
    await view.user.click(view.form.getByRole('button', { name: 'Send message' }))
    const status = await formStatus(view.form)
    expect(status.textContent).toContain('Your message has been sent')
    expect(view.contact.sent).toEqual([
      {
        name: 'Eleni Georgiou',
        email: 'eleni@example.cy',
        topic: 'listing',
        message: 'The opening hours of my bakery are wrong.',
        language: 'en',
      },
    ])
    expect((view.form.getByRole('textbox', { name: 'Your name *' }) as HTMLInputElement).value).toBe('')
  })

  it('sends the phone number with its country code when one is given', async () => {
    const view = await openContact()
    await fillIn(view)
    await view.user.type(view.form.getByRole('textbox', { name: 'Phone number (optional)' }), '99 123456')
    await view.user.click(view.form.getByRole('button', { name: 'Send message' }))
    await formStatus(view.form)
    expect(view.contact.sent[0]).toMatchObject({ phone: '99 123456', countryCode: '+357' })
  })

  it.each([
    ['failed', 'Your message could not be sent'],
    ['rate-limited', 'several messages in a short time'],
    ['network', 'Network error occurred'],
  ] as const)('announces a %s outcome as an alert and keeps what was typed', async (outcome, text) => {
    const view = await openContact(fakeContact(outcome))
    await fillIn(view)
    await view.user.click(view.form.getByRole('button', { name: 'Send message' }))
    expect((await view.form.findByRole('alert')).textContent).toContain(text)
    expect((view.form.getByRole('textbox', { name: 'Your name *' }) as HTMLInputElement).value).toBe(
      'Eleni Georgiou',
    )
  })

  it('is labelled in Russian on the Russian page and sends in Russian', async () => {
    const view = await openContact(fakeContact(), 'ru')
    await view.user.type(view.form.getByRole('textbox', { name: 'Ваше имя *' }), 'Ольга')
    await view.user.type(view.form.getByRole('textbox', { name: 'Ваш email *' }), 'olga@example.cy')
    await view.user.selectOptions(view.form.getByRole('combobox', { name: 'Тема *' }), 'advertising')
    await view.user.type(view.form.getByRole('textbox', { name: 'Сообщение *' }), 'Хочу узнать о тарифах.')
    await view.user.click(view.form.getByRole('button', { name: 'Отправить' }))
    expect((await formStatus(view.form)).textContent).toContain('Спасибо')
    expect(view.contact.sent[0]?.language).toBe('ru')
  })

  it('keeps the Book a call link to the scheduling chat', async () => {
    await openContact()
    const link = screen.getByRole('link', { name: 'Book a call' })
    expect(link.getAttribute('href')).toBe('/contact?openChat=scheduling')
  })
})
