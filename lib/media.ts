import type { Media } from '@/cms/payload-types'

/** A picture as the site renders it: responsive sources, a fallback URL and its texts. */
export type ImageData = {
  srcset?: string
  fallback?: string
  alt: string
  title?: string
  caption?: string
  id?: string | number
}

/** A media reference as Payload returns it: the populated document, or only its id when not populated. */
export type MediaRef = Media | number | string | null | undefined

/** The populated media document of a reference, or null. */
export function mediaDoc(ref: MediaRef): Media | null {
  return ref && typeof ref === 'object' && ref.url ? ref : null
}

/**
 * A media document as the site's image data: the original as fallback and every
 * generated size (plus the original) in the srcset, widest last.
 */
export function toImageData(ref: MediaRef, overrides: { alt?: string | null } = {}): ImageData | null {
  const media = mediaDoc(ref)
  if (!media?.url) return null
  const candidates = new Map<number, string>()
  for (const size of Object.values(media.sizes ?? {})) {
    if (size?.url && size.width) candidates.set(size.width, size.url)
  }
  if (media.width) candidates.set(media.width, media.url)
  const srcset = [...candidates.entries()]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
  return {
    id: media.id,
    fallback: media.url,
    srcset: srcset || undefined,
    alt: overrides.alt ?? media.alt ?? '',
    caption: media.caption ?? undefined,
  }
}

/** True when the media is a PDF or other document rather than an image. */
export function isDocument(ref: MediaRef): boolean {
  const media = mediaDoc(ref)
  return !!media?.mimeType && !media.mimeType.startsWith('image/')
}
