import 'server-only'

import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { SAFETY_DATA_SHEETS_DIR } from '@/cms/collections/safety-data-sheets'

/** An ASCII fallback file name for Content-Disposition (the UTF-8 name goes in filename*). */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')

/**
 * Streams a stored sheet as a download. The file name comes from the database
 * row (its base name only), never from the request; a missing file is null.
 */
export async function sheetDownload(stored: { filename?: string | null }): Promise<Response | null> {
  if (!stored.filename) return null
  const file = path.join(SAFETY_DATA_SHEETS_DIR, path.basename(stored.filename))
  const stat = await fs.promises.stat(file).catch(() => null)
  if (!stat?.isFile()) return null
  const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>
  const name = path.basename(stored.filename)
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(stat.size),
      'Content-Disposition': `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
