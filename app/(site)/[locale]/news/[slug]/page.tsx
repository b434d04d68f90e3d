import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound, permanentRedirect } from 'next/navigation'
import { cache } from 'react'

import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { CmsPicture } from '@/components/picture/picture'
import { newsPath } from '@/features/news/paths'
import { NewsTile } from '@/features/news/components/news-tile'
import { getNewsDetail, getRelatedNews, localizedNewsSlug } from '@/features/news/server/news'
import { siteContext } from '@/features/tenancy/server/site-page'
import { getRequestTenant } from '@/features/tenancy/server/tenants'
import { formatDate } from '@/lib/dates'
import { safeDecode } from '@/lib/safe-decode'

type Props = { params: Promise<{ locale: string; slug: string }> }

const load = cache(async (locale: string, slug: string) => {
  const { tenant } = await siteContext(locale)
  const article = await getNewsDetail(tenant.id, locale, safeDecode(slug))
  if (article) return article
  // The slug of another language (e.g. after switching the language): go to this language's address.
  const localized = await localizedNewsSlug(tenant.id, locale, safeDecode(slug))
  if (localized && localized !== safeDecode(slug)) permanentRedirect(newsPath(locale, localized))
  notFound()
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params
  const article = await load(locale, slug)
  // Without a subtitle the site's description (layout) stays: an undefined key would remove it.
  return { title: article.title, ...(article.subtitle ? { description: article.subtitle } : {}) }
}

/** One news article: date, topics, picture and text. */
export default async function NewsArticlePage({ params }: Props) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const article = await load(locale, slug)
  const tenant = (await getRequestTenant())!
  const related = await getRelatedNews(tenant.id, locale, article)
  const t = await getTranslations('page')
  const tn = await getTranslations('news')
  return (
    <div className="container">
      <Breadcrumb
        homeUrl={`/${locale}`}
        homeLabel={t('home')}
        label={t('breadcrumb')}
        items={[
          { label: tn('list.title'), uri: `/${locale}/news`, disabled: false },
          { label: article.title, uri: '', disabled: true },
        ]}
      />
      <article className="narrow">
        <p className="muted">
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          {article.topics.length > 0 && ` · ${article.topics.map((topic) => topic.title).join(', ')}`}
        </p>
        <h1>{article.title}</h1>
        {article.subtitle && <p className="lead">{article.subtitle}</p>}
        <CmsPicture image={article.image} ratio="16 / 9" priority sizes="(min-width: 768px) 48rem, 100vw" />
        {article.text && <RichText data={article.text} />}
      </article>
      {related.length > 0 && (
        <section aria-labelledby="related-news" className="related-news">
          <h2 id="related-news">{tn('detail.related')}</h2>
          <ul>
            {related.map((item) => (
              <li key={item.id}>
                <NewsTile article={item} topicChips={2} />
              </li>
            ))}
          </ul>
          <p>
            <a href={`/${locale}/news`}>{tn('detail.back')}</a>
          </p>
        </section>
      )}
    </div>
  )
}
