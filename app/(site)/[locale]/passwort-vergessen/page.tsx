import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { withPageMessages } from '@/components/intl/page-messages'
import { PasswordRecoveryForm } from '@/features/accounts/components/password-recovery-form.client'
import { sitePage } from '@/features/tenancy/server/site-page'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf, routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'auth.recovery' })
  return { title: t('title'), robots: { index: false } }
}

/** Password recovery request for shop accounts (the login's "Passwort vergessen?"). */
async function PasswordRecoveryPage({ params }: Props) {
  const { locale, tenant } = await sitePage(params)
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
