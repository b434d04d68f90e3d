import { s3Storage } from '@payloadcms/storage-s3'
import type { CollectionBeforeOperationHook, Plugin } from 'payload'

import {
  collectionKeyPrefix,
  s3ClientConfig,
  s3Settings,
  UPLOAD_COLLECTIONS,
  type S3Settings,
} from '../lib/storage/settings'

/**
 * Payload's S3 storage adapter for every upload collection, on when the S3
 * settings are given (lib/storage/settings.ts), off otherwise (each collection
 * keeps its local `staticDir`).
 *
 * - Private collections stay private: `disablePayloadAccessControl` is false
 *   and there is no `generateFileURL` or signed download, so a file's `url`
 *   stays Payload's `/cms-api/<collection>/file/<name>`, whose handler checks
 *   the collection's read access (editors only) before it streams the object
 *   from the bucket; no bucket URL is ever handed out. Media is served the
 *   same way (public read access); the bucket itself stays private (no ACL).
 * - The plugin's `prefix` and `_objectKey` fields are always in the schema
 *   (`alwaysInsertFields`), so the database is the same with and without S3
 *   (their columns are in the migrations). Composite prefixes keep the stored
 *   document prefix empty (the column default is '' whatever S3_PREFIX is)
 *   and put objects at `<S3_PREFIX>/<collection>/<filename>`
 *   (lib/storage/files.ts reads them at the same keys).
 */
export function uploadStorage(settings: S3Settings | null = s3Settings()): Plugin {
  const collections = Object.fromEntries(
    UPLOAD_COLLECTIONS.map((slug) => [
      slug,
      {
        prefix: settings ? collectionKeyPrefix(settings, slug) : undefined,
        // Every file goes through Payload's file route and its access check; the private ones must never bypass it.
        disablePayloadAccessControl: false,
      },
    ]),
  )
  const storage = s3Storage({
    enabled: settings != null,
    alwaysInsertFields: true,
    useCompositePrefixes: true,
    bucket: settings?.bucket ?? 'not-configured',
    config: settings ? s3ClientConfig(settings) : {},
    collections,
  })
  if (!settings) return storage
  return async (incoming) => {
    const config = await storage(incoming)
    const uploads = new Set<string>(UPLOAD_COLLECTIONS)
    return {
      ...config,
      collections: config.collections?.map((collection) =>
        uploads.has(collection.slug)
          ? {
              ...collection,
              hooks: {
                ...collection.hooks,
                beforeOperation: [ownUploadContext, ...(collection.hooks?.beforeOperation ?? [])],
              },
            }
          : collection,
      ),
    }
  }
}

/**
 * Gives every operation on an upload collection a context object of its own.
 * The storage plugin keeps its state in `req.context` (the file to upload,
 * `skipCloudStorage` while it saves the upload's metadata) and leaves some of
 * it behind; the Local API uses the caller's `context` object itself, so a
 * caller that passes one object to several calls (the seed's `LOCAL`) would
 * find `skipCloudStorage` still set from the first upload, and every later
 * file would silently not reach the bucket.
 */
const ownUploadContext: CollectionBeforeOperationHook = ({ args, req }) => {
  req.context = { ...req.context }
  return args
}
