import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faqEl } from '../../../src/content/faq/el'
import { faqEn } from '../../../src/content/faq/en'
import { aSignedInUser } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'
import { requester } from './content-api'

type Question = { key: string; groupId: string; question: string; answer: string; language: string }
type Entry = { id: number; key: string; groupId: string; sortOrder: number }

describe('the FAQ', () => {
  let t: TestApp
  let admin: ReturnType<typeof requester>
  let visitor: ReturnType<typeof requester>
  beforeAll(async () => {
    t = await createTestApp('pglite')
    admin = requester(t, (await aSignedInUser(t.deps.db, 'admin')).token)
    visitor = requester(t)
  })
  afterAll(() => t.close())

  const publicFaq = async (lang: string) =>
    (await visitor.get(`/api/faq?lang=${lang}`)).json().data as Question[]
  const entries = async () => (await admin.get('/api/admin/faq')).json().data as Entry[]
  const anEntry = (overrides: object = {}) => ({
    key: 'parking',
    groupId: 'visitors',
    question: { en: 'Is parking shown?', el: 'Φαίνεται το πάρκινγκ;' },
    answer: { en: 'Yes, on each business page.' },
    link: { to: '/businesses/map', label: { en: 'Open the map' } },
    isPublished: true,
    ...overrides,
  })

  it('serves on a fresh start the questions the page had, in their groups and order', async () => {
    const response = await visitor.get('/api/faq?lang=el')
    expectMatchesContract('listFaq', response)
    const expected = faqEl.groups.flatMap((g) =>
      g.items.map((i) => ({ key: i.id, groupId: g.id, question: i.question })),
    )
    expect(
      response.json().data.map((q: Question) => ({ key: q.key, groupId: q.groupId, question: q.question })),
    ).toEqual(expected)
  })

  it('falls back to English when the requested language is missing, with question and answer in one language', async () => {
    const created = await admin.post('/api/admin/faq', anEntry())
    expectMatchesContract('createFaqEntry', created)
    expect(created.statusCode).toBe(201)
    const greek = (await publicFaq('el')).find((q) => q.key === 'parking')
    // Greek has a question but no answer: the whole entry comes in English.
    expect(greek).toMatchObject({
      language: 'en',
      question: 'Is parking shown?',
      answer: 'Yes, on each business page.',
    })
    const russian = (await publicFaq('ru')).find((q) => q.key === 'parking')
    expect(russian).toMatchObject({ language: 'en', link: { to: '/businesses/map', label: 'Open the map' } })
  })

  it('shows an edit at once, even after the page was read (the cache follows the write)', async () => {
    const before = await publicFaq('en')
    expect(before[0]!.question).toBe(faqEn.groups[0]!.items[0]!.question)
    const [first] = await entries()
    const edited = await admin.put(
      `/api/admin/faq/${first!.id}`,
      anEntry({
        key: first!.key,
        question: { en: 'Is the portal free?' },
        answer: { en: 'Yes.' },
        link: null,
      }),
    )
    expectMatchesContract('updateFaqEntry', edited)
    expect((await publicFaq('en'))[0]!.question).toBe('Is the portal free?')
    const [entry] = (await admin.get(`/api/admin/audit?entity=faq:${first!.id}`)).json().data
    expect(entry.before.question.en).toBe(faqEn.groups[0]!.items[0]!.question)
  })

  it('hides an unpublished question from the page but keeps it for the admin', async () => {
    const parking = (await entries()).find((e) => e.key === 'parking')!
    await admin.put(`/api/admin/faq/${parking.id}`, anEntry({ isPublished: false }))
    expect((await publicFaq('en')).map((q) => q.key)).not.toContain('parking')
    expect((await entries()).map((e) => e.key)).toContain('parking')
  })

  it('reorders a group and refuses an order that leaves a question out', async () => {
    const owners = (await entries()).filter((e) => e.groupId === 'owners').map((e) => e.id)
    const reordered = await admin.put('/api/admin/faq/order', {
      groupId: 'owners',
      ids: [...owners].reverse(),
    })
    expectMatchesContract('reorderFaq', reordered)
    expect(reordered.json().data.map((e: Entry) => e.id)).toEqual([...owners].reverse())
    const ownerKeys = (await publicFaq('en')).filter((q) => q.groupId === 'owners').map((q) => q.key)
    expect(ownerKeys[0]).toBe(faqEn.groups[1]!.items.at(-1)!.id)
    const partial = await admin.put('/api/admin/faq/order', { groupId: 'owners', ids: owners.slice(1) })
    expect(partial.json().code).toBe('ORDER_MISMATCH')
  })

  it('refuses a key in use and removes an entry', async () => {
    expect((await admin.post('/api/admin/faq', anEntry({ key: 'cost' }))).json().code).toBe('FAQ_KEY_TAKEN')
    const parking = (await entries()).find((e) => e.key === 'parking')!
    const removed = await admin.delete(`/api/admin/faq/${parking.id}`)
    expectMatchesContract('deleteFaqEntry', removed)
    expect((await entries()).map((e) => e.key)).not.toContain('parking')
  })

  it('answers 401 without a session and 403 for a user', async () => {
    expect((await visitor.get('/api/admin/faq')).statusCode).toBe(401)
    const user = requester(t, (await aSignedInUser(t.deps.db, 'user')).token)
    expect((await user.post('/api/admin/faq', anEntry({ key: 'other' }))).statusCode).toBe(403)
  })
})
