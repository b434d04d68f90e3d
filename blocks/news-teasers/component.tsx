import { getLocale } from 'next-intl/server'

import type { NewsTeasersBlock as Data } from '@/cms/payload-types'
import { NewsTile } from '@/features/news/components/news-tile'
import { getLatestNews, getNewsByIds } from '@/features/news/server/news'
import { getRequestTenant } from '@/features/tenancy/server/tenants'
import { relationIds } from '@/lib/relation-ids'

import styles from '../blocks.module.css'
import { CmsLink } from '../cms-link'
import { NEWS_TEASER_TOPIC_CHIPS } from '../enums'
import { BlockSection } from '../section'

/** Chosen or latest news as tiles with 2 topic chips; the product variant shows the picture on white. */
export async function NewsTeasersBlock({ block }: { block: Data }) {
  const tenant = await getRequestTenant()
  if (!tenant) return null
  const locale = await getLocale()
  const ids = relationIds(block.news as never)
  const articles = ids.length
    ? await getNewsByIds(tenant.id, locale, ids)
    : await getLatestNews(tenant.id, locale, block.limit ?? 3)
  if (!articles.length) return null
  return (
    <BlockSection type="newsTeasers" background={block.background} title={block.title} id={block.id}>
      <ul
        className={styles.grid}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        data-variant={block.variant}
      >
        {articles.map((article) => (
          <li key={article.id}>
            <NewsTile article={article} topicChips={NEWS_TEASER_TOPIC_CHIPS} variant={block.variant} />
          </li>
        ))}
      </ul>
      <p>
        <CmsLink link={block.allNewsLink} className={styles.textLink} />
      </p>
    </BlockSection>
  )
}
