import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { siteLocale } from '@/features/tenancy/server/site-page'
import { getRequestTenant, getTenantSite } from '@/features/tenancy/server/tenants'
import { isRouteLocale, languageOf } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

async function texts(locale: string) {
  const tenant = await getRequestTenant()
  const site = tenant ? await getTenantSite(tenant.id, languageOf(locale as never)) : null
  const t = await getTranslations({ locale, namespace: 'oldBrowser' })
  return { title: site?.oldBrowser.title ?? t('title'), text: site?.oldBrowser.text ?? t('text') }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isRouteLocale(locale)) return {}
  return { title: (await texts(locale)).title, robots: { index: false } }
}

/** The old-browser blocker page: a title and a text from the CMS. The proxy shows it to browsers that cannot run the site. */
export default async function OldBrowserPage({ params }: Props) {
  const locale = await siteLocale(params)
  const { title, text } = await texts(locale)
  return (
    <div className="container narrow" data-testid="old-browser">
      <h1>{title}</h1>
      <p>{text}</p>
    </div>
  )
}
