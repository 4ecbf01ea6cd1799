import { BASIC_PLAN } from '@domain/plans/plan-features'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContract, servedContract } from '../../server/contract'
import { businesses, reviews, type UserRole } from '../../server/db/schema'
import { GENERATION_WORKFLOWS } from '../../server/services/chat-engine/chat-engine.port'
import { aSignedInUser } from '../support/accounts'
import { createTestApp, type TestApp } from '../support/test-app'

// Every protected operation of the contract, called with no token, a bad token, and a user's, an
// owner's and an admin's token, answers 401 / 403 / success exactly as the roles in the contract say.
// The roles are the scopes of the operation's bearerAuth requirement; none listed means any signed-in user.
// `form` names the file field of a multipart operation: the sample then uploads a small real image there.
type Sample = { method: string; url: (userId: number) => string; payload?: object; form?: string }

// A request that passes validation, per protected operation (security is checked after validation).
const SAMPLES: Record<string, Sample> = {
  logout: { method: 'POST', url: () => '/api/auth/logout' },
  getProfile: { method: 'GET', url: (id) => `/api/auth/profile/${id}` },
  updateProfile: { method: 'PATCH', url: () => '/api/auth/profile', payload: { agreeMarketing: true } },
  changePassword: {
    method: 'POST',
    url: () => '/api/auth/change-password',
    payload: { currentPassword: 'correct horse battery', newPassword: 'correct horse battery 2' },
  },
  deleteAccount: {
    method: 'DELETE',
    url: () => '/api/auth/account',
    payload: { password: 'correct horse battery' },
  },
  createBusinessReview: {
    method: 'POST',
    url: () => '/api/businesses/1/reviews',
    payload: { rating: 5, text: 'A sample review that is long enough.', language: 'en' },
  },
  getNewsletterStatus: { method: 'GET', url: () => '/api/subscription/status' },
  // Not the caller's own address: 400 for every role, which shows the session was accepted.
  unsubscribeNewsletter: {
    method: 'POST',
    url: () => '/api/subscription/unsubscribe-user',
    payload: { email: 'someone-else@example.cy' },
  },
  // No provider in the test app: an admin gets 503, everyone else 403.
  refreshWeather: { method: 'POST', url: () => '/api/weather/refresh' },
  getAdminOverview: { method: 'GET', url: () => '/api/admin/overview' },
  getCourseProgress: { method: 'GET', url: () => '/api/course/progress' },
  completeCourseLesson: {
    method: 'PUT',
    url: () => '/api/course/progress/what-ai-can-do-for-your-business',
  },
  // Saved lists: any signed-in user, on their own lists only. A list id nobody has: 404 for every role
  // (another user's list answers the same: saved-lists-api.test.ts).
  listSavedLists: { method: 'GET', url: () => '/api/me/lists' },
  createSavedList: { method: 'POST', url: () => '/api/me/lists', payload: { name: 'Permission sample' } },
  reorderSavedLists: { method: 'PUT', url: () => '/api/me/lists/order', payload: { ids: [99999999] } },
  mergeGuestLists: { method: 'POST', url: () => '/api/me/lists/merge', payload: { lists: [] } },
  renameSavedList: { method: 'PATCH', url: () => '/api/me/lists/99999999', payload: { name: 'Renamed' } },
  deleteSavedList: { method: 'DELETE', url: () => '/api/me/lists/99999999' },
  addSavedListItem: { method: 'PUT', url: () => '/api/me/lists/99999999/items/1' },
  removeSavedListItem: { method: 'DELETE', url: () => '/api/me/lists/99999999/items/1' },
  setSavedListSharing: {
    method: 'PUT',
    url: () => '/api/me/lists/99999999/share',
    payload: { isShared: true },
  },
  listLiveChats: { method: 'GET', url: () => '/api/admin/live-chats' },
  // An id no chat has: an admin gets 404, everyone else 403.
  getLiveChat: { method: 'GET', url: () => '/api/admin/live-chats/no-such-chat' },
  listBookings: { method: 'GET', url: () => '/api/admin/bookings' },
  listSessions: { method: 'GET', url: () => '/api/auth/sessions' },
  // A session id nobody has: 404 for every role, which shows the session was accepted.
  revokeSession: { method: 'DELETE', url: () => '/api/auth/sessions/99999999' },
  createBusiness: {
    method: 'POST',
    url: () => '/api/businesses',
    payload: {
      name: { en: 'Permission Sample Cafe' },
      categoryIds: [1],
      citySlug: 'limassol',
      address: { en: '1 Sample Street' },
      lat: 34.68,
      lng: 33.04,
    },
  },
  listOwnerBusinesses: { method: 'GET', url: () => '/api/owner/businesses' },
  // A business nobody has: 404 for every role, which shows the session was accepted (owners: IDOR tests in
  // owner-listing-api.test.ts).
  updateOwnerBusiness: {
    method: 'PATCH',
    url: () => '/api/owner/businesses/99999999',
    payload: { priceRange: '$' },
  },
  // A business that does not exist: 404 for every role, which shows the session was accepted.
  createClaim: {
    method: 'POST',
    url: () => '/api/claims',
    payload: { businessId: 99999999, method: 'document' },
  },
  listMyClaims: { method: 'GET', url: () => '/api/claims/mine' },
  // A claim nobody has: 404 for every role (another user's claim answers the same).
  verifyClaim: { method: 'POST', url: () => '/api/claims/99999999/verify', payload: { code: '123456' } },
  resendClaimCode: { method: 'POST', url: () => '/api/claims/99999999/resend' },
  // No file: the session is checked before the body, so the roles allowed get 400, never 401 or 403.
  uploadClaimDocument: { method: 'POST', url: () => '/api/claims/99999999/document' },
  listAdminClaims: { method: 'GET', url: () => '/api/admin/claims' },
  // Ids nothing has: an admin gets 404, everyone else 403.
  decideClaim: {
    method: 'POST',
    url: () => '/api/admin/claims/99999999/decision',
    payload: { decision: 'reject', reason: 'Sample' },
  },
  getClaimDocument: { method: 'GET', url: () => '/api/admin/claims/99999999/document' },
  listOwnerEditSuggestions: { method: 'GET', url: () => '/api/owner/edit-suggestions' },
  listAdminEditSuggestions: { method: 'GET', url: () => '/api/admin/edit-suggestions' },
  listMyEditSuggestions: { method: 'GET', url: () => '/api/me/edit-suggestions' },
  // A suggestion nobody has: 404 for every role (one the caller may not decide answers the same; the rows are
  // checked in edit-suggestions-api.test.ts).
  decideEditSuggestion: {
    method: 'POST',
    url: () => '/api/edit-suggestions/99999999/decision',
    payload: { decision: 'accept' },
  },
  listAdminBusinesses: { method: 'GET', url: () => '/api/admin/businesses' },
  decideBusiness: {
    method: 'POST',
    url: () => '/api/admin/businesses/99999999/decision',
    payload: { decision: 'approve' },
  },
  // An address no account has: an admin gets 404, everyone else 403.
  setBusinessOwner: {
    method: 'PUT',
    url: () => '/api/admin/businesses/1/owner',
    payload: { email: 'nobody@example.cy' },
  },
  setBusinessPlan: {
    method: 'PUT',
    url: () => '/api/admin/businesses/1/plan',
    payload: { planSlug: 'standard', startsAt: '2026-11-24T10:00:00Z' },
  },
  // The owner's tools on a business nobody has: an owner and an admin get 404, a user 403.
  listOwnerPhotos: { method: 'GET', url: () => '/api/owner/businesses/99999999/photos' },
  uploadOwnerPhoto: { method: 'POST', url: () => '/api/owner/businesses/99999999/photos', form: 'photo' },
  deleteOwnerPhoto: { method: 'DELETE', url: () => '/api/owner/businesses/99999999/photos/1' },
  reorderOwnerPhotos: {
    method: 'PUT',
    url: () => '/api/owner/businesses/99999999/photos/order',
    payload: { photoIds: [1] },
  },
  setOwnerCover: {
    method: 'PUT',
    url: () => '/api/owner/businesses/99999999/cover',
    payload: { photoId: 1 },
  },
  uploadOwnerLogo: { method: 'POST', url: () => '/api/owner/businesses/99999999/logo', form: 'photo' },
  getOwnerAnalytics: { method: 'GET', url: () => '/api/owner/businesses/99999999/analytics?days=7' },
  listOwnerReviews: { method: 'GET', url: () => '/api/owner/businesses/99999999/reviews' },
  replyToReview: {
    method: 'POST',
    url: () => '/api/owner/reviews/99999999/reply',
    payload: { text: 'Thank you!' },
  },
  getOwnerInbox: { method: 'GET', url: () => '/api/owner/businesses/99999999/inbox' },
  markInboxItemRead: { method: 'PUT', url: () => '/api/owner/businesses/99999999/inbox/1/read' },
  answerInboxItem: {
    method: 'POST',
    url: () => '/api/owner/businesses/99999999/inbox/1/answer',
    payload: { text: 'Thank you!' },
  },
  // Any signed-in visitor: 404 for a business nobody has.
  sendBusinessMessage: {
    method: 'POST',
    url: () => '/api/businesses/99999999/messages',
    payload: { message: 'Hello' },
  },
  listMyBusinessMessages: { method: 'GET', url: () => '/api/profile/messages' },
  listAuditLog: { method: 'GET', url: () => '/api/admin/audit?entity=business' },
  // The admin's users and plans; the changes name an account that does not exist, so an admin gets 404.
  listAdminUsers: { method: 'GET', url: () => '/api/admin/users?q=a' },
  getAdminUser: { method: 'GET', url: (id) => `/api/admin/users/${id}` },
  setUserRole: { method: 'PUT', url: () => '/api/admin/users/99999999/role', payload: { role: 'user' } },
  suspendUser: {
    method: 'POST',
    url: () => '/api/admin/users/99999999/suspend',
    payload: { reason: 'Spam' },
  },
  unsuspendUser: { method: 'POST', url: () => '/api/admin/users/99999999/unsuspend' },
  resendUserVerification: { method: 'POST', url: () => '/api/admin/users/99999999/resend-verification' },
  startUserPasswordReset: { method: 'POST', url: () => '/api/admin/users/99999999/password-reset' },
  listAdminPlans: { method: 'GET', url: () => '/api/admin/plans' },
  updatePlan: { method: 'PUT', url: () => '/api/admin/plans/basic', payload: { features: BASIC_PLAN } },
  // A point outside Cyprus: an admin gets 400 (nothing is added), everyone else 403.
  createAdminBusiness: {
    method: 'POST',
    url: () => '/api/admin/businesses',
    payload: {
      listing: {
        name: { en: 'Permission Sample' },
        categoryIds: [1],
        citySlug: 'limassol',
        address: { en: '1 Sample Street' },
        lat: 51.5,
        lng: -0.1,
      },
    },
  },
  // A business nobody has: an admin gets 404, everyone else 403.
  getAdminBusiness: { method: 'GET', url: () => '/api/admin/businesses/99999999' },
  setAdminBusinessStatus: {
    method: 'PUT',
    url: () => '/api/admin/businesses/99999999/status',
    payload: { status: 'unpublished' },
  },
  setAdminBusinessFlags: {
    method: 'PUT',
    url: () => '/api/admin/businesses/99999999/flags',
    payload: { verified: true },
  },
  mergeAdminBusiness: {
    method: 'POST',
    url: () => '/api/admin/businesses/99999999/merge',
    payload: { intoId: 1 },
  },
  listNewsletterSubscribers: { method: 'GET', url: () => '/api/admin/newsletter/subscribers' },
  exportNewsletterSubscribers: { method: 'GET', url: () => '/api/admin/newsletter/subscribers.csv' },
  getAdminQueue: { method: 'GET', url: () => '/api/admin/queue?type=review' },
  listAdminReviews: { method: 'GET', url: (id) => `/api/admin/reviews?userId=${id}` },
  hideReview: { method: 'POST', url: () => '/api/admin/reviews/99999999/hide', payload: { reason: 'Spam' } },
  restoreReview: { method: 'POST', url: () => '/api/admin/reviews/99999999/restore' },
  approveReview: { method: 'POST', url: () => '/api/admin/reviews/99999999/approve' },
  hidePhoto: { method: 'POST', url: () => '/api/admin/photos/99999999/hide', payload: { reason: 'Spam' } },
  restorePhoto: { method: 'POST', url: () => '/api/admin/photos/99999999/restore' },
  dismissPhotoReports: { method: 'POST', url: () => '/api/admin/photos/99999999/dismiss' },
  deleteAdminPhoto: { method: 'DELETE', url: () => '/api/admin/photos/99999999' },
  createCategory: {
    method: 'POST',
    url: () => '/api/admin/categories',
    payload: {
      slug: 'permission-sample',
      name: { en: 'Sample' },
      parentId: 999999,
      color: '#112233',
      icon: null,
    },
  },
  updateCategory: {
    method: 'PUT',
    url: () => '/api/admin/categories/999999',
    payload: {
      slug: 'permission-sample',
      name: { en: 'Sample' },
      parentId: null,
      color: '#112233',
      icon: null,
    },
  },
  deleteCategory: { method: 'DELETE', url: () => '/api/admin/categories/999999' },
  reorderCategories: {
    method: 'PUT',
    url: () => '/api/admin/categories/order',
    payload: { parentId: 999999, ids: [1] },
  },
  createArticleCategory: {
    method: 'POST',
    url: () => '/api/admin/article-categories',
    payload: { slug: 'permission-sample', name: { en: 'Sample' }, parentId: 999999 },
  },
  updateArticleCategory: {
    method: 'PUT',
    url: () => '/api/admin/article-categories/999999',
    payload: { slug: 'permission-sample', name: { en: 'Sample' }, parentId: null },
  },
  deleteArticleCategory: { method: 'DELETE', url: () => '/api/admin/article-categories/999999' },
  listAdminArticles: { method: 'GET', url: () => '/api/admin/articles?status=draft' },
  getAdminArticle: { method: 'GET', url: () => '/api/admin/articles/1' },
  createArticle: { method: 'POST', url: () => '/api/admin/articles', payload: articleSample(999999) },
  updateArticle: { method: 'PUT', url: () => '/api/admin/articles/999999', payload: articleSample(1) },
  deleteArticle: { method: 'DELETE', url: () => '/api/admin/articles/999999' },
  listAdminFaq: { method: 'GET', url: () => '/api/admin/faq' },
  createFaqEntry: { method: 'POST', url: () => '/api/admin/faq', payload: { ...faqSample(), key: 'cost' } },
  updateFaqEntry: { method: 'PUT', url: () => '/api/admin/faq/999999', payload: faqSample() },
  deleteFaqEntry: { method: 'DELETE', url: () => '/api/admin/faq/999999' },
  reorderFaq: {
    method: 'PUT',
    url: () => '/api/admin/faq/order',
    payload: { groupId: 'owners', ids: [999999] },
  },
  // A chat nobody has: an admin gets 404, everyone else 403.
  replyToLiveChat: {
    method: 'POST',
    url: () => '/api/admin/live-chats/no-such-chat/messages',
    payload: { content: 'Hello' },
  },
  listAdminTranslations: { method: 'GET', url: () => '/api/admin/translations?missing=el' },
  // A key the catalogs lack: an admin gets 404, everyone else 403.
  updateTranslation: {
    method: 'PUT',
    url: () => '/api/admin/translations/no.such.key',
    payload: { el: 'Κάτι' },
  },
  deleteTranslationOverride: { method: 'DELETE', url: () => '/api/admin/translations/no.such.key' },
}

// Content samples that the server refuses after the permission check (a missing category, a taken key), so
// running them as an admin changes nothing.
function articleSample(categoryId: number) {
  return {
    slug: 'permission-sample',
    categoryId,
    title: { en: 'Sample' },
    excerpt: {},
    content: { en: 'Text' },
    image: null,
    status: 'draft',
    publishedAt: '2026-11-24T10:00:00.000Z',
    relatedBusinessIds: [],
  }
}
function faqSample() {
  return {
    key: 'permission-sample',
    groupId: 'visitors',
    question: { en: 'Q?' },
    answer: { en: 'A.' },
    link: null,
    isPublished: false,
  }
}
const ROLES: UserRole[] = ['user', 'business_owner', 'admin']

type Operation = { operationId: string; security?: Array<Record<string, string[]>> }
const protectedOperations = Object.values(servedContract(loadContract()).paths ?? {})
  .flatMap((item) => Object.values(item as Record<string, Operation>)) // path items hold operations by method
  .filter((op) => op.security?.some((requirement) => 'bearerAuth' in requirement))
  .map((op) => ({
    operationId: op.operationId,
    roles: op.security?.flatMap((r) => r.bearerAuth ?? []) ?? [],
  }))

describe('the permission matrix', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(() => t.close())

  it('has a sample request for every protected operation of the contract', () => {
    expect(protectedOperations.length).toBeGreaterThan(0)
    expect(protectedOperations.map((op) => op.operationId).filter((id) => !(id in SAMPLES))).toEqual([])
  })

  const send = async (sample: Sample, userId: number, authorization?: string) => {
    const form = sample.form ? await multipartImage(sample.form) : undefined
    return t.app.inject({
      method: sample.method as 'GET',
      url: sample.url(userId),
      ...(sample.payload ? { payload: sample.payload } : {}),
      ...(form ? { payload: form.payload } : {}),
      headers: { ...(authorization ? { authorization } : {}), ...form?.headers },
    })
  }

  it.each(protectedOperations.map((op) => [op.operationId, op] as const))(
    '%s: 401 without a valid token',
    async (id) => {
      const sample = SAMPLES[id]!
      expect((await send(sample, 1)).statusCode).toBe(401)
      expect((await send(sample, 1, 'Bearer not-a-real-session-token')).statusCode).toBe(401)
      expect((await send(sample, 1, 'Basic dXNlcjpwYXNz')).statusCode).toBe(401)
    },
  )

  for (const role of ROLES) {
    it.each(protectedOperations.map((op) => [op.operationId, op] as const))(
      `%s as ${role}`,
      async (id, op) => {
        const { user, token } = await aSignedInUser(t.deps.db, role)
        const response = await send(SAMPLES[id]!, user.id, `Bearer ${token}`)
        const isAllowed = op.roles.length === 0 || op.roles.includes(role)
        if (isAllowed) expect([401, 403], response.body).not.toContain(response.statusCode)
        else expect(response.statusCode).toBe(403)
      },
    )
  }

  // Not a contract-protected operation (the chats are open to visitors), but its generation workflows are: only
  // owners and admins may spend the model's tokens on prose. Without a model the allowed roles get 503.
  it.each(GENERATION_WORKFLOWS.map((workflow) => [workflow]))(
    'runWorkflow %s: 401 without a session, 403 for a user, allowed for an owner and an admin',
    async (workflow) => {
      const sample: Sample = {
        method: 'POST',
        url: () => `/api/n8n/${workflow}`,
        payload: { topic: 'Limassol marina' },
      }
      expect((await send(sample, 1)).statusCode).toBe(401)
      expect((await send(sample, 1, 'Bearer not-a-real-session-token')).statusCode).toBe(401)
      const answers: Record<string, number> = {}
      for (const role of ROLES) {
        const { user, token } = await aSignedInUser(t.deps.db, role)
        answers[role] = (await send(sample, user.id, `Bearer ${token}`)).statusCode
      }
      expect(answers).toEqual({ user: 403, business_owner: 503, admin: 503 })
    },
  )

  // Issue 30: ownership and role are checked together. A seeded approved business with a review is handed to an
  // owner; after an admin takes the role back (or gives the business to someone else) every owner operation on it
  // is refused, although the session and the ownership row stay.
  describe('an owner who lost the role or the business', () => {
    const ownerOperations = Object.keys(SAMPLES).filter(
      // The lists read only what the caller still manages (checked below for the listings).
      (id) =>
        SAMPLES[id]!.url(1).startsWith('/api/owner/') &&
        id !== 'listOwnerBusinesses' &&
        id !== 'listOwnerEditSuggestions',
    )
    const onBusiness = (id: string, businessId: number, reviewId: number): Sample => {
      const sample = SAMPLES[id]!
      const url = sample
        .url(1)
        .replace('/businesses/99999999', `/businesses/${businessId}`)
        .replace('/reviews/99999999', `/reviews/${reviewId}`)
      return { ...sample, url: () => url }
    }
    const handedOver = async () => {
      const admin = await aSignedInUser(t.deps.db, 'admin')
      const owner = await aSignedInUser(t.deps.db, 'business_owner')
      const [review] = await t.deps.db
        .select({ id: reviews.id, businessId: reviews.businessId })
        .from(reviews)
        .innerJoin(businesses, eq(businesses.id, reviews.businessId))
        .where(and(eq(businesses.status, 'approved'), isNull(businesses.ownerId)))
        .orderBy(desc(reviews.id))
        .limit(1)
      if (!review) throw new Error('the seed has no review of an unowned approved business')
      const adminAuth = `Bearer ${admin.token}`
      const given: Sample = {
        method: 'PUT',
        url: () => `/api/admin/businesses/${review.businessId}/owner`,
        payload: { email: owner.user.email },
      }
      expect((await send(given, admin.user.id, adminAuth)).statusCode).toBe(200)
      const edit = onBusiness('updateOwnerBusiness', review.businessId, review.id)
      expect((await send(edit, owner.user.id, `Bearer ${owner.token}`)).statusCode).toBe(200)
      return { admin, adminAuth, owner, businessId: review.businessId, reviewId: review.id }
    }
    const expectRefusedEverywhere = async (
      caller: { user: { id: number }; token: string },
      businessId: number,
      reviewId: number,
    ) => {
      const answers: Record<string, number> = {}
      for (const id of ownerOperations)
        answers[id] = (
          await send(onBusiness(id, businessId, reviewId), caller.user.id, `Bearer ${caller.token}`)
        ).statusCode
      expect(answers).toEqual(Object.fromEntries(ownerOperations.map((id) => [id, 403])))
      const listed = await send(SAMPLES.listOwnerBusinesses!, caller.user.id, `Bearer ${caller.token}`)
      expect(listed.json().data.map((b: { id: number }) => b.id)).not.toContain(businessId)
    }

    it('refuses every owner operation (403) to an owner an admin set back to user', async () => {
      const { adminAuth, admin, owner, businessId, reviewId } = await handedOver()
      const demote: Sample = {
        method: 'PUT',
        url: () => `/api/admin/users/${owner.user.id}/role`,
        payload: { role: 'user' },
      }
      expect((await send(demote, admin.user.id, adminAuth)).statusCode).toBe(200)
      await expectRefusedEverywhere(owner, businessId, reviewId)
    })

    it('refuses every owner operation (403) to an owner whose business an admin gave to another', async () => {
      const { adminAuth, admin, owner, businessId, reviewId } = await handedOver()
      const next = await aSignedInUser(t.deps.db, 'business_owner')
      const given: Sample = {
        method: 'PUT',
        url: () => `/api/admin/businesses/${businessId}/owner`,
        payload: { email: next.user.email },
      }
      expect((await send(given, admin.user.id, adminAuth)).statusCode).toBe(200)
      await expectRefusedEverywhere(owner, businessId, reviewId)
    })
  })

  it("lets only an admin read another user's profile", async () => {
    const other = await aSignedInUser(t.deps.db, 'user')
    const user = await aSignedInUser(t.deps.db, 'user')
    const admin = await aSignedInUser(t.deps.db, 'admin')
    const asUser = await send(SAMPLES.getProfile!, other.user.id, `Bearer ${user.token}`)
    const asAdmin = await send(SAMPLES.getProfile!, other.user.id, `Bearer ${admin.token}`)
    expect(asUser.statusCode).toBe(403)
    expect(asAdmin.statusCode).toBe(200)
  })

  it("cannot sign out another user's session, not even as an admin", async () => {
    const victim = await aSignedInUser(t.deps.db, 'user')
    const victimSessions = await send(SAMPLES.listSessions!, victim.user.id, `Bearer ${victim.token}`)
    const victimSessionId = victimSessions.json().data[0].id
    const revokeTheirs: Sample = { method: 'DELETE', url: () => `/api/auth/sessions/${victimSessionId}` }
    for (const role of ROLES) {
      const attacker = await aSignedInUser(t.deps.db, role)
      expect((await send(revokeTheirs, attacker.user.id, `Bearer ${attacker.token}`)).statusCode).toBe(404)
      const theirList = await send(SAMPLES.listSessions!, attacker.user.id, `Bearer ${attacker.token}`)
      expect(theirList.json().data.map((d: { id: number }) => d.id)).not.toContain(victimSessionId)
    }
    expect((await send(SAMPLES.listSessions!, victim.user.id, `Bearer ${victim.token}`)).statusCode).toBe(200)
  })
})

async function multipartImage(field: string) {
  const data = new FormData()
  data.append(field, new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'photo.png')
  const encoded = new Response(data)
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  }
}

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
