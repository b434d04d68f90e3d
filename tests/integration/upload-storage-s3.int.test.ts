// Uploads in an S3 bucket: a real S3-compatible server (s3rver, in this
// process, on a free port with a temporary folder) and the app configured for
// it through the S3_ settings, as a deployment of several instances would be.
// The same round trips as upload-storage-local.int.test.ts (tests/helpers/upload-storage.ts),
// plus: nothing lands in the local folders, and the objects are at
// <S3_PREFIX>/<collection>/<filename>.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import S3rver from 's3rver'
import { describe, expect, it } from 'vitest'

import { LOCAL_DIRS, uploadStorageTests, type UploadCollection } from '../helpers/upload-storage'

const BUCKET = 'tribo-int'
const PREFIX = 'int-test'
let server: S3rver
let directory: string
let endpoint: string
let client: S3Client

async function stored(collection: UploadCollection, filename: string): Promise<Buffer | null> {
  try {
    const object = await client.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: `${PREFIX}/${collection}/${filename}` }),
    )
    return Buffer.from(await object.Body!.transformToByteArray())
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null
    throw error
  }
}

uploadStorageTests({
  name: 'S3 bucket',
  async start() {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tribo-int-s3-'))
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: BUCKET }],
    })
    const { port } = await server.run()
    endpoint = `http://127.0.0.1:${port}`
    // s3rver's fixed credentials; the region is left to its default.
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: PREFIX,
    })
    client = new S3Client({
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
  },
  async stop() {
    client.destroy()
    // Payload's adapter keeps its connections open: end them, or the server would wait for them.
    server.httpServer?.closeAllConnections()
    await server.close()
    fs.rmSync(directory, { recursive: true, force: true })
  },
  stored,
})

describe('uploads in the S3 bucket: where they are', () => {
  it('wrote nothing to the local folders: every file is in the bucket only', () => {
    for (const [collection, dir] of Object.entries(LOCAL_DIRS)) {
      expect(fs.existsSync(dir) ? fs.readdirSync(dir) : [], collection).toEqual([])
    }
  })

  it('keeps every object below the deployment prefix, one folder per collection', async () => {
    const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }))
    const keys = Contents.map((object) => object.Key!)
    // 4 share files (with the picture's thumbnail), 1 form file (the refused one is gone), 4 sheets (1 uploaded, 3 seeded); the picture.
    expect(keys.filter((key) => !key.startsWith(`${PREFIX}/media/`))).toHaveLength(9)
    expect(keys).toContain(`${PREFIX}/media/rot.png`)
    for (const key of keys)
      expect(key).toMatch(/^int-test\/(media|share-files|form-files|safety-data-sheets)\/[^/]+$/)
    for (const collection of ['media', 'share-files', 'form-files', 'safety-data-sheets'])
      expect(
        keys.some((key) => key.startsWith(`int-test/${collection}/`)),
        collection,
      ).toBe(true)
  })
})
