import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound, redirect } from 'next/navigation'

import { LoginForm } from '@/features/accounts/components/login-form.client'
import { getCurrentAccount } from '@/features/accounts/server/request-account'
import { localizeUrl } from '@/lib/site-paths'
import { sitePage } from '@/features/tenancy/server/site-page'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf, routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ redirect?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'auth.login' })
  return { title: t('title'), robots: { index: false } }
}

/** Sign-in for shop accounts. */
export default async function LoginPage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const site = await getTenantSite(tenant.id, languageOf(locale))
  if (!site || site.features.disableLogin) notFound()
  if (await getCurrentAccount(tenant)) redirect(`/${locale}`)
  const { redirect: target } = await searchParams
  const safeTarget = target && target.startsWith('/') && !target.startsWith('//') ? target : `/${locale}`
  const t = await getTranslations('auth.login')
  return (
    <div className="container narrow">
      <h1>{t('title')}</h1>
      <LoginForm
        redirectUrl={safeTarget}
        forgotPasswordUrl={localizeUrl(site.urls.forgotPasswordUrl ?? null, locale)}
      />
    </div>
  )
}
