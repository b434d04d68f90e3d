import { CmsPicture } from '@/components/picture/picture'
import { formatDate } from '@/lib/dates'

import type { NewsArticle } from '../types'
import styles from './news-tile.module.css'

/** How many topic chips a tile shows: 3, 2 or 1 depending on the width (home), or always 2 (news teaser). */
export type TopicChips = 'responsive' | 2

type Props = { article: NewsArticle; topicChips: TopicChips; variant?: 'news' | 'product' }

/** One news article as a tile: picture, date, topics, title, subtitle; the whole tile links. */
export function NewsTile({ article, topicChips, variant = 'news' }: Props) {
  const topics = article.topics.slice(0, topicChips === 'responsive' ? 3 : topicChips)
  return (
    <article
      className={`${styles.tile} ${variant === 'product' ? styles.product : ''} ${article.isFallback ? styles.fallback : ''}`}
      data-fallback={article.isFallback || undefined}
    >
      {article.image ? (
        <CmsPicture
          image={article.image}
          ratio={variant === 'product' ? '4 / 3' : '16 / 9'}
          fit={variant === 'product' ? 'contain' : 'cover'}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
        />
      ) : (
        <div className={styles.placeholder} aria-hidden="true" />
      )}
      <div className={styles.body}>
        {variant === 'news' && (
          <p className={styles.date}>
            <time dateTime={article.date}>{formatDate(article.date)}</time>
          </p>
        )}
        {topics.length > 0 && (
          <ul className={`${styles.topics} ${topicChips === 'responsive' ? styles.responsiveTopics : ''}`}>
            {topics.map((topic) => (
              <li key={topic.id}>{topic.title}</li>
            ))}
          </ul>
        )}
        <h3 className={styles.title}>
          <a href={article.link} className={styles.link}>
            {article.title}
          </a>
        </h3>
        {article.subtitle && <p className={styles.subtitle}>{article.subtitle}</p>}
      </div>
    </article>
  )
}
