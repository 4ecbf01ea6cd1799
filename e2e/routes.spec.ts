import { expect, sampleData, test } from './support'

// Spec §2 route table: every route answers 200 with its page heading in the HTML the server sends.
test('every route of the spec answers 200 with a page heading rendered on the server', async ({
  request,
}) => {
  const { business, article, category, blogCategory } = await sampleData(request)
  const routes = [
    '/',
    '/about',
    '/advertise',
    '/contact',
    '/faq-guides',
    '/businesses',
    `/businesses/${business.id}`,
    `/businesses/${business.categories[0].path.split('/')[0]}/${business.slug}`,
    '/blog',
    `/blog/${article.id}`,
    `/blog/${article.category.slug}/${article.slug}`,
    '/categories',
    `/categories/${category.slug}`,
    `/categories/${category.path}/${category.children[0].slug}`,
    '/blog-categories',
    `/blog-categories/${blogCategory.slug}`,
    '/login?redirect=/businesses',
    '/register',
    '/verify-email',
    '/forgot-password',
    '/reset-password',
    '/profile',
    '/profile/1',
    '/business-portal',
    '/claim-business',
    '/add-business',
    '/admin',
    '/career',
    '/the-ai-powered-marketer-business-adviser',
    '/interactive-sitemap',
    '/unsubscribe',
    '/terms-and-conditions',
    `/${business.slug}`,
  ]
  const scripts = { en: /[A-Za-z]/, el: /[\u0370-\u03ff]/, ru: /[\u0400-\u04ff]/ }
  for (const route of routes) {
    for (const [lang, letters] of Object.entries(scripts)) {
      const url = `${route}${route.includes('?') ? '&' : '?'}lang=${lang}`
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()['content-type'], url).toMatch(/^text\/html/)
      const html = await response.text()
      expect(html, url).toContain(`<html lang="${lang}"`)
      const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
      expect(heading, `${url} has a heading in its language`).toMatch(letters)
    }
  }
})

test('an unknown path answers 404 with the not-found page', async ({ request, page }) => {
  for (const path of [
    '/no-such-page-anywhere',
    '/businesses/999999',
    '/categories/no-such-category',
    '/a/b/c/d',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
  }
  const response = await page.goto('/definitely/not/here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i)
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible()
})

test('robots.txt and the favicon are real files, not the app page', async ({ page, request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  expect(await robots.text()).toContain('User-agent')
  const favicon = await request.get('/favicon.ico')
  expect(favicon.headers()['content-type']).toMatch(/^image\//)
  // The icon the pages name is a PNG: an SVG icon is a document of its own on the page's main thread.
  await page.goto('/about')
  const href = await page.locator('link[rel="icon"]').getAttribute('href')
  const icon = await request.get(href ?? '')
  expect(icon.headers()['content-type']).toBe('image/png')
})
