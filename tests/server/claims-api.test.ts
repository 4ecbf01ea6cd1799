import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses, claims, users } from '../../server/db/schema'
import { createLocalDiskStorage } from '../../server/services/storage/local-disk-storage.adapter'
import { aSignedInUser, lastMailTo } from '../support/accounts'
import { expectMatchesContract } from '../support/contract'
import { createTestApp, type TestApp } from '../support/test-app'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n', 'latin1')
// A Windows executable starts with "MZ": renamed to .pdf and sent as application/pdf, it is still refused.
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00', 'latin1'), Buffer.alloc(200)])
const NOW = new Date('2026-11-22T10:00:00Z')

type Signed = Awaited<ReturnType<typeof aSignedInUser>>

describe('claiming a business', () => {
  let t: TestApp
  let now = NOW
  let business: { id: number; email: string; phone: string }
  let otherBusiness: { id: number; email: string; phone: string }
  let noEmailBusiness: number
  let admin: Signed

  beforeAll(async () => {
    const uploads = await mkdtemp(join(tmpdir(), 'claims-test-'))
    t = await createTestApp('pglite', { storage: createLocalDiskStorage(uploads), clock: () => now })
    const rows = await t.deps.db
      .select({ id: businesses.id, email: businesses.email, phone: businesses.phone })
      .from(businesses)
      .where(and(isNotNull(businesses.email), isNotNull(businesses.phone), eq(businesses.status, 'approved')))
      .orderBy(asc(businesses.id))
      .limit(2)
    const [first, second] = rows
    if (!first?.email || !first.phone || !second?.email || !second.phone)
      throw new Error('no seeded contacts')
    business = { id: first.id, email: first.email, phone: first.phone }
    otherBusiness = { id: second.id, email: second.email, phone: second.phone }
    const [third] = await t.deps.db
      .select({ id: businesses.id })
      .from(businesses)
      .where(isNull(businesses.ownerId))
      .orderBy(asc(businesses.id))
      .offset(5)
      .limit(1)
    if (!third) throw new Error('no third business')
    await t.deps.db.update(businesses).set({ email: null }).where(eq(businesses.id, third.id))
    noEmailBusiness = third.id
    admin = await aSignedInUser(t.deps.db, 'admin')
  })
  afterAll(() => t.close())

  const call = (method: string, url: string, who: Signed | null, payload?: object) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      ...(payload ? { payload } : {}),
    })
  const claim = (who: Signed, businessId: number, method: string) =>
    call('POST', '/api/claims', who, { businessId, method })
  const upload = async (who: Signed, claimId: number, bytes: Buffer, type: string, name: string) => {
    const data = new FormData()
    data.set('document', new Blob([new Uint8Array(bytes)], { type }), name)
    const encoded = new Response(data)
    return t.app.inject({
      method: 'POST',
      url: `/api/claims/${claimId}/document`,
      headers: {
        authorization: `Bearer ${who.token}`,
        'content-type': encoded.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await encoded.arrayBuffer()),
    })
  }
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? ''
  const roleOf = async (id: number) =>
    (await t.deps.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role
  const ownerOf = async (id: number) =>
    (await t.deps.db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, id)))[0]
      ?.ownerId

  it('claims with a code mailed to the business, verifies it, and the approval makes the claimant the owner', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    const created = await claim(user, business.id, 'email')
    expectMatchesContract('createClaim', created)
    expect(created.statusCode).toBe(201)
    const { id, status } = created.json().data
    expect(status).toBe('pending')

    // The code goes to the business's address, never to the claimant's; only its HMAC is stored.
    expect(await lastMailTo(t.deps.db, user.user.email)).toBeNull()
    const mail = await lastMailTo(t.deps.db, business.email)
    const code = codeIn(mail?.body ?? '')
    expect(code).toMatch(/^\d{6}$/)
    const [row] = await t.deps.db.select().from(claims).where(eq(claims.id, id))
    expect(row?.codeHash).not.toContain(code)

    const verified = await call('POST', `/api/claims/${id}/verify`, user, { code })
    expectMatchesContract('verifyClaim', verified)
    expect(verified.json().data).toMatchObject({ status: 'verified', method: 'email' })

    const queue = await call('GET', '/api/admin/claims', admin)
    expectMatchesContract('listAdminClaims', queue)
    const item = queue.json().data.find((c: { id: number }) => c.id === id)
    expect(item).toMatchObject({ isCodeVerified: true, isConflict: false, claimant: { id: user.user.id } })

    const decided = await call('POST', `/api/admin/claims/${id}/decision`, admin, { decision: 'approve' })
    expectMatchesContract('decideClaim', decided)
    expect(decided.json().data.status).toBe('approved')
    expect(await ownerOf(business.id)).toBe(user.user.id)
    expect(await roleOf(user.user.id)).toBe('business_owner')
    // Nothing is revoked: the claimant's session still works.
    expect((await call('GET', '/api/claims/mine', user)).statusCode).toBe(200)
    expect((await lastMailTo(t.deps.db, user.user.email))?.kind).toBe('claim-approved')

    // An owner cannot claim their own business again.
    expect((await claim(user, business.id, 'phone')).json().code).toBe('ALREADY_OWNER')
  })

  it('sends the phone code as a text to the business phone, through the outbox', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    const created = await claim(user, otherBusiness.id, 'phone')
    expect(created.statusCode).toBe(201)
    const sms = await lastMailTo(t.deps.db, otherBusiness.phone)
    expect(sms?.kind).toBe('sms:claim-code')
    const mine = await call('GET', '/api/claims/mine', user)
    expectMatchesContract('listMyClaims', mine)
    expect(mine.json().data[0]).toMatchObject({ method: 'phone', status: 'pending' })
    expect(mine.json().data[0].sentTo).toMatch(/^•••• \d{4}$/)
  })

  it('refuses the email method when the business has no email, and a second open claim', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    const noEmail = await claim(user, noEmailBusiness, 'email')
    expectMatchesContract('createClaim', noEmail)
    expect(noEmail.statusCode).toBe(400)
    expect(noEmail.json().code).toBe('METHOD_UNAVAILABLE')
    expect((await claim(user, otherBusiness.id, 'document')).statusCode).toBe(201)
    const twice = await claim(user, otherBusiness.id, 'email')
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('CLAIM_OPEN')
  })

  it('counts wrong codes, ends the code after five, and lets a new one through after a minute', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    const { id } = (await claim(user, otherBusiness.id, 'email')).json().data
    const code = codeIn((await lastMailTo(t.deps.db, otherBusiness.email))?.body ?? '')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const answer = await call('POST', `/api/claims/${id}/verify`, user, { code: wrong })
      expectMatchesContract('verifyClaim', answer)
      expect(answer.json().code).toBe('WRONG_CODE')
    }
    const locked = await call('POST', `/api/claims/${id}/verify`, user, { code })
    expectMatchesContract('verifyClaim', locked)
    expect(locked.statusCode).toBe(429)

    const tooSoon = await call('POST', `/api/claims/${id}/resend`, user)
    expectMatchesContract('resendClaimCode', tooSoon)
    expect(tooSoon.statusCode).toBe(429)
    now = new Date(NOW.getTime() + 61_000)
    const resent = await call('POST', `/api/claims/${id}/resend`, user)
    expect(resent.statusCode).toBe(200)
    const fresh = codeIn((await lastMailTo(t.deps.db, otherBusiness.email))?.body ?? '')
    expect((await call('POST', `/api/claims/${id}/verify`, user, { code: fresh })).json().data.status).toBe(
      'verified',
    )
    now = NOW
  })

  it('refuses a code after its 15 minutes', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    const { id } = (await claim(user, otherBusiness.id, 'email')).json().data
    const code = codeIn((await lastMailTo(t.deps.db, otherBusiness.email))?.body ?? '')
    now = new Date(NOW.getTime() + 15 * 60_000 + 1)
    const late = await call('POST', `/api/claims/${id}/verify`, user, { code })
    now = NOW
    expect(late.statusCode).toBe(400)
    expect(late.json().code).toBe('CODE_EXPIRED')
  })

  it('takes a PDF document by its bytes, refuses an executable renamed .pdf, and shows it only to admins', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    const { id } = (await claim(user, business.id, 'document')).json().data
    const exe = await upload(user, id, EXE, 'application/pdf', 'deed.pdf')
    expectMatchesContract('uploadClaimDocument', exe)
    expect(exe.statusCode).toBe(415)
    expect(exe.json().code).toBe('UNSUPPORTED_DOCUMENT_TYPE')

    // An admin cannot approve a document claim before the document arrives.
    const early = await call('POST', `/api/admin/claims/${id}/decision`, admin, { decision: 'approve' })
    expect(early.json().code).toBe('CLAIM_NOT_DECIDABLE')

    const pdf = await upload(user, id, PDF, 'application/octet-stream', 'deed.bin')
    expectMatchesContract('uploadClaimDocument', pdf)
    expect(pdf.json().data).toMatchObject({ hasDocument: true, status: 'pending' })

    const asAdmin = await call('GET', `/api/admin/claims/${id}/document`, admin)
    expectMatchesContract('getClaimDocument', asAdmin)
    expect(asAdmin.json().data.contentType).toBe('application/pdf')
    expect(Buffer.from(asAdmin.json().data.base64, 'base64').equals(PDF)).toBe(true)
    expect((await call('GET', `/api/admin/claims/${id}/document`, user)).statusCode).toBe(403)
    const [row] = await t.deps.db.select().from(claims).where(eq(claims.id, id))
    expect((await t.app.inject({ url: `/media/uploads/${row?.documentKey}` })).statusCode).toBe(404)
  })

  it('refuses a document over 10 MB', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    const { id } = (await claim(user, otherBusiness.id, 'document')).json().data
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])
    const answer = await upload(user, id, big, 'application/pdf', 'big.pdf')
    expectMatchesContract('uploadClaimDocument', answer)
    expect(answer.statusCode).toBe(413)
  })

  it('shows a claim on an owned business as a conflict, and approving it moves ownership', async () => {
    const owner = await aSignedInUser(t.deps.db, 'business_owner')
    await t.deps.db
      .update(businesses)
      .set({ ownerId: owner.user.id })
      .where(eq(businesses.id, otherBusiness.id))
    const rival = await aSignedInUser(t.deps.db, 'user')
    const { id } = (await claim(rival, otherBusiness.id, 'document')).json().data
    await upload(rival, id, PDF, 'application/pdf', 'deed.pdf')
    const item = (await call('GET', '/api/admin/claims?status=pending', admin))
      .json()
      .data.find((c: { id: number }) => c.id === id)
    expect(item).toMatchObject({ isConflict: true, business: { owner: { id: owner.user.id } } })
    await call('POST', `/api/admin/claims/${id}/decision`, admin, { decision: 'approve' })
    expect(await ownerOf(otherBusiness.id)).toBe(rival.user.id)
    // An admin who claims stays an admin; a former owner keeps the role for their other businesses.
    expect(await roleOf(owner.user.id)).toBe('business_owner')
  })

  it('needs a reason to reject, and mails the reason in the claimant’s language', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    await t.deps.db.update(users).set({ language: 'el' }).where(eq(users.id, user.user.id))
    const { id } = (await claim(user, business.id, 'document')).json().data
    const noReason = await call('POST', `/api/admin/claims/${id}/decision`, admin, { decision: 'reject' })
    expectMatchesContract('decideClaim', noReason)
    expect(noReason.json().code).toBe('REASON_REQUIRED')
    const rejected = await call('POST', `/api/admin/claims/${id}/decision`, admin, {
      decision: 'reject',
      reason: 'The document is not legible.',
    })
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The document is not legible.',
    })
    const mail = await lastMailTo(t.deps.db, user.user.email)
    expect(mail).toMatchObject({ kind: 'claim-rejected', language: 'el' })
    expect(mail?.body).toContain('The document is not legible.')
    expect(mail?.subject).toMatch(/δεν εγκρίθηκε/)
    const mine = (await call('GET', '/api/claims/mine', user)).json().data
    expect(mine[0]).toMatchObject({ status: 'rejected', rejectionReason: 'The document is not legible.' })
    const again = await call('POST', `/api/admin/claims/${id}/decision`, admin, { decision: 'approve' })
    expect(again.statusCode).toBe(409)
  })

  it("never lets another user verify, resend, upload to or see someone's claim", async () => {
    const a = await aSignedInUser(t.deps.db, 'user')
    const b = await aSignedInUser(t.deps.db, 'user')
    const { id } = (await claim(a, otherBusiness.id, 'email')).json().data
    const code = codeIn((await lastMailTo(t.deps.db, otherBusiness.email))?.body ?? '')
    expect((await call('POST', `/api/claims/${id}/verify`, b, { code })).statusCode).toBe(404)
    expect((await call('POST', `/api/claims/${id}/resend`, b)).statusCode).toBe(404)
    expect((await upload(b, id, PDF, 'application/pdf', 'x.pdf')).statusCode).toBe(404)
    expect((await call('GET', '/api/claims/mine', b)).json().data).toEqual([])
    expect((await call('GET', '/api/admin/claims', b)).statusCode).toBe(403)
    expect(
      (await call('POST', `/api/admin/claims/${id}/decision`, b, { decision: 'approve' })).statusCode,
    ).toBe(403)
    // A's claim is untouched by B's tries.
    const [row] = await t.deps.db.select().from(claims).where(eq(claims.id, id))
    expect(row).toMatchObject({ status: 'pending', codeTries: 0 })
  })

  it('lets one account open ten claims a day, so nobody sends codes to the whole directory', async () => {
    const user = await aSignedInUser(t.deps.db, 'user')
    const ids = (
      await t.deps.db
        .select({ id: businesses.id })
        .from(businesses)
        .where(eq(businesses.status, 'approved'))
        .orderBy(asc(businesses.id))
        .offset(20)
        .limit(11)
    ).map((r) => r.id)
    for (const id of ids.slice(0, 10)) expect((await claim(user, id, 'document')).statusCode).toBe(201)
    const eleventh = await claim(user, ids[10] ?? 0, 'document')
    expectMatchesContract('createClaim', eleventh)
    expect(eleventh.statusCode).toBe(429)
  })

  it('asks for a session', async () => {
    expect(
      (await call('POST', '/api/claims', null, { businessId: business.id, method: 'email' })).statusCode,
    ).toBe(401)
  })
})

describe('deciding added businesses', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  const call = (method: string, url: string, token: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, payload })

  it('publishes an approved business and makes its creator an owner; a rejection keeps it hidden with the reason', async () => {
    const admin = await aSignedInUser(t.deps.db, 'admin')
    const creator = await aSignedInUser(t.deps.db, 'user')
    const ids = (
      await t.deps.db.select({ id: businesses.id }).from(businesses).orderBy(asc(businesses.id)).limit(2)
    ).map((r) => r.id)
    for (const id of ids)
      await t.deps.db
        .update(businesses)
        .set({ status: 'pending_review', ownerId: creator.user.id })
        .where(eq(businesses.id, id))
    const [first = 0, second = 0] = ids

    const queue = await call('GET', '/api/admin/businesses?status=pending_review', admin.token)
    expectMatchesContract('listAdminBusinesses', queue)
    expect(queue.json().data.map((l: { business: { id: number } }) => l.business.id)).toEqual(
      expect.arrayContaining(ids),
    )

    const approved = await call('POST', `/api/admin/businesses/${first}/decision`, admin.token, {
      decision: 'approve',
    })
    expectMatchesContract('decideBusiness', approved)
    expect(approved.json().data.business.status).toBe('approved')
    expect((await t.app.inject({ url: `/api/businesses/${first}` })).statusCode).toBe(200)
    const [creatorRow] = await t.deps.db.select().from(users).where(eq(users.id, creator.user.id))
    expect(creatorRow?.role).toBe('business_owner')
    expect((await lastMailTo(t.deps.db, creator.user.email))?.kind).toBe('listing-approved')

    const rejected = await call('POST', `/api/admin/businesses/${second}/decision`, admin.token, {
      decision: 'reject',
      reason: 'The address is not in Cyprus.',
    })
    expect(rejected.json().data).toMatchObject({
      business: { status: 'rejected' },
      rejectionReason: 'The address is not in Cyprus.',
    })
    expect((await lastMailTo(t.deps.db, creator.user.email))?.body).toContain('The address is not in Cyprus.')
    const twice = await call('POST', `/api/admin/businesses/${second}/decision`, admin.token, {
      decision: 'approve',
    })
    expect(twice.json().code).toBe('LISTING_NOT_IN_REVIEW')
  })
})
