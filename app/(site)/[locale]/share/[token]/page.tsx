import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { withPageMessages } from '@/components/intl/page-messages'
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { AssetList } from '@/features/file-sharing/components/asset-list.client'
import { DownloadMenu } from '@/features/file-sharing/components/download-menu.client'
import styles from '@/features/file-sharing/components/file-sharing.module.css'
import { findShare, toFileSharing } from '@/features/file-sharing/server/shares'
import { siteLocale } from '@/features/tenancy/server/site-page'
import { getRequestTenant } from '@/features/tenancy/server/tenants'
import { formatDateTime } from '@/lib/dates'
import { isRouteLocale, languageOf, routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string; token: string }> }

const lookup = cache(async (locale: string, token: string) => {
  const tenant = await getRequestTenant()
  if (!tenant || !isRouteLocale(locale) || !tenant.locales.includes(locale)) return null
  return findShare(token, tenant.id, languageOf(locale))
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, token } = await params
  const found = await lookup(locale, token)
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'locations.sharing' })
  const title =
    found?.state === 'active'
      ? found.share.name
      : found?.state === 'expired'
        ? t('expired.title')
        : t('title')
  // The link is private: never indexed, and the token never leaves in a referrer.
  return { title, robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/**
 * File sharing page: breadcrumb, name, expiry, file count,
 * download-all menu and the files. An expired share shows why (the proxy
 * answers it with 410); an unknown token is a 404.
 */
async function FileSharingPage({ params }: Props) {
  const locale = await siteLocale(params)
  const { token } = await params
  const found = await lookup(locale, token)
  if (!found || found.state === 'missing') notFound()
  const t = await getTranslations('locations.sharing')
  const tp = await getTranslations('page')

  if (found.state === 'expired') {
    return (
      <div className="container">
        <section className={styles.expired} aria-labelledby="share-expired">
          <h1 id="share-expired">{t('expired.title')}</h1>
          <p>{t('expired.text', { name: found.name, date: formatDateTime(found.expiresAt) })}</p>
          <p>{t('expired.help')}</p>
          <Link href={`/${locale}`} className="button button--primary">
            {t('expired.home')}
          </Link>
        </section>
      </div>
    )
  }

  const sharing = toFileSharing(token, found.share, found.files)
  return (
    <div className="container">
      <Breadcrumb
        homeUrl={`/${locale}`}
        homeLabel={tp('home')}
        label={tp('breadcrumb')}
        items={[{ label: sharing.name, uri: '', disabled: true }]}
      />
      <div className={styles.header}>
        <div>
          <h1>{sharing.name}</h1>
          <dl className={styles.facts}>
            <div>
              <dt>{t('expiry')}</dt>
              <dd>
                <time dateTime={sharing.expiry}>{formatDateTime(sharing.expiry)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('fileCount')}</dt>
              <dd>{sharing.assets.length}</dd>
            </div>
          </dl>
        </div>
        <DownloadMenu download={sharing.download} />
      </div>
      {sharing.assets.length ? <AssetList assets={sharing.assets} /> : <p>{t('empty')}</p>}
    </div>
  )
}

export default withPageMessages(['locations.sharing'], FileSharingPage)
