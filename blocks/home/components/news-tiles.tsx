import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/icon/icon'
import { NewsTile } from '@/features/news/components/news-tile'
import type { NewsArticle } from '@/features/news/types'

import { showAllNewsTile } from '../news-tiles'
import styles from './home.module.css'

type Props = {
  articles: NewsArticle[]
  title: string | null
  allNewsTitle: string | null
  allNewsUrl: string | null
}

/**
 * The home page's news tiles: shown only when there are
 * articles; otherwise just the all-news title as a heading, when one is given.
 */
export async function NewsTiles({ articles, title, allNewsTitle, allNewsUrl }: Props) {
  const t = await getTranslations('blocks.home')
  if (!articles.length) {
    return allNewsTitle ? (
      <section className={styles.news} data-testid="home-news">
        <h2 className={styles.heading}>
          {allNewsUrl ? <a href={allNewsUrl}>{allNewsTitle}</a> : allNewsTitle}
        </h2>
      </section>
    ) : null
  }
  return (
    <section className={styles.news} aria-labelledby="home-news-title" data-testid="home-news">
      <div className={styles.newsHeader}>
        <h2 id="home-news-title" className={styles.heading}>
          {title || t('news')}
        </h2>
        {allNewsUrl && (
          <a href={allNewsUrl} className={styles.allNewsLink}>
            {allNewsTitle || t('allNews')}
          </a>
        )}
      </div>
      <ul className={styles.newsGrid}>
        {articles.map((article) => (
          <li key={article.id}>
            <NewsTile article={article} topicChips="responsive" />
          </li>
        ))}
        {showAllNewsTile(articles.length, allNewsUrl) && (
          <li>
            <a href={allNewsUrl!} className={styles.allNewsTile} data-testid="all-news-tile">
              <Icon name="chevron-right" size={32} />
              <span>{allNewsTitle || t('allNews')}</span>
            </a>
          </li>
        )}
      </ul>
    </section>
  )
}
