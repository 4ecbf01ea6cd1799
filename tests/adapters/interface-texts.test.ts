import { describe, expect, it } from 'vitest'
import { fetchInterfaceTexts } from '@/adapters/api/interface-texts'

const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe("the first page's interface texts", () => {
  it("fetch the language's table from the URL the page preloads", async () => {
    const urls: string[] = []
    const table = await fetchInterfaceTexts(async (url) => {
      urls.push(url)
      return answer({ success: true, data: { 'nav.blog': 'Блог' }, language: 'ru' })()
    }, 'ru')
    expect(table).toEqual({ 'nav.blog': 'Блог' })
    expect(urls).toEqual(['/api/translations/ui/ru'])
  })

  it('reject a failed answer, so the page falls back to English', async () => {
    await expect(
      fetchInterfaceTexts(answer({ success: false, error: 'Busy', code: 'RATE_LIMITED' }, 429), 'el'),
    ).rejects.toThrow('429')
  })

  it('reject an answer that is not a table of texts', async () => {
    await expect(fetchInterfaceTexts(answer({ success: true, data: ['x'] }), 'el')).rejects.toThrow()
    await expect(fetchInterfaceTexts(answer({ success: true, data: { a: 1 } }), 'el')).rejects.toThrow()
    await expect(
      fetchInterfaceTexts(async () => new Response('<html>', { status: 200 }), 'el'),
    ).rejects.toThrow()
  })
})
