import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../../server/db/db'
import { connectDatabase, type Database } from '../../server/db/connect'
import { rowsOf } from '../../server/db/repositories/categories.repository'
import { createUser } from '../../server/db/repositories/users.repository'
import { startSession } from '../../server/services/auth/account-service'
import { hashPassword } from '../../server/services/auth/secrets'
import { benchApp, fmt, onEachDataSet, quantile } from './bench-app'

// `npm run bench:admin`: p50 and p95 of every list of the back office (the work queue, businesses, users, a
// user's reviews, the audit log, subscribers, articles, translations, plans, FAQ), as an admin, through
// app.inject (no network), on the demo data in memory and, when BENCH_DATA_DIR names a data dir, on that one.
// A data dir at the target scale (100,000 businesses, 500,000 reviews):
//   DATA_DIR=<dir> npm run seed -- --businesses 100000
//   npm run bench:admin -- --prepare <dir>
//   BENCH_DATA_DIR=<dir> npm run bench:admin
// `--prepare` adds, in bulk SQL, reviewer accounts, reviews up to 500,000, review reports, audit rows and newsletter
// subscribers, then recomputes every business's rating and review count.
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100)
const WARM_UP = 10
/** A list whose p95 is above this is marked in the table. */
const SLOW_P95_MS = 100

const TARGET_REVIEWS = 500_000
const REVIEWERS = 5_000
const REVIEWS_PER_REVIEWER = 20
const REVIEW_REPORTS = 5_000
const AUDIT_ROWS = 50_000
const SUBSCRIBERS = 20_000
/** One business in this many waits in pending_review, so the business queue and the status filter have volume. */
const PENDING_EVERY = 100

type Case = { name: string; url: string }

async function benchmark(label: string, database: Database): Promise<void> {
  const token = await anAdminSession(database.db)
  const app = await benchApp(database)
  try {
    const cases = await casesFrom(app, database.db, token)
    console.log(`\n${label}`)
    console.log('case'.padEnd(40), 'total'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8))
    for (const c of cases) {
      const { total, timings } = await measure(app, c.url, token)
      const p95 = quantile(timings, 0.95)
      console.log(
        c.name.padEnd(40),
        total.padStart(8),
        fmt(quantile(timings, 0.5)),
        fmt(p95),
        p95 > SLOW_P95_MS ? ` > ${SLOW_P95_MS} ms` : '',
      )
    }
  } finally {
    await app.close()
  }
}

// Straight into the database, as the tests do: the API's sign-in is rate-limited.
async function anAdminSession(db: Db): Promise<string> {
  const email = `bench-admin-${Date.now().toString(36)}@example.cy`
  const user = await createUser(db, {
    name: 'Bench admin',
    email,
    passwordHash: await hashPassword('correct horse battery'),
    language: 'en',
    phone: null,
    countryCode: null,
    agreeMarketing: false,
    role: 'admin',
    emailVerifiedAt: new Date(),
  })
  if (!user) throw new Error(`could not create ${email}`)
  return startSession(db, user.id, new Date())
}

// Filters are taken from the data itself so both data sets are measured with values that exist.
async function casesFrom(app: FastifyInstance, db: Db, token: string): Promise<Case[]> {
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).json()
  const businesses = await get('/api/admin/businesses?limit=1&offset=7')
  const listed = businesses.data?.[0]?.business?.name
  const name = String(listed?.en ?? listed ?? '')
  const word = name.split(' ').reduce((a, b) => (b.length > a.length ? b : a), '')
  const deep = Math.max(0, Math.floor(Number(businesses.total ?? 0) * 0.9))
  const reviewer =
    (await numberFrom(
      db,
      sql`select user_id as n from reviews where user_id is not null group by user_id order by count(*) desc limit 1`,
    )) || 1
  const actor =
    (await numberFrom(
      db,
      sql`select actor_id as n from audit_log group by actor_id order by count(*) desc limit 1`,
    )) || 1
  const queue = ['claim', 'business', 'review', 'photo'].flatMap((type) =>
    ['open', 'resolved'].map((status) => ({
      name: `queue ${type} ${status}`,
      url: `/api/admin/queue?type=${type}&status=${status}`,
    })),
  )
  return [
    ...queue,
    { name: 'businesses', url: '/api/admin/businesses' },
    {
      name: `businesses q="${word}"`.slice(0, 40),
      url: `/api/admin/businesses?q=${encodeURIComponent(word)}`,
    },
    { name: 'businesses status=pending_review', url: '/api/admin/businesses?status=pending_review' },
    { name: `businesses offset=${deep}`, url: `/api/admin/businesses?offset=${deep}` },
    { name: 'users', url: '/api/admin/users' },
    { name: 'users q=example', url: '/api/admin/users?q=example' },
    { name: 'users role=business_owner', url: '/api/admin/users?role=business_owner' },
    { name: `reviews userId=${reviewer}`, url: `/api/admin/reviews?userId=${reviewer}` },
    { name: 'audit', url: '/api/admin/audit' },
    { name: `audit actor=${actor}`, url: `/api/admin/audit?actor=${actor}` },
    { name: 'audit actor=email part', url: '/api/admin/audit?actor=bench' },
    { name: 'audit entity=business', url: '/api/admin/audit?entity=business' },
    { name: 'newsletter subscribers', url: '/api/admin/newsletter/subscribers' },
    { name: 'newsletter subscribers q=example', url: '/api/admin/newsletter/subscribers?q=example' },
    { name: 'articles', url: '/api/admin/articles' },
    { name: 'translations', url: '/api/admin/translations' },
    { name: 'translations missing=el', url: '/api/admin/translations?missing=el' },
    { name: 'translations q=business', url: '/api/admin/translations?q=business' },
    { name: 'plans', url: '/api/admin/plans' },
    { name: 'faq', url: '/api/admin/faq' },
  ]
}

/** The column `n` of the query's first row (0 when there is none). */
async function numberFrom(db: Db, query: SQL): Promise<number> {
  return Number(rowsOf(await db.execute(query))[0]?.n ?? 0)
}

/** The list's total as the page shows it, else the number of rows the answer holds. */
function totalOf(body: unknown): string {
  if (Array.isArray(body)) return String(body.length)
  if (typeof body !== 'object' || body === null) return ''
  if ('total' in body && typeof body.total === 'number') return String(body.total)
  if (!('data' in body)) return ''
  if (Array.isArray(body.data)) return String(body.data.length)
  return totalOf(body.data)
}

async function measure(
  app: FastifyInstance,
  url: string,
  token: string,
): Promise<{ total: string; timings: number[] }> {
  const request = () => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })
  let total = ''
  for (let i = 0; i < WARM_UP; i++) total = totalOf((await request()).json())
  const timings: number[] = []
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now()
    const response = await request()
    timings.push(performance.now() - started)
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
  }
  return { total, timings }
}

/** Adds the back office's volume to a seeded data dir (see the top of this file). */
async function prepare(dataDir: string): Promise<void> {
  const database = await connectDatabase({ kind: 'pglite', dataDir: resolve(dataDir, 'pglite') })
  try {
    const prepared = sql`select count(*)::int as n from users where email like 'bench-reviewer-%'`
    if ((await numberFrom(database.db, prepared)) > 0) console.log(`${dataDir} is already prepared.`)
    // One transaction, so a failed step leaves the data dir as the seed made it.
    else await database.db.transaction(async (tx) => addVolume(tx))
    // The embedded database runs no autovacuum: like the seed, leave the visibility map set after the bulk load,
    // or every index-only scan reads the table as well (outside the transaction, as VACUUM requires).
    await database.db.execute(sql`vacuum analyze`)
  } finally {
    await database.close()
  }
}

async function addVolume(db: Db): Promise<void> {
  const step = async (label: string, query: SQL) => {
    const started = performance.now()
    await db.execute(query)
    console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  await step(
    'businesses numbered',
    sql`create temp table bench_business as select row_number() over (order by id)::int as n, id from businesses`,
  )
  const businessCount = await numberFrom(db, sql`select count(*)::int as n from bench_business`)
  if (businessCount < REVIEWS_PER_REVIEWER) throw new Error(`only ${businessCount} businesses`)

  // One reviewer in ten owns a business; nobody signs in with these accounts, so the hash is a placeholder.
  await step(
    `${REVIEWERS} reviewer accounts`,
    sql`insert into users (name, email, password_hash, role, language, email_verified_at, created_at)
          select 'Bench reviewer ' || g, 'bench-reviewer-' || g || '@example.cy', 'not-a-hash',
                 case when g % 10 = 0 then 'business_owner' else 'user' end, 'en', now(), now() - g * interval '1 hour'
          from generate_series(1, ${REVIEWERS}) g`,
  )
  // Each reviewer's reviews land on different businesses (one review per user and business).
  await step(
    `${REVIEWERS * REVIEWS_PER_REVIEWER} reviews by the reviewers`,
    sql`insert into reviews (business_id, author_name, rating, body, language, created_at, user_id, status)
          select b.id, u.name, 1 + (u.id + k) % 5, 'A bench review number ' || k || ' by ' || u.name,
                 (array['en','el','ru'])[1 + k % 3], now() - ((u.id * 7 + k) % 900) * interval '1 day', u.id,
                 case when (u.id + k) % 400 = 0 then 'held' when (u.id + k) % 997 = 0 then 'hidden' else 'published' end
          from users u
          cross join generate_series(0, ${REVIEWS_PER_REVIEWER - 1}) k
          join bench_business b on b.n = 1 + (u.id::bigint * 37 + k * ${Math.floor(businessCount / REVIEWS_PER_REVIEWER)}) % ${businessCount}
          where u.email like 'bench-reviewer-%'
          on conflict do nothing`,
  )
  const missing = Math.max(
    0,
    TARGET_REVIEWS - (await numberFrom(db, sql`select count(*)::int as n from reviews`)),
  )
  await step(
    `${missing} anonymous reviews`,
    sql`insert into reviews (business_id, author_name, rating, body, language, created_at, status)
          select b.id, 'Visitor ' || g, 1 + (g * 7) % 5, 'An anonymous bench review number ' || g,
                 (array['en','el','ru'])[1 + g % 3], now() - (g % 1500) * interval '1 day',
                 case when g % 500 = 0 then 'held' else 'published' end
          from generate_series(1, ${missing}) g
          join bench_business b on b.n = 1 + (g::bigint * 7919) % ${businessCount}`,
  )
  await step(
    `${REVIEW_REPORTS} review reports, a third resolved`,
    sql`insert into review_reports (review_id, reporter_key, reason, created_at, resolved_at, resolution)
          select r.id, 'ip:10.0.' || (g / 250) || '.' || (g % 250), (array['spam','offensive','fake','private','other'])[1 + g % 5],
                 now() - g * interval '5 minutes',
                 case when g % 3 = 0 then now() - g * interval '4 minutes' end,
                 case when g % 3 = 0 then (array['hidden','dismissed'])[1 + g % 2] end
          from generate_series(1, ${REVIEW_REPORTS}) g
          join reviews r on r.id = (select min(id) from reviews) + (g * 97) % 400000`,
  )
  await step(
    `${AUDIT_ROWS} audit rows`,
    sql`insert into audit_log (actor_id, actor_email, actor_role, action, entity_type, entity_id, after, ip, created_at)
          select 1 + g % 7, 'bench-admin-' || (g % 7) || '@example.cy', 'admin',
                 (array['updateAdminBusiness','hideReview','suspendUser','updateArticle','updateTranslation'])[1 + g % 5],
                 (array['business','review','user','article','translation'])[1 + g % 5], (g % 90000)::text,
                 jsonb_build_object('id', g % 90000), '10.1.0.' || (g % 250), now() - g * interval '1 minute'
          from generate_series(1, ${AUDIT_ROWS}) g`,
  )
  await step(
    `${SUBSCRIBERS} newsletter subscribers`,
    sql`insert into newsletter_subscriptions (email, language, status, consented_at, unsubscribed_at)
          select 'bench-subscriber-' || g || '@example.cy', (array['en','el','ru'])[1 + g % 3],
                 case when g % 10 = 0 then 'unsubscribed' else 'subscribed' end, now() - g * interval '1 hour',
                 case when g % 10 = 0 then now() - g * interval '30 minutes' end
          from generate_series(1, ${SUBSCRIBERS}) g
          on conflict do nothing`,
  )
  await step(
    `one business in ${PENDING_EVERY} pending review`,
    sql`update businesses set status = 'pending_review'
          where id in (select id from bench_business where n % ${PENDING_EVERY} = 0) and status = 'approved'`,
  )
  // The rating as the reviews repository computes it: published reviews only, rounded to one decimal.
  await step(
    'ratings and review counts',
    sql`update businesses b set rating = s.rating, review_count = s.n
          from (select bb.id, coalesce(round(avg(r.rating)::numeric, 1), 0)::real as rating, count(r.id)::int as n
                from businesses bb left join reviews r on r.business_id = bb.id and r.status = 'published'
                group by bb.id) s
          where s.id = b.id and (b.rating, b.review_count) is distinct from (s.rating, s.n)`,
  )
}

const { values } = parseArgs({ options: { prepare: { type: 'string' } } })
if (values.prepare) {
  const started = performance.now()
  await prepare(values.prepare)
  console.log(`Prepared in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} else {
  await onEachDataSet(benchmark)
}
