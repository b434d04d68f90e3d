'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { CmsPicture } from '@/components/picture/picture'

import type { GalleryItem } from '../server/detail'
import styles from './product-detail.module.css'

/** The product's pictures, video files and YouTube videos: one large view and thumbnails to choose from. */
export function ProductGallery({ items, name }: { items: GalleryItem[]; name: string }) {
  const t = useTranslations('catalog.detail')
  const [active, setActive] = useState(0)
  const current = items[active]
  if (!current) return <div className={styles.galleryPlaceholder} aria-hidden="true" />
  return (
    <div className={styles.gallery} aria-label={t('gallery')} role="group">
      <div className={styles.stage} data-testid="gallery-stage">
        {current.kind === 'image' && (
          <CmsPicture
            image={{ ...current.image, alt: current.image.alt || name }}
            ratio="3 / 4"
            fit="contain"
            priority={active === 0}
            sizes="(min-width: 768px) 40vw, 100vw"
          />
        )}
        {current.kind === 'video' && (
          <video
            src={current.src}
            controls
            preload="metadata"
            poster={current.poster?.fallback}
            className={styles.video}
          />
        )}
        {current.kind === 'youtube' && (
          <iframe
            className={styles.video}
            src={`https://www.youtube-nocookie.com/embed/${current.youtubeId}`}
            title={name}
            allow="accelerometer; encrypted-media; picture-in-picture"
            allowFullScreen
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
      {items.length > 1 && (
        <ul className={styles.thumbs}>
          {items.map((item, index) => {
            const picture = item.kind === 'image' ? item.image : item.poster
            return (
              <li key={index}>
                <button
                  type="button"
                  className={index === active ? styles.thumbActive : styles.thumb}
                  aria-pressed={index === active}
                  aria-label={t('image', { index: index + 1, count: items.length })}
                  onClick={() => setActive(index)}
                >
                  {picture ? (
                    <CmsPicture image={{ ...picture, alt: '' }} ratio="3 / 4" fit="contain" sizes="64px" />
                  ) : (
                    <span aria-hidden="true">▶</span>
                  )}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
