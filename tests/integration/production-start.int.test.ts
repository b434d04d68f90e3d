// APP_ENVIRONMENT=production fails closed (lib/production-readiness.ts): the
// start refuses demo settings and never seeds demo accounts, on the database
// this file was given (SQLite or PostgreSQL).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as health } from '@/app/api/health/route'

import { closePayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'
import { createDatabase, dialect } from '../helpers/test-database'

const root = path.resolve(__dirname, '../..')
const databaseUrl = process.env.DATABASE_URL!
const PRODUCTION = {
  APP_ENVIRONMENT: 'production',
  PAYLOAD_SECRET: 'f'.repeat(64),
  RECAPTCHA_SECRET_KEY: 'a-secret-from-google',
  CAPTCHA_PROVIDER: '',
}

function prepare(env: Record<string, string | undefined>) {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: undefined,
    ...env,
  }
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key]
  const result = spawnSync(process.execPath, ['scripts/start.mjs', '--prepare-only'], {
    cwd: root,
    env: merged as NodeJS.ProcessEnv,
    encoding: 'utf8',
    timeout: 240_000,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

/** `npm run migrate` (scripts/migrate.mjs), in the background. */
function migrate(
  env: Record<string, string | undefined>,
): Promise<{ status: number | null; output: string }> {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: undefined,
    ...env,
  }
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key]
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/migrate.mjs'], {
      cwd: root,
      env: merged as NodeJS.ProcessEnv,
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (status) => resolve({ status, output }))
  })
}

async function query(sql: string): Promise<Record<string, unknown>[]> {
  if (dialect === 'sqlite') {
    const client = createClient({ url: databaseUrl })
    try {
      return (await client.execute(sql)).rows as unknown as Record<string, unknown>[]
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

async function countRows(table: string): Promise<number> {
  if (dialect === 'sqlite') {
    const client = createClient({ url: databaseUrl })
    try {
      return Number((await client.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0]!.n)
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return Number((await client.query(`SELECT count(*) AS n FROM "${table}"`)).rows[0].n)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  await createDatabase(false)
})

// The health route below starts the process's Payload on this file's database; close it before the database is dropped.
let healthChecked = false
afterAll(async () => {
  if (healthChecked) await closePayload(await (await import('@/lib/payload/get-payload')).getPayload())
})

describe('npm start with APP_ENVIRONMENT=production', () => {
  it('refuses to start without PAYLOAD_SECRET and does not make one up', () => {
    const secretFile = path.join(root, 'data', '.payload-secret')
    const before = fs.existsSync(secretFile) ? fs.statSync(secretFile).mtimeMs : null
    const { status, output } = prepare({ ...PRODUCTION, PAYLOAD_SECRET: undefined })
    expect(status).not.toBe(0)
    expect(output).toContain('PAYLOAD_SECRET is not set')
    expect(fs.existsSync(secretFile) ? fs.statSync(secretFile).mtimeMs : null).toBe(before)
  })

  it('refuses the test captcha and a missing captcha secret', () => {
    const test = prepare({ ...PRODUCTION, CAPTCHA_PROVIDER: 'test' })
    expect(test.status).not.toBe(0)
    expect(test.output).toContain('CAPTCHA_PROVIDER=test')
    const noSecret = prepare({ ...PRODUCTION, RECAPTCHA_SECRET_KEY: '' })
    expect(noSecret.status).not.toBe(0)
    expect(noSecret.output).toContain('RECAPTCHA_SECRET_KEY is not set')
  })

  it('npm run migrate, the release step, migrates once even when two start at the same time, and never seeds', async () => {
    // PostgreSQL serves several instances: the two runs meet at the migration lock (cms/migration-lock.ts).
    // The embedded SQLite file serves one instance, so there the second run follows the first.
    const runs =
      dialect === 'postgres'
        ? await Promise.all([migrate(PRODUCTION), migrate(PRODUCTION)])
        : [await migrate(PRODUCTION), await migrate(PRODUCTION)]
    for (const run of runs) {
      expect(run.output).toContain('never seeds')
      expect(run.status).toBe(0)
    }
    const applied = await query('SELECT name, count(*) AS n FROM payload_migrations GROUP BY name')
    expect(applied.length).toBeGreaterThan(0)
    expect(applied.filter((row) => Number(row.n) !== 1)).toEqual([])
    expect(await countRows('accounts')).toBe(0)
    expect(await countRows('products')).toBe(0)
  }, 240_000)

  it('migrates an empty database but never seeds demo accounts into it', async () => {
    const { status, output } = prepare(PRODUCTION)
    expect(output).toContain('demo data is never seeded')
    expect(status).toBe(0)
    expect(await countRows('accounts')).toBe(0)
    expect(await countRows('users')).toBe(0)
    expect(await countRows('products')).toBe(0)
  })

  it('GET /api/health answers 503 while a migration of this release is missing, 200 once it is applied', async () => {
    // The database was migrated by the tests above; take the newest migration's record away, then give it back.
    const rows = await query('SELECT id, name, batch FROM payload_migrations ORDER BY name DESC')
    const newest = rows.find((row) => String(row.name) !== 'dev')!
    healthChecked = true
    expect((await health(makeRequest('/api/health'))).status).toBe(200)
    await query(`DELETE FROM payload_migrations WHERE id = ${Number(newest.id)}`)
    try {
      const res = await health(makeRequest('/api/health'))
      expect(res.status).toBe(503)
      expect(JSON.stringify(await res.json())).toContain(`first ${String(newest.name)}): run npm run migrate`)
    } finally {
      await query(
        `INSERT INTO payload_migrations (id, name, batch, updated_at, created_at) VALUES (${Number(newest.id)}, '${String(newest.name)}', ${Number(newest.batch)}, '${new Date().toISOString()}', '${new Date().toISOString()}')`,
      )
    }
    expect((await health(makeRequest('/api/health'))).status).toBe(200)
  })
})
