import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import type { TestProject } from 'vitest/node'

import { startEmbeddedPostgres } from '../../scripts/embedded-postgres.mjs'

/** The seeded database every test file starts from (a copy of it), with its upload folders. */
export type IntegrationTemplate = { database: string; mediaDir: string; shareFilesDir: string; safetyDataSheetsDir: string }

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string
    integrationTemplate: IntegrationTemplate | undefined
  }
}

type EmbeddedPostgres = { url: (db?: string) => string; stop: () => Promise<void> }

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const DONE_MARKER = 'TRIBO_DATABASE_READY'

/**
 * Migrates and seeds the template once per run, the way `npm start` does
 * (scripts/prepare-database.ts through `payload run`), so each test file copies
 * demo data instead of seeding it again.
 */
function buildTemplate(databaseUrl: string, dir: string): boolean {
  const env = { ...process.env, DATABASE_URL: databaseUrl, MEDIA_DIR: path.join(dir, 'media'), SHARE_FILES_DIR: path.join(dir, 'share-files'), SAFETY_DATA_SHEETS_DIR: path.join(dir, 'safety-data-sheets'), FORM_FILES_DIR: path.join(dir, 'form-files'), NODE_OPTIONS: '--no-deprecation', SEED_SCALE: '1' }
  const started = Date.now()
  // Payload's CLI has been seen to end before doing anything: repeat a run without the marker.
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'run', 'scripts/prepare-database.ts'], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    if (result.status === 0 && result.stdout.includes(DONE_MARKER)) {
      console.log(`[integration] seeded template in ${((Date.now() - started) / 1000).toFixed(1)} s`)
      return true
    }
    if (result.status !== 0) {
      console.error(`[integration] seeding the template failed (exit ${result.status}); every test file seeds its own database\n${result.stderr.slice(-4000)}`)
      return false
    }
  }
  return false
}

/**
 * Runs once per integration run. With TEST_DB=postgres and no
 * TEST_DATABASE_URL it starts a throwaway PostgreSQL (scripts/test.mjs passes
 * its own server instead). Then it builds the seeded template database.
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

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-int-template-'))
  const templateName = `tribo_template_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  let database: string
  let templateUrl: string
  if (dialect === 'sqlite') {
    database = path.join(dir, 'template.db')
    templateUrl = `file:${database}`
  } else {
    database = templateName
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    await client.query(`CREATE DATABASE "${templateName}"`).finally(() => client.end())
    const target = new URL(url)
    target.pathname = `/${templateName}`
    templateUrl = target.toString()
  }
  const seeded = process.env.TRIBO_INT_NO_TEMPLATE === '1' ? false : buildTemplate(templateUrl, dir)
  project.provide('integrationTemplate', seeded ? { database, mediaDir: path.join(dir, 'media'), shareFilesDir: path.join(dir, 'share-files'), safetyDataSheetsDir: path.join(dir, 'safety-data-sheets') } : undefined)

  return async () => {
    if (dialect === 'postgres') {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${templateName}" WITH (FORCE)`).finally(() => client.end())
    }
    fs.rmSync(dir, { recursive: true, force: true })
    await server?.stop()
  }
}
