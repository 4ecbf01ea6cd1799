import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoAccounts } from '../../server/accounts/demo-accounts'
import type { Database } from '../../server/db/connect'
import * as accounts from '../../server/services/auth/account-service'
import { createOutboxMail } from '../../server/services/mail/outbox-mail.adapter'
import { openSeededDatabase } from '../support/test-database'

describe('demo accounts for development', () => {
  let database: Database
  beforeAll(async () => {
    database = await openSeededDatabase('pglite')
  })
  afterAll(() => database.close())

  it('creates one signed-in-able account per role once, and nothing on later starts', async () => {
    const at = new Date('2026-11-22T10:00:00Z')
    const created = await seedDemoAccounts(database.db, at)
    expect(created?.map((a) => a.role)).toEqual(['admin', 'business_owner', 'user'])
    const deps = {
      db: database.db,
      clock: () => at,
      mail: createOutboxMail(database.db),
      publicUrl: 'http://portal.test',
    }
    for (const account of created ?? []) {
      const outcome = await accounts.login(deps, {
        email: account.email,
        password: account.password,
        address: '127.0.0.1',
      })
      expect(outcome.kind).toBe('signed-in')
      expect(outcome.user.role).toBe(account.role)
    }
    expect(await seedDemoAccounts(database.db, at)).toBeNull()
  })
})
