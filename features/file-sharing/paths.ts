import type { AssetDownloadType, ShareFormat } from './types'

const base = (token: string) => `/api/file-share/${encodeURIComponent(token)}`

/** The page a share link opens. */
export const sharePagePath = (locale: string, token: string) =>
  `/${locale}/share/${encodeURIComponent(token)}`
/** One file of a share, as download, inline preview or thumbnail. */
export const shareFilePath = (token: string, id: number, type: AssetDownloadType | 'thumbnail') =>
  `${base(token)}/files/${id}/${type}`
/** Every file of a share in one ZIP archive. */
export const shareArchivePath = (token: string, format: ShareFormat) => `${base(token)}/download/${format}`
/** The share as JSON (the proxy asks it whether a share page has expired). */
export const shareApiPath = (token: string) => base(token)
