// The database and upload folders of one integration test file. Imported by
// integration-setup.ts before the file's modules load (so DATABASE_URL,
// MEDIA_DIR and SHARE_FILES_DIR point here), and by payload.ts, which creates
// the database on first use: as a copy of the seeded template the global setup
// built (fast), or empty for files that test seeding itself (startWithEmptyDatabase).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

import { copyUploads } from '../../scripts/seeded-template.mjs'
import type { IntegrationTemplate } from './integration-global-setup'

export const dialect = process.env.TEST_DB ?? 'sqlite'
if (dialect !== 'sqlite' && dialect !== 'postgres')
  throw new Error(`TEST_DB must be sqlite or postgres, not "${dialect}"`)
const suffix = `${Date.now().toString(36)}_${process.pid}_${randomBytes(4).toString('hex')}`

// Uploads of this file go to their own folders, never into the app's data/.
export const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-int-media-'))
// Shared files live outside the public media folder (as in production).
export const shareFilesDir = `${mediaDir}-share-files`
process.env.MEDIA_DIR = mediaDir
process.env.SHARE_FILES_DIR = shareFilesDir
// Safety data sheets, likewise outside the public media folder.
export const safetyDataSheetsDir = `${mediaDir}-safety-data-sheets`
process.env.SAFETY_DATA_SHEETS_DIR = safetyDataSheetsDir
// Files sent with forms and job applications, likewise private.
export const formFilesDir = `${mediaDir}-form-files`
process.env.FORM_FILES_DIR = formFilesDir
// Order documents (confirmations, delivery notes, invoices), likewise private.
export const orderDocumentsDir = `${mediaDir}-order-documents`
process.env.ORDER_DOCUMENTS_DIR = orderDocumentsDir
// Uploads go to these folders, never to a bucket from the developer's shell; a file testing S3 sets its own (upload-storage-s3.int.test.ts).
for (const name of [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
])
  delete process.env[name]

const sqliteDir = dialect === 'sqlite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-int-')) : ''
const sqliteFile = dialect === 'sqlite' ? path.join(sqliteDir, `test_${suffix}.db`) : ''
const pgName = `tribo_test_${suffix}`.toLowerCase()
const pgServer =
  dialect === 'postgres' ? inject('testDatabaseUrl') || process.env.TEST_DATABASE_URL || '' : ''
if (dialect === 'postgres' && !pgServer)
  throw new Error(
    'TEST_DB=postgres needs TEST_DATABASE_URL (or the integration global setup to start a server)',
  )

if (dialect === 'sqlite') process.env.DATABASE_URL = `file:${sqliteFile}`
else {
  const url = new URL(pgServer)
  url.pathname = `/${pgName}`
  process.env.DATABASE_URL = url.toString()
  process.env.DATABASE_POOL_MAX ??= '5'
}

let created = false

async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: pgServer })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

let withSheets = false

/**
 * Call at the top of a test file that reads the seeded safety data sheets'
 * PDFs from disk: other files get a copy without them (the biggest upload folder).
 */
export function copySafetyDataSheetFiles(): void {
  if (created) throw new Error('copySafetyDataSheetFiles() must run before getTestPayload()')
  withSheets = true
}

/**
 * Creates this file's database: a copy of the seeded template when `seeded`
 * is true (the global setup fails the run when there is none), else an empty
 * one (Payload then migrates it).
 */
export async function createDatabase(seeded: boolean): Promise<'template' | 'empty'> {
  if (created) throw new Error('The test database exists already')
  created = true
  const template = seeded ? (inject('integrationTemplate') as IntegrationTemplate) : undefined
  if (template) {
    copyUploads(
      template,
      {
        MEDIA_DIR: mediaDir,
        SHARE_FILES_DIR: shareFilesDir,
        SAFETY_DATA_SHEETS_DIR: safetyDataSheetsDir,
        FORM_FILES_DIR: formFilesDir,
        ORDER_DOCUMENTS_DIR: orderDocumentsDir,
      },
      { withSafetyDataSheets: withSheets },
    )
  }
  if (dialect === 'sqlite') {
    if (template) fs.copyFileSync(template.database, sqliteFile)
    return template ? 'template' : 'empty'
  }
  await onServer(async (client) => {
    // Two copies of one template cannot start at the same moment (55006): wait and try again.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(
          template
            ? `CREATE DATABASE "${pgName}" TEMPLATE "${template.database}"`
            : `CREATE DATABASE "${pgName}"`,
        )
        return
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 60) throw error
        await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 500))
      }
    }
  })
  return template ? 'template' : 'empty'
}

/** Drops the database and the upload folders (after the file's tests). */
export async function dropDatabase(): Promise<void> {
  if (dialect === 'sqlite') fs.rmSync(sqliteDir, { recursive: true, force: true })
  else if (created)
    await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`))
  fs.rmSync(mediaDir, { recursive: true, force: true })
  fs.rmSync(shareFilesDir, { recursive: true, force: true })
  fs.rmSync(safetyDataSheetsDir, { recursive: true, force: true })
  fs.rmSync(formFilesDir, { recursive: true, force: true })
  fs.rmSync(orderDocumentsDir, { recursive: true, force: true })
}
