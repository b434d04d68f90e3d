import type { CSSProperties } from 'react'
import { preload } from 'react-dom'

import type { ImageData } from '@/lib/media'

import styles from './picture.module.css'

export type { ImageData }

/** One art-directed source, e.g. a narrow crop for phones. */
export type PictureSource = { srcset: string; media?: string; type?: string; width?: number; height?: number }

type Common = {
  /** Required; an empty string marks a decorative image. */
  alt: string
  fallback?: string
  srcset?: string
  title?: string
  caption?: string
  width?: number
  height?: number
  /** CSS aspect ratio such as "3/4" (product tiles) or "16/9". */
  ratio?: string
  /**
   * Above the fold: load at once with high priority instead of lazily. With a
   * media query (a picture shown only on some screens, e.g. a phone's and a
   * desktop's variant of one stage), the page's head preloads the image for
   * screens that match, and the image itself stays lazy: a variant hidden by
   * CSS is then never downloaded.
   */
  priority?: boolean | { media: string }
  className?: string
  fit?: 'cover' | 'contain'
}

type Props = Common & ({ sources?: undefined; sizes?: string } | { sources: PictureSource[]; sizes: string })

/**
 * A responsive picture: needs alt text, a fallback or a
 * srcset, and sizes when sources are given; loads lazily by default.
 */
export function Picture({
  alt,
  fallback,
  srcset,
  sources,
  sizes,
  title,
  caption,
  width,
  height,
  ratio,
  priority = false,
  className,
  fit = 'cover',
}: Props) {
  if (!srcset && !fallback && !(sources && sources.length > 0)) {
    throw new Error('Picture needs a srcset, sources or a fallback.')
  }
  if (typeof alt !== 'string') throw new Error('Picture needs an alt text (use "" for decorative images).')
  if (sources && sources.length > 0 && !sizes) throw new Error('Picture needs sizes when sources are given.')

  const style: CSSProperties | undefined = ratio ? { aspectRatio: ratio } : undefined
  const src =
    fallback ??
    srcset?.split(',')[0]?.trim().split(/\s+/)[0] ??
    sources?.[0]?.srcset.split(',')[0]?.trim().split(/\s+/)[0]
  const preloadMedia = typeof priority === 'object' ? priority.media : null
  if (preloadMedia && src && !sources?.length) {
    preload(src, {
      as: 'image',
      imageSrcSet: srcset,
      imageSizes: srcset ? sizes : undefined,
      fetchPriority: 'high',
      media: preloadMedia,
    })
  }
  const picture = (
    <picture
      className={`${styles.picture} ${ratio ? styles.ratio : ''} ${caption ? '' : (className ?? '')}`}
      style={style}
    >
      {sources?.map((source) => (
        <source
          key={`${source.media ?? ''}${source.srcset}`}
          srcSet={source.srcset}
          media={source.media}
          type={source.type}
          sizes={sizes}
          width={source.width}
          height={source.height}
        />
      ))}
      <img
        className={styles[fit]}
        src={src}
        srcSet={srcset}
        sizes={srcset ? sizes : undefined}
        alt={alt}
        title={title}
        width={width}
        height={height}
        loading={priority === true ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  )
  if (!caption) return picture
  return (
    <figure className={`${styles.figure} ${className ?? ''}`}>
      {picture}
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  )
}

/** A CMS image as a Picture, or nothing when it has no file. */
export function CmsPicture({
  image,
  ...rest
}: { image: ImageData | null | undefined } & Omit<
  Common,
  'alt' | 'fallback' | 'srcset' | 'title' | 'caption'
> & { sizes?: string }) {
  if (!image || (!image.fallback && !image.srcset)) return null
  return (
    <Picture
      alt={image.alt ?? ''}
      fallback={image.fallback}
      srcset={image.srcset}
      title={image.title}
      caption={image.caption}
      {...rest}
    />
  )
}
