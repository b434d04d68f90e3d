// Runs in each integration test file before its modules load: gives the file a
// fresh, empty database and points DATABASE_URL at it. tests/helpers/payload.ts
// then migrates it with the dialect's real migrations.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, inject } from 'vitest'

import { closeTestPayload } from './payload'

const dialect = process.env.TEST_DB ?? 'sqlite'
const suffix = `${Date.now().toString(36)}_${process.pid}_${randomBytes(4).toString('hex')}`

let cleanup: () => Promise<void> = async () => {}

// Uploads of this file (seeded pictures) go to their own folder, never into the app's data/media.
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-int-media-'))
process.env.MEDIA_DIR = mediaDir
// Shared files must live outside the public media folder (as in production).
const shareFilesDir = `${mediaDir}-share-files`
process.env.SHARE_FILES_DIR = shareFilesDir

if (dialect === 'postgres') {
  const serverUrl = inject('testDatabaseUrl') || process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (or the integration global setup to start a server)')
  const name = `tribo_test_${suffix}`.toLowerCase()
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE "${name}"`)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
  process.env.DATABASE_POOL_MAX ??= '5'
  cleanup = async () => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    } finally {
      await client.end()
    }
  }
} else if (dialect === 'sqlite') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-int-'))
  process.env.DATABASE_URL = `file:${path.join(dir, `test_${suffix}.db`)}`
  cleanup = async () => fs.rmSync(dir, { recursive: true, force: true })
} else {
  throw new Error(`TEST_DB must be sqlite or postgres, not "${dialect}"`)
}

// Registered before the file's own hooks, so it runs after them (hooks stack).
afterAll(async () => {
  await closeTestPayload()
  await cleanup()
  fs.rmSync(mediaDir, { recursive: true, force: true })
  fs.rmSync(shareFilesDir, { recursive: true, force: true })
})
