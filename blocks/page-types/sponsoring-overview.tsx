import { getTranslations } from 'next-intl/server'

import blockStyles from '@/blocks/blocks.module.css'
import { CmsPicture } from '@/components/picture/picture'

import type { PageTeaser } from '@/features/pages/server/pages'

/** The sponsoring overview's list of its detail pages: picture, title, teaser text. */
export async function SponsoringOverview({ teasers }: { teasers: PageTeaser[] }) {
  if (!teasers.length) return null
  const t = await getTranslations('blocks.page')
  return (
    <section aria-labelledby="sponsorings-title" data-testid="sponsoring-overview">
      <h2 id="sponsorings-title" className={blockStyles.title}>
        {t('sponsorings')}
      </h2>
      <ul className={blockStyles.grid} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {teasers.map((teaser) => (
          <li key={teaser.id} className={blockStyles.card}>
            <CmsPicture image={teaser.image} ratio="3 / 2" sizes="(min-width: 768px) 33vw, 100vw" />
            <div className={blockStyles.cardBody}>
              <h3>
                <a href={teaser.path}>{teaser.title}</a>
              </h3>
              {teaser.text && <p>{teaser.text}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
