import { getTranslations } from 'next-intl/server'

import blockStyles from '@/blocks/blocks.module.css'
import { CmsPicture } from '@/components/picture/picture'
import type { Page } from '@/cms/payload-types'
import { assertArray } from '@/lib/assert-array'
import { toImageData } from '@/lib/media'

import styles from './tribology-glossary.module.css'

/** The tribology page's glossary; the tribology list must be an array. */
export async function TribologyGlossary({ tribologies }: { tribologies: Page['tribologies'] | unknown }) {
  const entries = assertArray<NonNullable<Page['tribologies']>[number]>(tribologies ?? [])
  if (!entries.length) return null
  const t = await getTranslations('blocks.page')
  const sorted = [...entries].sort((a, b) => a.term.localeCompare(b.term))
  return (
    <section aria-labelledby="tribology-title" data-testid="tribology-glossary">
      <h2 id="tribology-title" className={blockStyles.title}>
        {t('tribology')}
      </h2>
      <dl className={styles.glossary}>
        {sorted.map((entry) => (
          <div
            key={entry.id ?? entry.term}
            className={styles.entry}
            id={`term-${entry.term.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
          >
            <dt>{entry.term}</dt>
            <dd>
              {toImageData(entry.image) && (
                <CmsPicture image={toImageData(entry.image)} className={styles.image} sizes="10rem" />
              )}
              <p>{entry.text}</p>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
