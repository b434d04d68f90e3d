import type { ContactTeaserBlock as Data } from '@/cms/payload-types'
import { Icon } from '@/components/icon/icon'
import { Picture } from '@/components/picture/picture'
import { linkTarget } from '@/lib/link-target'
import { toImageData } from '@/lib/media'

import blockStyles from '../blocks.module.css'
import { hasHref } from '../cms-link'
import { BlockSection } from '../section'
import styles from './contact-teaser.module.css'
import { phoneHref } from './phone'

/** Contact teaser: title, a text or list, a button, picture (with a phone crop), footer text and a phone link. */
export function ContactTeaserBlock({ block }: { block: Data }) {
  const image = toImageData(block.image)
  const mobile = toImageData(block.mobileImage)
  const items = block.items ?? []
  return (
    <BlockSection type="contactTeaser" background={block.background} id={block.id}>
      <div className={styles.teaser}>
        {image && (
          <div className={styles.image}>
            <Picture
              alt={image.alt}
              fallback={image.fallback}
              srcset={image.srcset}
              {...(mobile
                ? {
                    sources: [{ srcset: mobile.srcset ?? mobile.fallback!, media: '(max-width: 767px)' }],
                    sizes: '(min-width: 768px) 40vw, 100vw',
                  }
                : { sizes: '(min-width: 768px) 40vw, 100vw' })}
            />
          </div>
        )}
        <div className={styles.body}>
          <h2 className={styles.heading}>{block.title}</h2>
          {items.length > 0 ? (
            <ul className={styles.items}>
              {items.map((item) => (
                <li key={item.id ?? item.text}>
                  <Icon name="check" size={20} />
                  {item.text}
                </li>
              ))}
            </ul>
          ) : (
            block.text && <p>{block.text}</p>
          )}
          <div className={styles.actions}>
            {hasHref(block.link) && (
              <a href={block.link.href} className={blockStyles.button} {...linkTarget(block.link.newTab)}>
                {block.buttonText || block.link.text}
              </a>
            )}
            {block.phoneLink?.value && (
              <a href={phoneHref(block.phoneLink.value)} className={styles.phone}>
                <span className={styles.phoneNumber}>{block.phoneLink.value}</span>
                {block.phoneLink.label && <span className={styles.phoneLabel}>{block.phoneLink.label}</span>}
              </a>
            )}
          </div>
          {block.footerText && <p className={styles.footer}>{block.footerText}</p>}
        </div>
      </div>
    </BlockSection>
  )
}
