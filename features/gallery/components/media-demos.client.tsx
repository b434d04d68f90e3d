'use client'

import { useTranslations } from 'next-intl'

import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { Icon } from '@/components/icon/icon'
import { ICONS } from '@/components/icon/icons'
import { Picture } from '@/components/picture/picture'
import { Carousel } from '@/components/swiper/carousel.client'
import { Video } from '@/components/video/video.client'
import { YouTubeEmbed } from '@/components/video/youtube-embed.client'
import { useBreakpoint } from '@/lib/hooks/use-breakpoint'

import styles from './gallery.module.css'
import { GallerySection } from './section'

const YEARS = ['1948', '1965', '1979', '1994', '2008', '2021']

/** Pictures, breadcrumb, icons, carousels and videos. */
export function MediaDemos({ homeUrl }: { homeUrl: string }) {
  const t = useTranslations('gallery')
  const breakpoint = useBreakpoint()
  return (
    <>
      <GallerySection id="breakpoint" title={t('breakpoint.title')}>
        <output className="gallery-output" data-testid="breakpoint">
          {t('breakpoint.current', { name: breakpoint })}
        </output>
      </GallerySection>

      <GallerySection id="breadcrumb" title={t('breadcrumb.title')}>
        <Breadcrumb
          homeUrl={homeUrl}
          homeLabel={t('breadcrumb.home')}
          label={t('breadcrumb.label')}
          showIcons
          items={[
            { label: t('breadcrumb.products'), uri: `${homeUrl}/produkte`, disabled: false, icon: 'oil' },
            { label: t('breadcrumb.category'), uri: `${homeUrl}/produkte/motorenoele`, disabled: true },
            {
              label: 'Tribo Synth 5W-30',
              uri: `${homeUrl}/produkte/motorenoele/synth-5w30`,
              disabled: false,
            },
          ]}
        />
      </GallerySection>

      <GallerySection id="icons" title={t('icons.title')} hint={t('icons.hint')}>
        <ul className={styles.icons}>
          {Object.keys(ICONS).map((name) => (
            <li key={name}>
              <Icon name={name} />
              <span>{name}</span>
            </li>
          ))}
        </ul>
      </GallerySection>

      <GallerySection id="picture" title={t('picture.title')} hint={t('picture.hint')}>
        <div className={styles.pictures}>
          <Picture
            alt={t('picture.productAlt')}
            fallback="/images/gallery/canister.svg"
            ratio="3/4"
            width={300}
            height={400}
          />
          <Picture
            alt={t('picture.plantAlt')}
            fallback="/images/gallery/plant.svg"
            sources={[{ srcset: '/images/gallery/canister.svg', media: '(max-width: 479px)' }]}
            sizes="(min-width: 768px) 50vw, 100vw"
            caption={t('picture.caption')}
            ratio="16/9"
          />
        </div>
      </GallerySection>

      <GallerySection id="swiper" title={t('swiper.title')} hint={t('swiper.hint')}>
        <h3>{t('swiper.history')}</h3>
        <Carousel label={t('swiper.history')} preset="history">
          {YEARS.map((year) => (
            <div key={year} className={styles.slide}>
              <strong>{year}</strong>
              <span>{t('swiper.milestone', { year })}</span>
            </div>
          ))}
        </Carousel>
        <h3>{t('swiper.generic')}</h3>
        <div className={styles.dark}>
          <Carousel label={t('swiper.generic')} preset="generic" navigationColor="white">
            {Array.from({ length: 9 }, (_, i) => (
              <div key={i} className={`${styles.slide} ${styles.slideDark}`}>
                {t('swiper.slide', { index: i + 1 })}
              </div>
            ))}
          </Carousel>
        </div>
        <h3>{t('swiper.product')}</h3>
        <Carousel label={t('swiper.product')} preset="product">
          {['0W-20', '5W-30', '5W-40', '10W-40', '15W-40', '20W-50'].map((v) => (
            <div key={v} className={styles.slide}>
              <Picture alt="" fallback="/images/gallery/canister.svg" ratio="3/4" />
              <span>Tribo Synth {v}</span>
            </div>
          ))}
        </Carousel>
      </GallerySection>

      <GallerySection id="video" title={t('video.title')} hint={t('video.hint')}>
        <div className={styles.pictures}>
          <Video
            src="/videos/tribo-werk.webm"
            type="video/webm"
            title={t('video.videoTitle')}
            poster="/images/gallery/plant.svg"
          />
          <YouTubeEmbed
            videoId="M7lc1UVf-VE"
            title={t('video.youtubeTitle')}
            poster="/images/gallery/plant.svg"
          />
        </div>
      </GallerySection>
    </>
  )
}
