// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderRoute } from '../support/render-route'

afterEach(cleanup)

// Spec §3: the virtual card the API serves shows as "Save contact" and a QR code with a text alternative.
describe('the virtual card of a business', () => {
  it('offers Save contact and the QR code on the business page', async () => {
    await renderRoute('/meze-taverna')
    const card = await screen.findByRole('region', { name: 'Virtual business card' })
    const save = within(card).getByRole('link', { name: 'Save contact' })
    expect(save.getAttribute('download')).toBe('meze-taverna.vcf')
    expect(decodeURIComponent(save.getAttribute('href') ?? '')).toContain('BEGIN:VCARD')
    expect(within(card).getByRole('img', { name: /QR code of this business's contact card/ })).toBeTruthy()
  })

  it('offers them in the preview dialog, in Greek too', async () => {
    const { user } = await renderRoute('/', { locale: 'el' })
    await user.click(screen.getAllByRole('button', { name: /^Προεπισκόπηση: / })[0]!)
    const dialog = await screen.findByRole('dialog')
    const card = await within(dialog).findByRole('region', { name: 'Ψηφιακή επαγγελματική κάρτα' })
    expect(within(card).getByRole('link', { name: 'Αποθήκευση επαφής' })).toBeTruthy()
    expect(within(card).getByRole('img', { name: /^Κωδικός QR/ })).toBeTruthy()
  })
})
