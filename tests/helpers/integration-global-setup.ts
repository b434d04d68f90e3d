import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../scripts/embedded-postgres.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string
  }
}

type EmbeddedPostgres = { url: (db?: string) => string; stop: () => Promise<void> }

/**
 * Runs once per integration run. With TEST_DB=postgres and no
 * TEST_DATABASE_URL it starts a throwaway PostgreSQL (scripts/test.mjs passes
 * its own server instead); each test file then creates its own database on it.
 */
export default async function setup(project: TestProject) {
  const dialect = process.env.TEST_DB ?? 'sqlite'
  if (dialect !== 'sqlite' && dialect !== 'postgres') throw new Error(`TEST_DB must be sqlite or postgres, not "${dialect}"`)
  let server: EmbeddedPostgres | undefined
  let url = process.env.TEST_DATABASE_URL ?? ''
  if (dialect === 'postgres' && !url) {
    server = (await startEmbeddedPostgres()) as EmbeddedPostgres
    url = server.url()
    console.log(`[integration] started embedded PostgreSQL at ${url.replace(/:[^:@/]+@/, ':***@')}`)
  }
  project.provide('testDatabaseUrl', url)
  console.log(`[integration] database dialect: ${dialect}`)
  return async () => {
    await server?.stop()
  }
}
