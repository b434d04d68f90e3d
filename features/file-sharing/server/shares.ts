import 'server-only'

import { pipeline } from 'node:stream/promises'
import sharp from 'sharp'

import type { FileShare, ShareFile } from '@/cms/payload-types'
import type { ContentLanguage } from '@/lib/i18n/locales'
import { visitorData } from '@/lib/data'
import { openStoredFile, plainFileName, type StoredFile } from '@/lib/storage/files'
import { type ZipEntry, zipStream } from '@/lib/zip'

import { shareArchivePath, shareFilePath } from '../paths'
import { isShareToken } from '../token'
import type { FileSharing, ShareAsset, ShareFormat } from '../types'

/** Files a browser shows in a tab by itself. */
const PREVIEWABLE =
  /^(image\/(jpeg|png|gif|webp|avif|svg\+xml)|application\/pdf|text\/plain|video\/(mp4|webm))$/
/** Pictures the web format scales down to JPEG. */
const RASTER = /^image\/(jpeg|png|webp|tiff|avif|gif)$/
/**
 * Our own limit: a share above this size offers single downloads only. Archives stream
 * (memory does not grow with them); the limit bounds how long one request reads and writes.
 */
export const MAX_ARCHIVE_BYTES = 1024 ** 3
/** Longest edge of a picture in the web format. */
export const WEB_IMAGE_EDGE = 1920

export type ShareLookup =
  | { state: 'missing' }
  | { state: 'expired'; name: string; expiresAt: string }
  | { state: 'active'; share: FileShare; files: ShareFile[] }

/**
 * The share behind `token` on this tenant. The token is the authorisation
 * (an editor handed it out): shares are editor-only in the CMS, and the data
 * scope's rule lets a visitor of the tenant look one up by its token; a
 * malformed token is never looked up, and another tenant's share is missing.
 */
export async function findShare(
  token: string,
  tenantId: number | string,
  language: ContentLanguage,
  now = new Date(),
): Promise<ShareLookup> {
  if (!isShareToken(token)) return { state: 'missing' }
  const { docs } = await visitorData(tenantId).find({
    collection: 'file-shares',
    where: { token: { equals: token } },
    locale: language,
    fallbackLocale: 'de',
    depth: 1,
    limit: 1,
  })
  const share = docs[0] as FileShare | undefined
  if (!share) return { state: 'missing' }
  if (new Date(share.expiresAt).getTime() <= now.getTime())
    return { state: 'expired', name: share.name, expiresAt: share.expiresAt }
  const files = (share.assets ?? []).filter(
    (file): file is ShareFile => typeof file === 'object' && file != null && !!file.filename,
  )
  return { state: 'active', share, files }
}

/** A share (name, expiry, assets, archive downloads) for the page and the JSON answer. */
export function toFileSharing(token: string, share: FileShare, files: ShareFile[]): FileSharing {
  const assets: ShareAsset[] = files.map((file) => {
    const mimeType = file.mimeType ?? 'application/octet-stream'
    const hasPreview = PREVIEWABLE.test(mimeType)
    return {
      id: file.id,
      name: file.filename!,
      title: file.title || file.filename!,
      size: file.filesize ?? 0,
      mimeType,
      hasPreview,
      path: file.sizes?.thumbnail?.filename ? shareFilePath(token, file.id, 'thumbnail') : null,
      download: {
        original: shareFilePath(token, file.id, 'original'),
        ...(hasPreview ? { preview: shareFilePath(token, file.id, 'preview') } : {}),
      },
    }
  })
  const total = assets.reduce((sum, asset) => sum + asset.size, 0)
  const download: FileSharing['download'] = {}
  if (assets.length && total <= MAX_ARCHIVE_BYTES) {
    download.original = shareArchivePath(token, 'original')
    if (assets.some((asset) => RASTER.test(asset.mimeType))) download.web = shareArchivePath(token, 'web')
  }
  return { name: share.name, expiry: share.expiresAt, assets, download }
}

/**
 * The file of a share to send: the original, or its thumbnail (stored beside
 * it under its own name); null when the stored name is not a plain file name.
 */
export function fileOf(
  file: ShareFile,
  variant: 'original' | 'thumbnail',
): { stored: StoredFile & { filename: string }; mimeType: string; filename: string } | null {
  const filename = plainFileName(variant === 'thumbnail' ? file.sizes?.thumbnail?.filename : file.filename)
  const mimeType = variant === 'thumbnail' ? file.sizes?.thumbnail?.mimeType : file.mimeType
  return filename
    ? {
        stored: { filename, prefix: file.prefix, _objectKey: file._objectKey },
        mimeType: mimeType ?? 'application/octet-stream',
        filename,
      }
    : null
}

/** A stored picture, streamed into sharp, scaled to fit WEB_IMAGE_EDGE and saved as JPEG. */
async function webVersion(stored: StoredFile): Promise<Buffer> {
  const source = await openStoredFile('share-files', stored)
  const scale = sharp()
    .rotate()
    .resize({ width: WEB_IMAGE_EDGE, height: WEB_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
  // A read error of the source fails the pipeline (and so the picture), not only the source.
  const [picture] = await Promise.all([scale.toBuffer(), pipeline(source, scale)])
  return picture
}

/**
 * Every file of the share in one ZIP, streamed: as uploaded, or (web)
 * pictures scaled down to JPEG (named `.jpg`) and other files as they are.
 * Only names are gathered here. Every entry is opened by `open`, which the
 * archive calls when it reaches that entry, after the previous one has been
 * written through: files stream from storage (the local folder or the S3
 * bucket, lib/storage/files.ts); a web picture is scaled then — so one scaled
 * picture at a time is in memory, never the whole set (lib/zip.ts).
 */
export function shareArchive(files: ShareFile[], format: ShareFormat): ReadableStream<Uint8Array> {
  const entries: ZipEntry[] = []
  for (const file of files) {
    const stored = fileOf(file, 'original')
    if (!stored) continue
    const modified = file.updatedAt ? new Date(file.updatedAt) : undefined
    if (format === 'web' && RASTER.test(stored.mimeType))
      entries.push({
        name: stored.filename.replace(/\.[^.]+$/, '') + '.jpg',
        modified,
        open: () => webVersion(stored.stored),
      })
    else
      entries.push({
        name: stored.filename,
        modified,
        open: () => openStoredFile('share-files', stored.stored),
      })
  }
  return zipStream(entries)
}

/** A file name for the archive: the share's name, safe for every file system. */
export function archiveName(shareName: string, format: ShareFormat): string {
  const base =
    shareName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'files'
  return `${base}${format === 'web' ? '-web' : ''}.zip`
}
