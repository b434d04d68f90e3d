/** How a single file can be fetched; `preview` opens in a new tab. */
export const ASSET_DOWNLOAD_TYPES = ['original', 'preview'] as const
export type AssetDownloadType = (typeof ASSET_DOWNLOAD_TYPES)[number]

/** Formats of the download-all archive: the files as uploaded, or pictures made small for the web. */
export const SHARE_FORMATS = ['original', 'web'] as const
export type ShareFormat = (typeof SHARE_FORMATS)[number]

/** One file of a share. */
export type ShareAsset = {
  id: number
  name: string
  title: string
  /** Bytes. */
  size: number
  mimeType: string
  hasPreview: boolean
  /** A small picture of the file, when it is a picture. */
  path: string | null
  download: Partial<Record<AssetDownloadType, string>>
}

/** A share as its page shows it. */
export type FileSharing = {
  name: string
  /** ISO date-time after which the link answers 410. */
  expiry: string
  assets: ShareAsset[]
  download: Partial<Record<ShareFormat, string>>
}

/** The share page shows this many assets before "show all". */
export const INITIALLY_VISIBLE_ASSETS = 6
