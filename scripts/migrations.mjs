#!/usr/bin/env node
// Migrations for both dialects, generated from the same config.
//   node scripts/migrations.mjs create <name>  writes cms/migrations/{sqlite,postgres}/<ts>_<name>.*
//   node scripts/migrations.mjs check          fails when the config has schema changes no migration covers
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres } from './embedded-postgres.mjs'

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')
const [mode, name = 'change'] = process.argv.slice(2)

function payload(args, env) {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), ...args], {
    cwd: root,
    env: {
      ...process.env,
      // Lexical's builds by condition, not through its wrapper that deadlocks Node 20 (scripts/run-ts.mjs).
      NODE_OPTIONS: '--no-deprecation --conditions=development',
      PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts',
      ...env,
    },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr)
    throw new Error(`payload ${args.join(' ')} failed (${result.status})`)
  }
  return result.stdout
}

async function withDialectUrls(fn) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-mig-'))
  const sqliteUrl = `file:${path.join(tmp, 'schema.db')}`
  let pg
  let postgresUrl = process.env.TEST_DATABASE_URL
  if (!postgresUrl) {
    pg = await startEmbeddedPostgres()
    postgresUrl = pg.url()
  }
  try {
    await fn({ sqlite: sqliteUrl, postgres: postgresUrl })
  } finally {
    await pg?.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}

const migrationFiles = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^\d{8}_\d{6}.*\.ts$/.test(f)) : []

if (mode === 'create') {
  await withDialectUrls(async (urls) => {
    for (const dialect of ['sqlite', 'postgres']) {
      payload(['migrate:create', name, '--skip-empty'], { DATABASE_URL: urls[dialect] })
      console.log(
        `${dialect}: ${migrationFiles(path.join(root, 'cms/migrations', dialect)).at(-1) ?? 'no migration'}`,
      )
    }
  })
} else if (mode === 'check') {
  let failed = false
  await withDialectUrls(async (urls) => {
    for (const dialect of ['sqlite', 'postgres']) {
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-migcheck-'))
      fs.cpSync(path.join(root, 'cms/migrations'), copy, { recursive: true })
      const before = migrationFiles(path.join(copy, dialect)).length
      payload(['migrate:create', 'pending', '--skip-empty'], {
        DATABASE_URL: urls[dialect],
        PAYLOAD_MIGRATIONS_ROOT: copy,
      })
      const after = migrationFiles(path.join(copy, dialect)).length
      fs.rmSync(copy, { recursive: true, force: true })
      if (after > before) {
        failed = true
        console.error(
          `migrations: the ${dialect} schema has changes that no migration covers. Run: npm run migrate:create -- <name>`,
        )
      } else {
        console.log(`migrations: ${dialect} up to date`)
      }
    }
  })
  process.exit(failed ? 1 : 0)
} else {
  console.error('usage: node scripts/migrations.mjs create <name> | check')
  process.exit(2)
}
