import { getTranslations } from 'next-intl/server'

import type { CampaignBannerBlock as Data } from '@/cms/payload-types'
import { CmsPicture, Picture } from '@/components/picture/picture'
import { LazyCarousel } from '@/components/swiper/carousel.lazy.client'
import { toImageData } from '@/lib/media'

import blockStyles from '../blocks.module.css'
import { BlockSection } from '../section'
import { isValidCampaignBanner, validItems } from '../validity'
import styles from './campaign-banner.module.css'
import { BannerButton } from './contact-menu-button.client'

type Banner = NonNullable<Data['banners']>[number]

async function CampaignBanner({ banner }: { banner: Banner }) {
  const t = await getTranslations('blocks')
  const background = toImageData(banner.backgroundImage)
  const mobile = toImageData(banner.backgroundImageMobile)
  const product = toImageData(banner.productImage)
  const buttonText = banner.link?.text || (banner.triggerContactMenu ? t('campaign.contact') : t('more'))
  return (
    <div
      className={`${styles.banner} ${banner.backgroundType === 'full-width' ? styles.fullWidth : ''}`}
      data-background={banner.backgroundType}
    >
      {background && (
        <div className={styles.background}>
          {mobile ? (
            <Picture
              alt=""
              fallback={background.fallback}
              srcset={background.srcset}
              sources={[{ srcset: mobile.srcset ?? mobile.fallback!, media: '(max-width: 767px)' }]}
              sizes="100vw"
            />
          ) : (
            <CmsPicture image={{ ...background, alt: '' }} sizes="100vw" />
          )}
        </div>
      )}
      <div className={styles.content}>
        <div className={styles.text}>
          {banner.title && <h2 className={styles.title}>{banner.title}</h2>}
          {banner.subtitle && <p className={styles.subtitle}>{banner.subtitle}</p>}
          <BannerButton
            href={banner.link?.href || null}
            text={buttonText}
            newTab={banner.link?.newTab}
            triggerContactMenu={!!banner.triggerContactMenu}
            className={blockStyles.button}
          />
        </div>
        {product && (
          <CmsPicture
            image={product}
            className={styles.product}
            fit="contain"
            sizes="(min-width: 768px) 30vw, 60vw"
          />
        )}
      </div>
    </div>
  )
}

/** Campaign banners: one on its own, several as a slider; invalid ones are dropped. */
export async function CampaignBannerBlock({ block }: { block: Data }) {
  const banners = validItems(block.banners, isValidCampaignBanner)
  if (!banners.length) return null
  const t = await getTranslations('blocks.campaign')
  const fullWidth = banners.some((banner) => banner.backgroundType === 'full-width')
  return (
    <BlockSection type="campaignBanner" id={block.id} className={fullWidth ? styles.bleed : undefined}>
      {banners.length === 1 ? (
        <CampaignBanner banner={banners[0]!} />
      ) : (
        <LazyCarousel label={t('label')} preset="generic" navigationColor={block.navigationColor}>
          {banners.map((banner) => (
            <CampaignBanner key={banner.id ?? banner.title} banner={banner} />
          ))}
        </LazyCarousel>
      )}
    </BlockSection>
  )
}
