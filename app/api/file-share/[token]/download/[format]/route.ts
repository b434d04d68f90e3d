import type { NextRequest } from 'next/server'

import { activeShare, contentDisposition, SHARE_HEADERS } from '@/features/file-sharing/server/request'
import { archiveName, shareArchive, toFileSharing } from '@/features/file-sharing/server/shares'
import { SHARE_FORMATS, type ShareFormat } from '@/features/file-sharing/types'
import { fail } from '@/lib/api/envelope'
import { getApiTranslator } from '@/lib/i18n/translator'

type Context = { params: Promise<{ token: string; format: string }> }

/** GET /api/file-share/{token}/download/{original|web}: every file of an active share in one ZIP. */
export async function GET(request: NextRequest, { params }: Context) {
  const { token, format } = await params
  const found = await activeShare(request, token)
  if ('response' in found) return found.response
  const t = await getApiTranslator(found.locale)
  const { share, files } = found.share
  const offered = toFileSharing(token, share, files).download
  if (!(SHARE_FORMATS as readonly string[]).includes(format) || !offered[format as ShareFormat]) {
    return fail(400, [{ type: 'error', message: t('locations.sharing.api.badFormat', { formats: Object.keys(offered).join(', ') || '–' }), meta: { fields: ['format'] } }])
  }
  const zip = await shareArchive(files, format as ShareFormat)
  return new Response(new Uint8Array(zip), {
    headers: {
      ...SHARE_HEADERS,
      'Content-Type': 'application/zip',
      'Content-Length': String(zip.length),
      'Content-Disposition': contentDisposition('attachment', archiveName(share.name, format as ShareFormat)),
      'Cache-Control': 'private, no-store',
    },
  })
}
