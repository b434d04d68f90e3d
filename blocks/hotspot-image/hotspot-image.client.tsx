'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useState } from 'react'

import { Icon } from '@/components/icon/icon'
import { CmsPicture, type ImageData } from '@/components/picture/picture'

import { toggleHotspot } from './hotspot-state'
import styles from './hotspot-image.module.css'

export type Hotspot = {
  id: string
  top: number
  left: number
  type: 'product' | 'other'
  title: string
  alternativeTitle: string | null
  text: string | null
  image: ImageData | null
  href: string | null
  productNumber: string | null
  productTags: string[]
}

/** The picture with its hotspot buttons and the overlay tile of the active one. */
export function HotspotImage({ image, hotspots }: { image: ImageData; hotspots: Hotspot[] }) {
  const t = useTranslations('blocks.hotspot')
  const [active, setActive] = useState<string | null>(null)
  const baseId = useId()
  const current = hotspots.find((spot) => spot.id === active) ?? null

  useEffect(() => {
    if (!active) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setActive(null)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [active])

  return (
    <div className={styles.hotspotImage}>
      <div className={styles.stage}>
        <CmsPicture image={image} sizes="100vw" />
        {hotspots.map((spot, index) => (
          <button
            key={spot.id}
            type="button"
            className={`${styles.spot} ${active === spot.id ? styles.spotActive : ''}`}
            style={{ top: `${spot.top}%`, left: `${spot.left}%` }}
            aria-expanded={active === spot.id}
            aria-controls={`${baseId}-tile`}
            aria-label={t('open', { index: index + 1, title: spot.alternativeTitle || spot.title })}
            onClick={() => setActive((value) => toggleHotspot(value, spot.id))}
          >
            <Icon name={active === spot.id ? 'close' : 'plus'} size={18} />
          </button>
        ))}
        {current && (
          <div
            id={`${baseId}-tile`}
            className={styles.tile}
            style={{
              top: `${current.top}%`,
              ...(current.left > 50
                ? { right: `${100 - current.left + 4}%` }
                : { left: `${current.left + 4}%` }),
            }}
            role="region"
            aria-label={current.title}
            data-testid="hotspot-tile"
          >
            <button
              type="button"
              className={styles.close}
              aria-label={t('close')}
              onClick={() => setActive(null)}
            >
              <Icon name="close" size={18} />
            </button>
            {current.image && (
              <CmsPicture image={current.image} className={styles.tileImage} fit="contain" sizes="12rem" />
            )}
            <p className={styles.kind}>{current.type === 'product' ? t('product') : t('info')}</p>
            <h3 className={styles.tileTitle}>{current.title}</h3>
            {current.productNumber && (
              <p className={styles.kind}>{t('productNumber', { number: current.productNumber })}</p>
            )}
            {current.productTags.length > 0 && (
              <ul className={styles.tags}>
                {current.productTags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
            {current.text && <p>{current.text}</p>}
            {current.href && (
              <a href={current.href} className={styles.more}>
                {current.type === 'product' ? t('toProduct') : t('more')}
              </a>
            )}
          </div>
        )}
      </div>
    </div>
  )
}
