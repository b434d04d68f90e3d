import type { TwoColumnTeaserBlock as Data } from '@/cms/payload-types'
import { buttonClassName } from '@/components/button/button'
import { CmsPicture } from '@/components/picture/picture'
import { toImageData } from '@/lib/media'

import styles from '../blocks.module.css'
import { CmsLink } from '../cms-link'
import { BlockSection } from '../section'
import local from './two-column-teaser.module.css'

/** Two teasers side by side (stacked on phones). */
export function TwoColumnTeaserBlock({ block }: { block: Data }) {
  const columns = (block.columns ?? []).slice(0, 2)
  if (!columns.length) return null
  return (
    <BlockSection type="twoColumnTeaser" background={block.background} id={block.id}>
      <div className={local.columns}>
        {columns.map((column) => (
          <article key={column.id ?? column.title} className={styles.card}>
            <CmsPicture
              image={toImageData(column.image)}
              ratio="16 / 9"
              sizes="(min-width: 768px) 50vw, 100vw"
            />
            <div className={styles.cardBody}>
              <h3>{column.title}</h3>
              {column.text && <p>{column.text}</p>}
              <CmsLink link={column.link} className={buttonClassName({ variant: 'primary' }, styles.push)} />
            </div>
          </article>
        ))}
      </div>
    </BlockSection>
  )
}
