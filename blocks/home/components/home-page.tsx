import { RenderBlocks } from '@/blocks/registry'
import { OilFinderTile } from '@/blocks/oil-finder-tile/oil-finder-tile'
import { tenantOilFinderUrl } from '@/blocks/oil-finder-tile/component'
import { getLatestNews } from '@/features/news/server/news'
import type { PageContent } from '@/features/pages/server/pages'
import { toImageData } from '@/lib/media'

import { HOME_NEWS_TILES } from '../news-tiles'
import { toStageItems } from '../stage'
import { HomeStage } from './home-stage.client'
import { NewsTiles } from './news-tiles'
import styles from './home.module.css'

type Props = { page: PageContent; tenantId: number | string; locale: string }

/**
 * The home page: the hero stage (only with stage items), the
 * news tiles, the free content slot, the oil finder tile (only with an oil
 * finder address) and the content-teaser slot.
 */
export async function HomePage({ page, tenantId, locale }: Props) {
  const stage = toStageItems(page.stage)
  const [articles, oilFinderUrl] = await Promise.all([
    getLatestNews(tenantId, locale, HOME_NEWS_TILES),
    tenantOilFinderUrl(),
  ])
  const tile = page.oilFinderTile
  return (
    <>
      {stage.length > 0 && <HomeStage items={stage} />}
      <NewsTiles
        articles={articles}
        title={page.newsTiles?.title ?? null}
        allNewsTitle={page.newsTiles?.allNewsTitle ?? null}
        allNewsUrl={page.newsTiles?.allNewsUrl ?? null}
      />
      <div data-slot="content">
        <RenderBlocks blocks={page.content} />
      </div>
      {oilFinderUrl && (
        <section className={styles.oilFinder}>
          <OilFinderTile
            url={oilFinderUrl}
            title={tile?.title}
            text={tile?.text}
            buttonText={tile?.buttonText}
            image={toImageData(tile?.image)}
          />
        </section>
      )}
      <div data-slot="teasers">
        <RenderBlocks blocks={page.teasers} />
      </div>
    </>
  )
}
