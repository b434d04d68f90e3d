import type { FaqWidgetBlock as Data } from '@/cms/payload-types'
import { CmsPicture } from '@/components/picture/picture'
import { toImageData } from '@/lib/media'

import blockStyles from '../blocks.module.css'
import { BlockSection } from '../section'
import styles from './faq-widget.module.css'

/** The way to the FAQ: title, subtitle, description, picture and a button. */
export function FaqWidgetBlock({ block }: { block: Data }) {
  const image = toImageData(block.image)
  return (
    <BlockSection type="faqWidget" background={block.background} id={block.id}>
      <div className={styles.widget}>
        <div>
          {block.subtitle && <p className={styles.subtitle}>{block.subtitle}</p>}
          <h2 className={styles.heading}>{block.title}</h2>
          {block.description && <p className={styles.description}>{block.description}</p>}
          <a href={block.url} className={blockStyles.button}>
            {block.buttonText}
          </a>
        </div>
        {image && (
          <CmsPicture
            image={image}
            className={styles.image}
            ratio="4 / 3"
            sizes="(min-width: 768px) 33vw, 100vw"
          />
        )}
      </div>
    </BlockSection>
  )
}
