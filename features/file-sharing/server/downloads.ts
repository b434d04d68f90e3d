import 'server-only'

import { Readable } from 'node:stream'

import type { NextRequest } from 'next/server'

import { NotFoundError, ValidationError } from '@/lib/api/errors'
import { readStoredFile } from '@/lib/storage/files'

import { SHARE_FORMATS, type ShareFormat } from '../types'
import { activeShare, contentDisposition, SHARE_HEADERS } from './request'
import { archiveName, fileOf, shareArchive, toFileSharing } from './shares'

const TYPES = ['original', 'preview', 'thumbnail'] as const

/** Types a browser could run script in: shown only inside a sandbox. */
const ACTIVE_CONTENT = /^(image\/svg\+xml|text\/html|application\/xhtml\+xml|text\/xml|application\/xml)$/

/**
 * GET /api/file-share/{token}/download/{original|web}: every file of an
 * active share in one ZIP, streamed (lib/zip.ts) after the share and the
 * format are checked — a file download, so a Response defineRoute passes
 * through.
 */
export async function shareArchiveResponse(
  request: NextRequest,
  token: string,
  format: string,
): Promise<Response> {
  const { share: found, t } = await activeShare(request, token)
  const { share, files } = found
  const offered = toFileSharing(token, share, files).download
  if (!(SHARE_FORMATS as readonly string[]).includes(format) || !offered[format as ShareFormat]) {
    throw new ValidationError(
      t('locations.sharing.api.badFormat', { formats: Object.keys(offered).join(', ') || '–' }),
      ['format'],
    )
  }
  // Streamed as it is written: no Content-Length (unknown until the end); an error on the way breaks the download off.
  return new Response(shareArchive(files, format as ShareFormat), {
    headers: {
      ...SHARE_HEADERS,
      'Content-Type': 'application/zip',
      'Content-Disposition': contentDisposition('attachment', archiveName(share.name, format as ShareFormat)),
      'Cache-Control': 'private, no-store',
    },
  })
}

/**
 * GET /api/file-share/{token}/files/{fileId}/{original|preview|thumbnail}:
 * one file of an active share, as a download, shown in the browser, or its
 * small picture, streamed from storage (the local folder or the S3 bucket).
 * Only files of that share are served.
 */
export async function shareFileResponse(
  request: NextRequest,
  token: string,
  fileId: string,
  type: string,
): Promise<Response> {
  const { share, t } = await activeShare(request, token)
  if (!(TYPES as readonly string[]).includes(type))
    throw new ValidationError(t('locations.sharing.api.badType', { parameter: 'type' }), ['type'])
  const file = share.files.find((entry) => String(entry.id) === fileId)
  if (!file) throw new NotFoundError(t('locations.sharing.api.fileMissing'), { headers: SHARE_HEADERS })
  const stored = fileOf(file, type === 'thumbnail' ? 'thumbnail' : 'original')
  const content = stored ? await readStoredFile('share-files', stored.stored) : null
  if (!stored || !content)
    throw new NotFoundError(t('locations.sharing.api.fileMissing'), { headers: SHARE_HEADERS })
  if (type === 'preview' && !/^(image\/|application\/pdf|text\/plain|video\/)/.test(stored.mimeType)) {
    content.body.destroy()
    throw new ValidationError(t('locations.sharing.api.noPreview'), ['type'])
  }

  const headers: Record<string, string> = {
    ...SHARE_HEADERS,
    'Content-Type': stored.mimeType,
    'Content-Length': String(content.size),
    'Content-Disposition': contentDisposition(type === 'original' ? 'attachment' : 'inline', stored.filename),
    'Cache-Control': 'private, max-age=300',
    'X-Content-Type-Options': 'nosniff',
  }
  if (ACTIVE_CONTENT.test(stored.mimeType))
    headers['Content-Security-Policy'] =
      "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'"
  const stream = Readable.toWeb(content.body) as ReadableStream<Uint8Array>
  return new Response(stream, { headers })
}
