'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { CmsPicture } from '@/components/picture/picture'
import { LazyCarousel } from '@/components/swiper/carousel.lazy.client'

import { STAGE_AFTER_LEAVE, type StageItem } from '../stage'
import styles from './home-stage.module.css'

// The stage has a desktop and a phone variant (home-stage.module.css switches at 1024 px); the
// first image of each is preloaded only on the screens that show it.
const DESKTOP = { media: '(min-width: 1024px)' }
const PHONE = { media: '(max-width: 1023.98px)' }

function StageText({ item, headingLevel: Heading }: { item: StageItem; headingLevel: 'h2' | 'p' }) {
  return (
    <div className={`${styles.text} ${item.isIntro ? styles.intro : ''}`}>
      {item.titleIntro && <p className={styles.titleIntro}>{item.titleIntro}</p>}
      <Heading className={styles.title}>{item.title}</Heading>
      {item.text && <p className={styles.body}>{item.text}</p>}
      {item.url && (
        <a href={item.url} className={styles.button}>
          {item.linkText ?? item.title}
        </a>
      )}
    </div>
  )
}

/**
 * The hero stage: from md up, hovering (or focusing) a thumbnail
 * makes its stage active and the background cross-fades; leaving the
 * thumbnails returns to stage 0. Smaller screens swipe through the stages.
 */
export function HomeStage({ items }: { items: StageItem[] }) {
  const t = useTranslations('blocks.home')
  const [active, setActive] = useState(0)
  const current = items[active] ?? items[0]!
  return (
    <section className={styles.stage} aria-label={t('stage')} data-testid="home-stage">
      <div className={styles.desktop} data-active={active}>
        <div className={styles.backgrounds}>
          {items.map((item, index) => (
            <div
              key={item.id}
              className={`${styles.background} ${index === active ? styles.visible : ''}`}
              aria-hidden={index !== active}
            >
              <CmsPicture image={item.background} priority={index === 0 && DESKTOP} sizes="100vw" />
            </div>
          ))}
        </div>
        <div className={styles.content}>
          <StageText item={current} headingLevel="h2" />
          {current.circle && (
            <CmsPicture
              image={current.circle}
              className={styles.circle}
              fit="contain"
              ratio="1 / 1"
              sizes="20rem"
            />
          )}
        </div>
        {items.length > 1 && (
          <ul
            className={styles.thumbnails}
            aria-label={t('thumbnails')}
            onPointerLeave={() => setActive(STAGE_AFTER_LEAVE)}
          >
            {items.map((item, index) => (
              <li key={item.id}>
                <a
                  href={item.url ?? '#'}
                  className={`${styles.thumbnail} ${index === active ? styles.thumbnailActive : ''}`}
                  aria-current={index === active ? 'true' : undefined}
                  onPointerEnter={() => setActive(index)}
                  onFocus={() => setActive(index)}
                  data-testid="stage-thumbnail"
                >
                  <CmsPicture image={item.thumbnail} ratio="21 / 9" sizes="14rem" />
                  <span>{item.title}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.mobile}>
        {items.length === 1 ? (
          <MobileSlide item={items[0]!} first />
        ) : (
          <LazyCarousel label={t('stage')} preset="generic" navigationColor="white">
            {items.map((item, index) => (
              <MobileSlide key={item.id} item={item} first={index === 0} />
            ))}
          </LazyCarousel>
        )}
      </div>
    </section>
  )
}

function MobileSlide({ item, first = false }: { item: StageItem; first?: boolean }) {
  return (
    <div className={styles.slide}>
      <CmsPicture image={item.slider} ratio="4 / 3" sizes="100vw" priority={first && PHONE} />
      <StageText item={item} headingLevel="p" />
    </div>
  )
}
