import type { APIRequestContext } from '@playwright/test'
import { clickUntilShown, expect, expectNoSeriousA11yViolations, test } from './support'

// The business page, its photo viewer and reviews, and the preview dialog from a listing card.

/** A seeded business with several photos and more than one page (15) of reviews. */
async function busyBusiness(request: APIRequestContext) {
  const list = (await (await request.get('/api/businesses?limit=100')).json()).data
  for (const summary of list) {
    if (summary.reviewCount <= 15) continue
    const { business } = await (await request.get(`/api/businesses/${summary.id}`)).json()
    if (business.images.length > 1) return business
  }
  throw new Error('the seed has no business with several photos and more than 15 reviews')
}

test('the photo viewer steps, counts, loops and closes; reviews load fifteen more', async ({
  page,
  request,
}) => {
  const business = await busyBusiness(request)
  const total = business.images.length
  await page.goto(`/${business.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: business.name.en })).toBeVisible()

  const opener = page.getByRole('button', { name: `Open photo 1 of ${total}` })
  const viewer = page.getByRole('dialog', { name: `Photos of ${business.name.en}` })
  await clickUntilShown(opener, viewer)
  const counter = viewer.getByText(/^\d+ \/ \d+$/)
  await expect(counter).toHaveText(`1 / ${total}`)
  await viewer.getByRole('button', { name: 'Next photo' }).click()
  await expect(counter).toHaveText(`2 / ${total}`)
  await viewer.getByRole('button', { name: 'Previous photo' }).click()
  await viewer.getByRole('button', { name: 'Previous photo' }).click()
  await expect(counter).toHaveText(`${total} / ${total}`)
  await page.keyboard.press('ArrowRight')
  await expect(counter).toHaveText(`1 / ${total}`)
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(opener).toBeFocused()

  const reviews = page.getByRole('region', { name: 'Reviews' }).getByRole('listitem')
  await expect(reviews).toHaveCount(15)
  await page.getByRole('button', { name: 'Load more reviews' }).click()
  await expect(reviews).toHaveCount(Math.min(30, business.reviewCount))
  // The page itself, its reviews shown and no dialog over them: the scan above saw the page behind the viewer.
  await expectNoSeriousA11yViolations(page)
})

test('a listing card opens the preview dialog and links to the page in a new tab', async ({ page }) => {
  await page.goto('/businesses')
  const card = page.getByRole('article').first()
  const link = card.getByRole('link', { name: /\(opens in a new tab\)$/ }).first()
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
  const name = (await card.getByRole('heading').textContent())?.replace(' (opens in a new tab)', '') ?? ''

  const preview = card.getByRole('button', { name: `Preview of ${name}` })
  const dialog = page.getByRole('dialog', { name })
  await clickUntilShown(preview, dialog)
  await expect(dialog.getByRole('heading', { name, exact: true })).toBeVisible()
  await expect(dialog.getByRole('link', { name: /^View details/ })).toHaveAttribute('target', '_blank')
  await expect(dialog.getByRole('table', { name: 'Opening hours' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(preview).toBeFocused()
})
