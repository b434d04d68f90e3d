import { RichText } from '@payloadcms/richtext-lexical/react'
import { getTranslations } from 'next-intl/server'

import type { HistorySliderBlock as Data } from '@/cms/payload-types'
import { CmsPicture } from '@/components/picture/picture'
import { LazyCarousel } from '@/components/swiper/carousel.lazy.client'
import { toImageData } from '@/lib/media'

import blockStyles from '../blocks.module.css'
import { BlockSection } from '../section'
import styles from './history-slider.module.css'

/** The company history as a slider (autoplay 5 s, 1/2/3 slides from mobile/xs/sm). */
export async function HistorySliderBlock({ block }: { block: Data }) {
  const t = await getTranslations('blocks.history')
  const entries = block.entries ?? []
  if (!entries.length) return null
  return (
    <BlockSection type="historySlider" title={block.title} id={block.id}>
      <LazyCarousel
        label={block.title || t('label')}
        preset="history"
        navigationColor={block.navigationColor}
      >
        {entries.map((entry) => (
          <article key={entry.id ?? entry.year} className={styles.entry}>
            <CmsPicture
              image={toImageData(entry.image)}
              ratio="4 / 3"
              sizes="(min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw"
            />
            <p className={styles.year}>{entry.year}</p>
            <h3 className={styles.heading}>{entry.title}</h3>
            {entry.text && <RichText data={entry.text} className={blockStyles.richText} />}
          </article>
        ))}
      </LazyCarousel>
    </BlockSection>
  )
}
