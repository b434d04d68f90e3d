import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { NextRequest } from 'next/server'

import { activeShare, contentDisposition, SHARE_HEADERS } from '@/features/file-sharing/server/request'
import { fileOf } from '@/features/file-sharing/server/shares'
import { fail } from '@/lib/api/envelope'
import { getApiTranslator } from '@/lib/i18n/translator'

type Context = { params: Promise<{ token: string; fileId: string; type: string }> }

const TYPES = ['original', 'preview', 'thumbnail'] as const

/** Types a browser could run script in: shown only inside a sandbox. */
const ACTIVE_CONTENT = /^(image\/svg\+xml|text\/html|application\/xhtml\+xml|text\/xml|application\/xml)$/

/**
 * GET /api/file-share/{token}/files/{fileId}/{original|preview|thumbnail}:
 * one file of an active share, as a download, shown in the browser, or its
 * small picture. Only files of that share are served.
 */
export async function GET(request: NextRequest, { params }: Context) {
  const { token, fileId, type } = await params
  const found = await activeShare(request, token)
  if ('response' in found) return found.response
  const t = await getApiTranslator(found.locale)
  if (!(TYPES as readonly string[]).includes(type)) return fail(400, [{ type: 'error', message: t('locations.sharing.api.badType', { parameter: 'type' }), meta: { fields: ['type'] } }])
  const file = found.share.files.find((entry) => String(entry.id) === fileId)
  if (!file) return fail(404, t('locations.sharing.api.fileMissing'), { headers: SHARE_HEADERS })
  const stored = fileOf(file, type === 'thumbnail' ? 'thumbnail' : 'original')
  const size = stored ? await stat(stored.filePath).then((s) => (s.isFile() ? s.size : null), () => null) : null
  if (!stored || size == null) return fail(404, t('locations.sharing.api.fileMissing'), { headers: SHARE_HEADERS })
  if (type === 'preview' && !/^(image\/|application\/pdf|text\/plain|video\/)/.test(stored.mimeType)) return fail(400, [{ type: 'error', message: t('locations.sharing.api.noPreview'), meta: { fields: ['type'] } }])

  const headers: Record<string, string> = {
    ...SHARE_HEADERS,
    'Content-Type': stored.mimeType,
    'Content-Length': String(size),
    'Content-Disposition': contentDisposition(type === 'original' ? 'attachment' : 'inline', stored.filename),
    'Cache-Control': 'private, max-age=300',
    'X-Content-Type-Options': 'nosniff',
  }
  if (ACTIVE_CONTENT.test(stored.mimeType)) headers['Content-Security-Policy'] = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'"
  const stream = Readable.toWeb(createReadStream(stored.filePath)) as ReadableStream<Uint8Array>
  return new Response(stream, { headers })
}
