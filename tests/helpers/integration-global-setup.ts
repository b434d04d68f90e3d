import fs from 'node:fs'

import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../scripts/embedded-postgres.mjs'
import { dropPostgresTemplate, postgresTemplate, sqliteTemplate } from '../../scripts/seeded-template.mjs'

/**
 * The seeded database every test file starts from (a copy of it): a SQLite
 * file or a PostgreSQL database name, and the folder holding its upload
 * folders (scripts/seeded-template.mjs).
 */
export type IntegrationTemplate = { dialect: 'sqlite' | 'postgres'; database: string; dir: string }

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string
    integrationTemplate: IntegrationTemplate
  }
}

type EmbeddedPostgres = { url: (db?: string) => string; stop: () => Promise<void> }

const log = (message: string) => console.log(`[integration] ${message}`)

/**
 * Runs once per integration run. With TEST_DB=postgres and no
 * TEST_DATABASE_URL it starts a throwaway PostgreSQL (scripts/test.mjs passes
 * its own server instead). Then it provides the seeded template: the one
 * scripts/test.mjs built for the whole run (TRIBO_INT_TEMPLATE, JSON), or one
 * made here the way `npm start` does (scripts/prepare-database.ts; on SQLite
 * from the cache when its inputs are unchanged). A seed that fails fails the run.
 */
export default async function setup(project: TestProject) {
  const dialect = process.env.TEST_DB ?? 'sqlite'
  if (dialect !== 'sqlite' && dialect !== 'postgres')
    throw new Error(`TEST_DB must be sqlite or postgres, not "${dialect}"`)
  let server: EmbeddedPostgres | undefined
  let url = process.env.TEST_DATABASE_URL ?? ''
  if (dialect === 'postgres' && !url) {
    server = (await startEmbeddedPostgres()) as EmbeddedPostgres
    url = server.url()
    log(`started embedded PostgreSQL at ${url.replace(/:[^:@/]+@/, ':***@')}`)
  }
  project.provide('testDatabaseUrl', url)
  log(`database dialect: ${dialect}`)

  let template: IntegrationTemplate
  let owned = false
  const given = process.env.TRIBO_INT_TEMPLATE
    ? (JSON.parse(process.env.TRIBO_INT_TEMPLATE) as IntegrationTemplate)
    : undefined
  if (given && given.dialect === dialect) {
    template = given
    log(`template from the caller: ${template.database}`)
  } else {
    const started = Date.now()
    const made = dialect === 'sqlite' ? await sqliteTemplate({ log }) : await postgresTemplate(url, { log })
    template = { dialect, database: made.database, dir: made.dir }
    owned = dialect === 'postgres' || ('temporary' in made && made.temporary === true)
    log(`${made.seeded ? 'seeded' : 'took'} the template in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  project.provide('integrationTemplate', template)

  return async () => {
    if (owned && dialect === 'postgres') await dropPostgresTemplate(url, template)
    else if (owned) fs.rmSync(template.dir, { recursive: true, force: true })
    await server?.stop()
  }
}
