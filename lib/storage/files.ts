import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { buildStoragePathData, sanitizePrefix } from '@payloadcms/plugin-cloud-storage/utilities'

import {
  collectionKeyPrefix,
  localUploadDir,
  s3ClientConfig,
  s3Settings,
  type S3Settings,
  type UploadCollection,
} from './settings'

/**
 * The one way the app reads, writes and deletes stored upload files itself
 * (share downloads and ZIPs, safety data sheet downloads, removing a refused
 * form's files, the seed's bulk sheets): from the collection's local folder,
 * or from the S3 bucket when S3 is configured (lib/storage/settings.ts).
 * Payload's own uploads and the CMS's file routes go through Payload's S3
 * adapter (cms/storage.ts), which names objects exactly as `storedObjectKey`.
 *
 * Nothing here checks access: callers decide who may have a file first.
 * Reads stream; no whole file is held in memory.
 */

/** A stored file as its upload document names it (the storage plugin's folder fields included when the document has them). */
export type StoredFile = { filename?: string | null; prefix?: string | null; _objectKey?: string | null }

/** A stored file's content as a stream, and its size in bytes. */
export type StoredContent = { body: Readable; size: number }

export class StoredFileMissingError extends Error {
  constructor(collection: UploadCollection, filename: string | null | undefined) {
    super(`The stored file ${JSON.stringify(filename ?? '')} of ${collection} is missing.`)
    this.name = 'StoredFileMissingError'
  }
}

/** The file name when it is a plain name (no folders, not hidden), else null: nothing outside the collection's files is ever reached. */
export function plainFileName(filename: string | null | undefined): string | null {
  if (
    !filename ||
    path.basename(filename) !== filename ||
    filename.startsWith('.') ||
    filename.includes('\\')
  )
    return null
  return filename
}

/**
 * The object key of a stored file, as Payload's S3 adapter writes it (composite
 * prefixes, cms/storage.ts): `<S3_PREFIX>/<collection>/<document prefix>/<filename>`;
 * the document prefix is empty for every upload the server handles.
 */
export function storedObjectKey(
  settings: Pick<S3Settings, 'prefix'>,
  collection: UploadCollection,
  file: StoredFile & { filename: string },
): string {
  const docPrefix = [sanitizePrefix(file.prefix ?? ''), sanitizePrefix(file._objectKey ?? '')]
    .filter(Boolean)
    .join('/')
  return buildStoragePathData({
    collectionPrefix: collectionKeyPrefix(settings, collection),
    docPrefix,
    filename: file.filename,
    useCompositePrefixes: true,
  }).storageFilePath
}

let cachedClient: { key: string; client: S3Client } | null = null

/** One S3 client per process (per settings), reused by every read: it keeps its connections open. */
function s3Client(settings: S3Settings): S3Client {
  const key = JSON.stringify(settings)
  if (cachedClient?.key !== key) {
    cachedClient?.client.destroy()
    cachedClient = { key, client: new S3Client(s3ClientConfig(settings)) }
  }
  return cachedClient.client
}

type Location =
  { kind: 'local'; path: string } | { kind: 's3'; client: S3Client; bucket: string; key: string }

function locate(collection: UploadCollection, file: StoredFile): Location | null {
  const filename = plainFileName(file.filename)
  if (!filename) return null
  const settings = s3Settings()
  if (!settings) return { kind: 'local', path: path.join(localUploadDir(collection), filename) }
  return {
    kind: 's3',
    client: s3Client(settings),
    bucket: settings.bucket,
    key: storedObjectKey(settings, collection, { ...file, filename }),
  }
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } }
  return (
    e?.code === 'ENOENT' ||
    e?.code === 'EISDIR' ||
    e?.code === 'ENOTDIR' ||
    e?.name === 'NoSuchKey' ||
    e?.name === 'NotFound' ||
    e?.$metadata?.httpStatusCode === 404
  )
}

/** A stored file as a stream with its size, or null when it is not there (or the name is not a plain file name). */
export async function readStoredFile(
  collection: UploadCollection,
  file: StoredFile,
): Promise<StoredContent | null> {
  const at = locate(collection, file)
  if (!at) return null
  if (at.kind === 'local') {
    // Opened first, then measured: the size is that of the file the stream reads.
    const handle = await fs.promises.open(at.path, 'r').catch((error: unknown) => {
      if (isMissing(error)) return null
      throw error
    })
    if (!handle) return null
    const stat = await handle.stat().catch(async (error: unknown) => {
      await handle.close()
      throw error
    })
    if (!stat.isFile()) {
      await handle.close()
      return null
    }
    return { body: handle.createReadStream(), size: stat.size }
  }
  try {
    const object = await at.client.send(new GetObjectCommand({ Bucket: at.bucket, Key: at.key }))
    if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${at.key} without a readable body`)
    return { body: object.Body, size: object.ContentLength ?? 0 }
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** A stored file as a stream (for ZIP entries and image processing); a missing file is a StoredFileMissingError. */
export async function openStoredFile(collection: UploadCollection, file: StoredFile): Promise<Readable> {
  const content = await readStoredFile(collection, file)
  if (!content) throw new StoredFileMissingError(collection, file.filename)
  return content.body
}

/** A stored file's size in bytes, or null when it is not there. */
export async function storedFileSize(collection: UploadCollection, file: StoredFile): Promise<number | null> {
  const at = locate(collection, file)
  if (!at) return null
  if (at.kind === 'local') {
    const stat = await fs.promises.stat(at.path).catch((error: unknown) => {
      if (isMissing(error)) return null
      throw error
    })
    return stat?.isFile() ? stat.size : null
  }
  try {
    const head = await at.client.send(new HeadObjectCommand({ Bucket: at.bucket, Key: at.key }))
    return head.ContentLength ?? 0
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/** Whether a stored file is there. */
export async function storedFileExists(collection: UploadCollection, file: StoredFile): Promise<boolean> {
  return (await storedFileSize(collection, file)) != null
}

/**
 * Writes a file under its plain name, for work that stores files without a
 * Payload upload (the seed's bulk safety data sheets, whose rows are inserted
 * apart). Uploads through Payload store their files themselves.
 */
export async function writeStoredFile(
  collection: UploadCollection,
  filename: string,
  data: Buffer,
  contentType: string,
): Promise<void> {
  const at = locate(collection, { filename })
  if (!at) throw new Error(`Not a plain file name: ${JSON.stringify(filename)}`)
  if (at.kind === 'local') {
    await fs.promises.mkdir(path.dirname(at.path), { recursive: true })
    await fs.promises.writeFile(at.path, data)
    return
  }
  await at.client.send(
    new PutObjectCommand({ Bucket: at.bucket, Key: at.key, Body: data, ContentType: contentType }),
  )
}

/** Deletes a stored file (nothing happens when it is not there). */
export async function deleteStoredFile(collection: UploadCollection, file: StoredFile): Promise<void> {
  const at = locate(collection, file)
  if (!at) return
  if (at.kind === 'local') await fs.promises.rm(at.path, { force: true })
  else await at.client.send(new DeleteObjectCommand({ Bucket: at.bucket, Key: at.key }))
}

/** Closes the S3 client's connections (tests, shutdown). */
export function closeStoredFiles(): void {
  cachedClient?.client.destroy()
  cachedClient = null
}
