import { getTranslations } from 'next-intl/server'

import type { TeaserTilesBlock as Data } from '@/cms/payload-types'
import { buttonClassName } from '@/components/button/button'
import { CmsPicture } from '@/components/picture/picture'
import { formatDate } from '@/lib/dates'
import { linkTarget } from '@/lib/link-target'
import { toImageData } from '@/lib/media'

import styles from '../blocks.module.css'
import { hasHref } from '../cms-link'
import { BlockSection } from '../section'
import local from './teaser-tiles.module.css'

type Tile = NonNullable<Data['tiles']>[number]

function dateRange(tile: Tile): string | null {
  if (!tile.fromDate) return null
  const from = formatDate(tile.fromDate)
  const to = tile.toDate ? formatDate(tile.toDate) : null
  return to && to !== from ? `${from} – ${to}` : from
}

/**
 * Teaser tiles (variants default, button,
 * link-and-button): label, dates, title, text, picture and where it leads.
 */
export async function TeaserTilesBlock({ block }: { block: Data }) {
  const t = await getTranslations('blocks')
  const tiles = block.tiles ?? []
  if (!tiles.length) return null
  return (
    <BlockSection type="teaserTiles" background={block.background} title={block.title} id={block.id}>
      <ul className={`${styles.grid} ${local.list}`} data-variant={block.variant}>
        {tiles.map((tile) => {
          const linked = hasHref(tile.link)
          const dates = dateRange(tile)
          const titleLinks = linked && (block.variant === 'default' || block.variant === 'link-and-button')
          return (
            <li
              key={tile.id ?? tile.title}
              className={`${styles.card} ${local.tile} ${block.variant === 'default' && linked ? local.whole : ''}`}
            >
              <CmsPicture
                image={toImageData(tile.image)}
                ratio="3 / 2"
                sizes="(min-width: 768px) 33vw, 100vw"
              />
              <div className={styles.cardBody}>
                {tile.label && <p className={local.label}>{tile.label}</p>}
                {dates && <p className={styles.muted}>{dates}</p>}
                <h3>
                  {titleLinks ? (
                    <a href={tile.link!.href!} className={local.titleLink} {...linkTarget(tile.link!.newTab)}>
                      {tile.title}
                    </a>
                  ) : (
                    tile.title
                  )}
                </h3>
                {tile.text && <p>{tile.text}</p>}
                {linked && block.variant !== 'default' && (
                  <a
                    href={tile.link!.href!}
                    className={buttonClassName({ variant: 'primary' }, `${styles.push} ${local.button}`)}
                    aria-label={`${tile.link!.text || t('more')}: ${tile.title}`}
                    {...linkTarget(tile.link!.newTab)}
                  >
                    {tile.link!.text || t('more')}
                  </a>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </BlockSection>
  )
}
