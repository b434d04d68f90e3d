import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { withPageMessages } from '@/components/intl/page-messages'
import { PasswordRecoveryForm } from '@/features/accounts/components/password-recovery-form.client'
import { getRequestTenant, getTenantSite } from '@/features/tenancy/server/tenants'
import { isRouteLocale, languageOf } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: isRouteLocale(locale) ? locale : 'de-ch', namespace: 'auth.recovery' })
  return { title: t('title'), robots: { index: false } }
}

/** Password recovery request for shop accounts (the login's "Passwort vergessen?"). */
async function PasswordRecoveryPage({ params }: Props) {
  const { locale } = await params
  if (!isRouteLocale(locale)) notFound()
  setRequestLocale(locale)
  const tenant = await getRequestTenant()
  if (!tenant || !tenant.locales.includes(locale)) notFound()
  const site = await getTenantSite(tenant.id, languageOf(locale))
  if (!site || site.features.disableLogin) notFound()
  const t = await getTranslations('auth.recovery')
  return (
    <div className="container narrow">
      <h1>{t('title')}</h1>
      <PasswordRecoveryForm loginUrl={`/${locale}/login`} />
    </div>
  )
}

export default withPageMessages(['auth.recovery'], PasswordRecoveryPage)
