import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  deleteStoredFile,
  openStoredFile,
  plainFileName,
  readStoredFile,
  StoredFileMissingError,
  storedFileExists,
  storedFileSize,
  storedObjectKey,
  writeStoredFile,
} from './files'

// Without S3 settings: the collection's local folder (the S3 side is tests/integration/upload-storage-s3.int.test.ts).
let dir: string
const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
]
const saved = Object.fromEntries(
  ['SHARE_FILES_DIR', ...S3_VARIABLES].map((name) => [name, process.env[name]]),
)

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-stored-files-'))
  process.env.SHARE_FILES_DIR = dir
  for (const name of S3_VARIABLES) delete process.env[name]
})

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true })
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describe('stored files in a local folder', () => {
  it('writes, measures, streams and deletes a file', async () => {
    await writeStoredFile('share-files', 'bericht.txt', Buffer.from('Jahresbericht'), 'text/plain')
    expect(fs.readFileSync(path.join(dir, 'bericht.txt'), 'utf8')).toBe('Jahresbericht')
    expect(await storedFileSize('share-files', { filename: 'bericht.txt' })).toBe(13)
    const content = await readStoredFile('share-files', { filename: 'bericht.txt' })
    expect(content?.size).toBe(13)
    expect(await text(content!.body)).toBe('Jahresbericht')
    expect(await text(await openStoredFile('share-files', { filename: 'bericht.txt' }))).toBe('Jahresbericht')
    await deleteStoredFile('share-files', { filename: 'bericht.txt' })
    expect(await storedFileExists('share-files', { filename: 'bericht.txt' })).toBe(false)
    await deleteStoredFile('share-files', { filename: 'bericht.txt' })
  })

  it('answers a missing file with null (read, size) or StoredFileMissingError (open)', async () => {
    expect(await readStoredFile('share-files', { filename: 'fehlt.pdf' })).toBeNull()
    expect(await storedFileSize('share-files', { filename: 'fehlt.pdf' })).toBeNull()
    await expect(openStoredFile('share-files', { filename: 'fehlt.pdf' })).rejects.toBeInstanceOf(
      StoredFileMissingError,
    )
    fs.mkdirSync(path.join(dir, 'ordner.pdf'))
    expect(await readStoredFile('share-files', { filename: 'ordner.pdf' })).toBeNull()
  })

  it('never reaches outside the collection: only plain file names', async () => {
    fs.writeFileSync(path.join(dir, '.hidden'), 'x')
    for (const name of ['../secret.txt', 'sub/file.txt', '.hidden', '..', '', null, undefined, 'a\\b.txt']) {
      expect(plainFileName(name)).toBeNull()
      expect(await readStoredFile('share-files', { filename: name })).toBeNull()
    }
    await expect(
      writeStoredFile('share-files', '../escape.txt', Buffer.from('x'), 'text/plain'),
    ).rejects.toThrow(/Not a plain file name/)
    expect(plainFileName('Datenblatt 2026 (1).pdf')).toBe('Datenblatt 2026 (1).pdf')
  })
})

describe('storedObjectKey', () => {
  it('names objects as the S3 adapter with composite prefixes does: <prefix>/<collection>/<document prefix>/<name>', () => {
    expect(storedObjectKey({ prefix: '' }, 'share-files', { filename: 'bild.jpg' })).toBe(
      'share-files/bild.jpg',
    )
    expect(
      storedObjectKey({ prefix: 'prod' }, 'safety-data-sheets', { filename: 'sds-1-de.pdf', prefix: '' }),
    ).toBe('prod/safety-data-sheets/sds-1-de.pdf')
    expect(
      storedObjectKey({ prefix: 'prod' }, 'media', { filename: 'a.png', prefix: 'x/../y', _objectKey: 'k1' }),
    ).toBe('prod/media/x/y/k1/a.png')
  })
})
