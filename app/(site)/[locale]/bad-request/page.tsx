import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'

import { isRouteLocale } from '@/lib/i18n/locales'
import { BAD_REQUEST_HEADER } from '@/lib/malformed-path'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'badRequest' })
  return { title: t('title'), robots: { index: false } }
}

/**
 * The page for an address that cannot name a page (a broken percent-encoding):
 * the proxy rewrites such requests here with status 400, in the site's
 * layout, so the visitor keeps the header, the footer and the way home.
 * Opened directly (without the proxy's marker) it does not exist.
 */
export default async function BadRequestPage({ params }: Props) {
  const { locale } = await params
  if (!isRouteLocale(locale) || (await headers()).get(BAD_REQUEST_HEADER) !== '1') notFound()
  setRequestLocale(locale)
  const t = await getTranslations('badRequest')
  return (
    <div className="container narrow" data-testid="bad-request">
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <a className="button button--primary" href={`/${locale}`}>
          {t('home')}
        </a>
      </p>
    </div>
  )
}
