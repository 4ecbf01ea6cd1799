import { describe, expect, it } from 'vitest'
import { lintProbe } from '../support/lint-problems'

// STYLE.md: the dependency rule is enforced by the linter, so a broken arrow fails the build.
const problems = lintProbe({ withoutRules: ['import-x/no-cycle'] })

/** The zone problems of a probe file at `filePath` that imports a type from each of `froms`, one probe each. */
async function zoneHits(filePath: string, froms: readonly string[]): Promise<boolean[]> {
  const found = await Promise.all(
    froms.map((from) => problems(filePath, `import type { X } from ${from}\nexport type Y = X\n`)),
  )
  return found.map((rules) => rules.includes('import-x/no-restricted-paths'))
}

describe('the dependency rule', () => {
  it('refuses ui code in the domain', async () => {
    expect(
      await problems(
        'src/domain/i18n/probe.ts',
        "import { createAppRouter } from '@/ui/router'\nexport const x = createAppRouter\n",
      ),
    ).toContain('import-x/no-restricted-paths')
  })

  it('keeps the shared kernel free of ports, page copy and the server', async () => {
    for (const from of ["'@/ports'", "'@content/messages/en'", "'../../../server/contract'"]) {
      expect(
        await problems('src/domain/business/probe.ts', `import type { X } from ${from}\nexport type Y = X\n`),
      ).toContain('import-x/no-restricted-paths')
    }
  })

  it('lets the server share the kernel and the page copy through their aliases', async () => {
    const found = await problems(
      'server/probe.ts',
      "import { pickText } from '@domain/i18n/localized-text'\nimport { INFO_CONTENT } from '@content/info-content'\nexport const x = [pickText, INFO_CONTENT]\n",
    )
    expect(found).not.toContain('import-x/no-restricted-paths')
  })

  it('refuses adapters in ui code', async () => {
    const found = await problems(
      'src/ui/probe.ts',
      "import { createApiPorts } from '@/adapters/api/create-api-ports'\nexport const x = createApiPorts\n",
    )
    expect(found).toContain('import-x/no-restricted-paths')
  })

  it('refuses server code in the browser app, and ui code on the server', async () => {
    expect(
      await problems(
        'src/probe.ts',
        "import { CONTRACT_PATH } from '../server/contract'\nexport const x = CONTRACT_PATH\n",
      ),
    ).toContain('import-x/no-restricted-paths')
    expect(
      await problems(
        'server/probe.ts',
        "import { createAppRouter } from '../src/ui/router'\nexport const x = createAppRouter\n",
      ),
    ).toContain('import-x/no-restricted-paths')
  })

  it('keeps the HTTP layer out of the services', async () => {
    for (const from of [
      "'../../http-error'",
      "'../../deps'",
      "'../../operation'",
      "'../../route-operation'",
      "'../../routes/businesses'",
      "'../../plugins/auth'",
    ]) {
      expect(
        await problems(
          'server/services/auth/probe.ts',
          `import type { X } from ${from}\nexport type Y = X\n`,
        ),
      ).toContain('import-x/no-restricted-paths')
    }
    expect(
      await problems(
        'server/services/mail/probe.ts',
        "import type { FastifyBaseLogger } from 'fastify'\nexport type Log = FastifyBaseLogger\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports')
  })

  it('lets a service read the database and throw its own errors', async () => {
    const found = await problems(
      'server/services/auth/probe.ts',
      "import { findUserByEmail } from '../../db/repositories/users.repository'\nimport { ServiceError } from '../service-error'\nexport const x = [findUserByEmail, ServiceError]\n",
    )
    expect(found).not.toContain('import-x/no-restricted-paths')
    expect(found).not.toContain('@typescript-eslint/no-restricted-imports')
  })

  it('keeps the database layer from calling services, routes or plugins', async () => {
    for (const from of [
      "'../../services/auth/secrets'",
      "'../../routes/businesses'",
      "'../../plugins/auth'",
      "'../../mappers/business.mapper'",
    ]) {
      expect(
        await problems(
          'server/db/repositories/probe.ts',
          `import type { X } from ${from}\nexport type Y = X\n`,
        ),
      ).toContain('import-x/no-restricted-paths')
    }
  })

  it('keeps the routes out of the plugins, which reach the database through repositories', async () => {
    const froms = ["'../routes/businesses'", "'../db/schema'", "'../db/connect'"]
    expect(await zoneHits('server/plugins/probe.ts', froms)).toEqual(froms.map(() => true))
    const found = await problems(
      'server/plugins/probe.ts',
      "import { operationIdOf } from '../route-operation'\nimport { countHit } from '../db/repositories/rate-limits.repository'\nimport type { Db } from '../db/db'\nexport const x = [operationIdOf, countHit]\nexport type Y = Db\n",
    )
    expect(found).not.toContain('import-x/no-restricted-paths')
  })

  it('keeps the mappers, which routes and services share, free of routes and plugins', async () => {
    const froms = ["'../routes/businesses'", "'../plugins/auth'"]
    expect(await zoneHits('server/mappers/probe.ts', froms)).toEqual(froms.map(() => true))
  })

  it('keeps the demo data out of runtime code, but not out of the seed or the composition root', async () => {
    const importCities = "import { CITIES } from '../seed/content/cities'\nexport const x = CITIES\n"
    expect(await problems('server/media/probe.ts', importCities)).toContain('import-x/no-restricted-paths')
    expect(
      await problems(
        'server/probe.ts',
        "import { CITIES } from './seed/content/cities'\nexport const x = CITIES\n",
      ),
    ).toContain('import-x/no-restricted-paths')
    expect(
      await problems(
        'server/seed/probe.ts',
        "import { CITIES } from './content/cities'\nexport const x = CITIES\n",
      ),
    ).not.toContain('import-x/no-restricted-paths')
    expect(
      await problems(
        'server/main.ts',
        "import { seedPortal } from './seed/seed-portal'\nexport const x = seedPortal\n",
      ),
    ).not.toContain('import-x/no-restricted-paths')
  })

  it('lets a route reach the database only through a service', async () => {
    const froms = [
      "'../db/repositories/businesses.repository'",
      "'../db/schema'",
      "'../db/connect'",
      "'../db/db'",
    ]
    expect(await zoneHits('server/routes/probe.ts', froms)).toEqual(froms.map(() => true))
    const found = await problems(
      'server/routes/probe.ts',
      "import { loadCategoryIndex } from '../services/content/category-index'\nimport { toBusiness } from '../mappers/business.mapper'\nimport { notFound } from '../http-error'\nexport const x = [loadCategoryIndex, toBusiness, notFound]\n",
    )
    expect(found).not.toContain('import-x/no-restricted-paths')
  })

  it('keeps the tables and SQL out of the services', async () => {
    const froms = ["'../../db/schema'", "'../../db/connect'"]
    expect(await zoneHits('server/services/auth/probe.ts', froms)).toEqual(froms.map(() => true))
    expect(
      await problems(
        'server/services/auth/probe.ts',
        "import { eq } from 'drizzle-orm'\nexport const x = eq\n",
      ),
    ).toContain('@typescript-eslint/no-restricted-imports')
  })

  it('keeps SQL out of the routes', async () => {
    expect(
      await problems('server/routes/probe.ts', "import { sql } from 'drizzle-orm'\nexport const x = sql\n"),
    ).toContain('@typescript-eslint/no-restricted-imports')
  })

  it('lets the composition root name adapters', async () => {
    const found = await problems(
      'src/entry-client.tsx',
      "import { createApiPorts } from '@/adapters/api/create-api-ports'\nexport const x = createApiPorts\n",
    )
    expect(found).not.toContain('import-x/no-restricted-paths')
    expect(found).not.toContain('@typescript-eslint/no-restricted-imports')
  })
})
