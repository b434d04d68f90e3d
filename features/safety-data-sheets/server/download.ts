import 'server-only'

import path from 'node:path'
import { Readable } from 'node:stream'

import { readStoredFile, type StoredFile } from '@/lib/storage/files'

/** An ASCII fallback file name for Content-Disposition (the UTF-8 name goes in filename*). */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')

/**
 * Streams a stored sheet (from the local folder or the S3 bucket) as a
 * download. The file name comes from the database row (its base name only),
 * never from the request; a missing file is null.
 */
export async function sheetDownload(stored: StoredFile): Promise<Response | null> {
  if (!stored.filename) return null
  const name = path.basename(stored.filename)
  const content = await readStoredFile('safety-data-sheets', { ...stored, filename: name })
  if (!content) return null
  const body = Readable.toWeb(content.body) as ReadableStream<Uint8Array>
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(content.size),
      'Content-Disposition': `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
