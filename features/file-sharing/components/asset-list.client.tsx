'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { formatBytes } from '@/lib/bytes'

import { INITIALLY_VISIBLE_ASSETS, type ShareAsset } from '../types'
import styles from './file-sharing.module.css'

/** The type badge of a file without a picture: its extension. */
const extensionOf = (name: string) =>
  name.includes('.') ? name.split('.').pop()!.toUpperCase().slice(0, 5) : ''

/**
 * The files of a share: the first 6, and a show-all button only
 * when there are more; after it, focus moves to the first file revealed.
 */
export function AssetList({ assets }: { assets: ShareAsset[] }) {
  const t = useTranslations('locations.sharing')
  const [showAll, setShowAll] = useState(false)
  const firstRevealed = useRef<HTMLAnchorElement>(null)
  const visible = showAll ? assets : assets.slice(0, INITIALLY_VISIBLE_ASSETS)

  useEffect(() => {
    if (showAll) firstRevealed.current?.focus()
  }, [showAll])

  return (
    <>
      <ul className={styles.assets} data-testid="share-assets">
        {visible.map((asset, index) => (
          <li key={asset.id} className={styles.asset}>
            <span className={styles.thumb} aria-hidden="true">
              {asset.path ? (
                // eslint-disable-next-line @next/next/no-img-element -- served through the share token, not the image optimiser
                <img src={asset.path} alt="" loading="lazy" />
              ) : (
                <span className={styles.badge}>{extensionOf(asset.name) || t('file')}</span>
              )}
            </span>
            <span className={styles.assetText}>
              <strong className={styles.assetTitle}>{asset.title}</strong>
              <span className={styles.assetMeta}>
                {asset.name} · {formatBytes(asset.size)}
              </span>
            </span>
            <span className={styles.assetActions}>
              {asset.download.preview ? (
                <a
                  href={asset.download.preview}
                  target="_blank"
                  rel="noopener noreferrer"
                  ref={index === INITIALLY_VISIBLE_ASSETS ? firstRevealed : undefined}
                >
                  {t('preview')}
                  <span className="visually-hidden">
                    {' '}
                    {asset.title} {t('newTab')}
                  </span>
                </a>
              ) : null}
              {asset.download.original ? (
                <a
                  href={asset.download.original}
                  download
                  ref={
                    index === INITIALLY_VISIBLE_ASSETS && !asset.download.preview ? firstRevealed : undefined
                  }
                >
                  {t('download')}
                  <span className="visually-hidden"> {asset.title}</span>
                </a>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {assets.length > INITIALLY_VISIBLE_ASSETS && !showAll ? (
        <button
          type="button"
          className={`button button--secondary ${styles.showAll}`}
          onClick={() => setShowAll(true)}
        >
          {t('showAll', { count: assets.length })}
        </button>
      ) : null}
    </>
  )
}
