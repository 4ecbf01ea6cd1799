import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aSignedInUser } from '../../support/accounts'
import { expectMatchesContract } from '../../support/contract'
import { createTestApp, type TestApp } from '../../support/test-app'
import { requester } from './content-api'

type Node = { id: number; slug: string; name: { en?: string }; sortOrder: number; children?: Node[] }

describe("the admin's category tree", () => {
  let t: TestApp
  let admin: ReturnType<typeof requester>
  let visitor: ReturnType<typeof requester>
  beforeAll(async () => {
    t = await createTestApp('pglite')
    admin = requester(t, (await aSignedInUser(t.deps.db, 'admin')).token)
    visitor = requester(t)
  })
  afterAll(() => t.close())

  const newCategory = (overrides: object = {}) => ({
    slug: 'yacht-charters',
    name: { en: 'Yacht charters', el: 'Ναύλωση σκαφών', ru: 'Аренда яхт' },
    parentId: null,
    color: '#1a6b8f',
    icon: 'ship',
    ...overrides,
  })
  const publicTree = async () =>
    (await visitor.get('/api/businesses/categories?hierarchical=true')).json().data as Node[]

  it('adds a category that the public tree shows at once, after its siblings', async () => {
    const before = await publicTree()
    const created = await admin.post('/api/admin/categories', newCategory())
    expectMatchesContract('createCategory', created)
    expect(created.statusCode).toBe(201)
    const after = await publicTree()
    expect(after.map((c) => c.slug)).toEqual([...before.map((c) => c.slug), 'yacht-charters'])
  })

  it('edits names, colour and icon, and moves a category under a parent', async () => {
    const [parent] = await publicTree()
    const id = (await admin.post('/api/admin/categories', newCategory({ slug: 'sailing-schools' }))).json()
      .data.id
    const edited = await admin.put(
      `/api/admin/categories/${id}`,
      newCategory({
        slug: 'sailing-schools',
        name: { en: 'Sailing schools' },
        parentId: parent!.id,
        color: '#000000',
      }),
    )
    expectMatchesContract('updateCategory', edited)
    expect(edited.json().data).toMatchObject({
      parentId: parent!.id,
      color: '#000000',
      path: `${parent!.slug}/sailing-schools`,
    })
    const tree = await publicTree()
    expect(tree.find((c) => c.id === parent!.id)?.children?.map((c) => c.slug)).toContain('sailing-schools')
  })

  it('refuses a slug in use and a move under its own subcategory', async () => {
    const [top] = await publicTree()
    const taken = await admin.post('/api/admin/categories', newCategory({ slug: top!.slug }))
    expect(taken.statusCode).toBe(409)
    expect(taken.json().code).toBe('CATEGORY_SLUG_TAKEN')
    const child = top!.children![0]!
    const cycle = await admin.put(
      `/api/admin/categories/${top!.id}`,
      newCategory({ slug: top!.slug, parentId: child.id }),
    )
    expect(cycle.statusCode).toBe(409)
    expect(cycle.json().code).toBe('CATEGORY_CYCLE')
  })

  it('refuses to remove a category that businesses or subcategories use, saying why', async () => {
    const [top] = await publicTree()
    const refused = await admin.delete(`/api/admin/categories/${top!.id}`)
    expectMatchesContract('deleteCategory', refused)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'CATEGORY_IN_USE',
      error: expect.stringMatching(/subcategor/),
    })
  })

  it('removes an unused category', async () => {
    const id = (await admin.post('/api/admin/categories', newCategory({ slug: 'to-remove' }))).json().data.id
    const removed = await admin.delete(`/api/admin/categories/${id}`)
    expect(removed.json()).toEqual({ success: true, data: { id } })
    expect((await publicTree()).map((c) => c.slug)).not.toContain('to-remove')
  })

  it('reorders the siblings of one parent, and refuses an order that leaves one out', async () => {
    const top = await publicTree()
    const reversed = top.map((c) => c.id).reverse()
    const reordered = await admin.put('/api/admin/categories/order', { parentId: null, ids: reversed })
    expectMatchesContract('reorderCategories', reordered)
    expect((await publicTree()).map((c) => c.id)).toEqual(reversed)
    const partial = await admin.put('/api/admin/categories/order', { parentId: null, ids: reversed.slice(1) })
    expect(partial.statusCode).toBe(409)
    expect(partial.json().code).toBe('ORDER_MISMATCH')
  })

  it('records the change with the state before', async () => {
    const [top] = await publicTree()
    await admin.put(
      `/api/admin/categories/${top!.id}`,
      newCategory({ slug: top!.slug, name: { en: 'Renamed' } }),
    )
    const [entry] = (await admin.get(`/api/admin/audit?entity=category:${top!.id}`)).json().data
    expect(entry).toMatchObject({
      action: 'updateCategory',
      before: { name: top!.name },
      after: { name: { en: 'Renamed' } },
    })
  })

  it('refuses half a surrogate pair with 400, as the database could not store it', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: {
        authorization: `Bearer ${(await aSignedInUser(t.deps.db, 'admin')).token}`,
        'content-type': 'application/json',
      },
      payload: '{"slug":"half","name":{"en":"\\ud800"},"parentId":null,"color":"#112233","icon":null}',
    })
    expect(refused.statusCode).toBe(400)
  })

  it('answers 401 without a session and 403 for a user', async () => {
    expect((await visitor.post('/api/admin/categories', newCategory({ slug: 'x' }))).statusCode).toBe(401)
    const user = requester(t, (await aSignedInUser(t.deps.db, 'user')).token)
    expect((await user.post('/api/admin/categories', newCategory({ slug: 'x' }))).statusCode).toBe(403)
  })
})
