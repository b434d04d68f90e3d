import type { SponsoringBlock as Data } from '@/cms/payload-types'
import { CmsPicture } from '@/components/picture/picture'
import { toImageData } from '@/lib/media'

import blockStyles from '../blocks.module.css'
import { CmsLink } from '../cms-link'
import { BlockSection } from '../section'
import styles from './sponsoring.module.css'

/** The partners Tribo sponsors: picture, logo, category, text and a link to the story. */
export function SponsoringBlock({ block }: { block: Data }) {
  if (!block.partners?.length) return null
  return (
    <BlockSection type="sponsoring" background={block.background} title={block.title} id={block.id}>
      {block.intro && <p className={styles.intro}>{block.intro}</p>}
      <ul className={`${blockStyles.grid} ${styles.list}`}>
        {block.partners.map((partner) => {
          const logo = toImageData(partner.logo)
          return (
            <li key={partner.id ?? partner.name} className={blockStyles.card}>
              <CmsPicture
                image={toImageData(partner.image)}
                ratio="3 / 2"
                sizes="(min-width: 768px) 33vw, 100vw"
              />
              <div className={blockStyles.cardBody}>
                {partner.category && <p className={blockStyles.muted}>{partner.category}</p>}
                <h3>{partner.name}</h3>
                {logo && <CmsPicture image={logo} className={styles.logo} fit="contain" sizes="8rem" />}
                {partner.text && <p>{partner.text}</p>}
                <CmsLink link={partner.link} className={`${blockStyles.textLink} ${blockStyles.push}`} />
              </div>
            </li>
          )
        })}
      </ul>
    </BlockSection>
  )
}
