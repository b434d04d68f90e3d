import path from 'node:path'

import type { S3ClientConfig } from '@aws-sdk/client-s3'

/**
 * Where uploaded files live, in one place: an S3 bucket when the S3 settings
 * are given (every instance reads and writes the same objects), else one local
 * folder per upload collection (README, "Settings"; docs/scaling.md, "Uploads").
 */

/** The upload collections: every one is stored in the bucket when S3 is configured. */
export const UPLOAD_COLLECTIONS = [
  'media',
  'share-files',
  'form-files',
  'safety-data-sheets',
  'order-documents',
] as const
export type UploadCollection = (typeof UPLOAD_COLLECTIONS)[number]

/**
 * Collections whose files are never public: served only through Payload's
 * access control (editors in the CMS) and the app's own download routes with
 * their checks (share links, signed-in business customers) — never by a
 * bucket URL and never below the public MEDIA_DIR.
 */
export const PRIVATE_UPLOAD_COLLECTIONS: readonly UploadCollection[] = [
  'share-files',
  'form-files',
  'safety-data-sheets',
  'order-documents',
]

type Vars = Record<string, string | undefined>

const LOCAL_DIRS: Record<UploadCollection, { variable: string; fallback: string }> = {
  media: { variable: 'MEDIA_DIR', fallback: 'data/media' },
  'share-files': { variable: 'SHARE_FILES_DIR', fallback: 'data/share-files' },
  'form-files': { variable: 'FORM_FILES_DIR', fallback: 'data/form-files' },
  'safety-data-sheets': { variable: 'SAFETY_DATA_SHEETS_DIR', fallback: 'data/safety-data-sheets' },
  'order-documents': { variable: 'ORDER_DOCUMENTS_DIR', fallback: 'data/order-documents' },
}

/** The local folder of a collection's files (used when S3 is not configured): `MEDIA_DIR`, `SHARE_FILES_DIR`, … resolved against the working directory. */
export function localUploadDir(collection: UploadCollection, vars: Vars = process.env): string {
  const { variable, fallback } = LOCAL_DIRS[collection]
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), vars[variable] ?? fallback)
}

export type S3Settings = {
  bucket: string
  region: string
  /** An S3-compatible store (MinIO, Ceph …); null for AWS itself. */
  endpoint: string | null
  accessKeyId: string
  secretAccessKey: string
  /** Key prefix of this deployment ('' for none), without leading or trailing slashes. */
  prefix: string
}

/** Without these three there is no bucket to use. */
export const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
export const S3_OPTIONAL = ['S3_REGION', 'S3_ENDPOINT', 'S3_PREFIX'] as const
export const DEFAULT_S3_REGION = 'us-east-1'

/** Bucket names as S3 allows them (lower case, digits, dots and hyphens, 3–63 characters). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/
/** A prefix segment: letters, digits, `.`, `_`, `-`. */
const PREFIX_SEGMENT = /^[A-Za-z0-9._-]+$/

/**
 * The S3 settings, or null when none is given (files stay in the local
 * folders). Some but not all of the required ones is a configuration error,
 * thrown at start (cms/payload.config.ts reads this when the config is built)
 * and naming what is missing — never a silent fallback to local folders that
 * other instances cannot see.
 */
export function s3Settings(vars: Vars = process.env): S3Settings | null {
  const value = (name: string) => vars[name]?.trim() ?? ''
  const given = [...S3_REQUIRED, ...S3_OPTIONAL].filter((name) => value(name))
  if (!given.length) return null
  const missing = S3_REQUIRED.filter((name) => !value(name))
  if (missing.length) {
    throw new Error(
      `S3 storage is configured only in part: ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing (given: ${given.join(', ')}). ` +
        `Set ${S3_REQUIRED.join(', ')} to keep uploads in a bucket, or none of the S3_ settings to keep them in local folders.`,
    )
  }
  const bucket = value('S3_BUCKET')
  if (!BUCKET.test(bucket))
    throw new Error(
      `S3_BUCKET "${bucket}" is not a valid bucket name (3–63 lower-case letters, digits, dots and hyphens).`,
    )
  const endpoint = value('S3_ENDPOINT') || null
  if (endpoint) {
    let url: URL | null = null
    try {
      url = new URL(endpoint)
    } catch {
      // reported below
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
      throw new Error(`S3_ENDPOINT "${endpoint}" is not an http(s) URL, e.g. https://minio.example.com:9000.`)
  }
  const segments = value('S3_PREFIX').split('/').filter(Boolean)
  const badSegment = segments.find(
    (segment) => !PREFIX_SEGMENT.test(segment) || segment === '.' || segment === '..',
  )
  if (badSegment !== undefined)
    throw new Error(
      `S3_PREFIX "${value('S3_PREFIX')}" may hold only letters, digits, ".", "_", "-" and "/" between parts (not "${badSegment}").`,
    )
  return {
    bucket,
    region: value('S3_REGION') || DEFAULT_S3_REGION,
    endpoint,
    accessKeyId: value('S3_ACCESS_KEY_ID'),
    secretAccessKey: value('S3_SECRET_ACCESS_KEY'),
    prefix: segments.join('/'),
  }
}

/**
 * The AWS SDK client options of these settings, shared by Payload's S3
 * adapter (writes, the CMS's file routes) and lib/storage/files.ts (the app's
 * own downloads). With an endpoint (MinIO, Ceph …) objects are addressed by
 * path (`endpoint/bucket/key`), and checksums are sent and checked only where
 * S3 requires them: the SDK's default CRC checksums on every request are
 * not understood by every S3-compatible store.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  }
}

/** The key prefix of a collection's objects: `<S3_PREFIX>/<collection>` (so equal file names of two collections never meet). */
export function collectionKeyPrefix(
  settings: Pick<S3Settings, 'prefix'>,
  collection: UploadCollection,
): string {
  return settings.prefix ? `${settings.prefix}/${collection}` : collection
}
