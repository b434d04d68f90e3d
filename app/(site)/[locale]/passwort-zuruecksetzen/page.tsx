import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { withPageMessages } from '@/components/intl/page-messages'
import { PasswordResetForm } from '@/features/accounts/components/password-reset-form.client'
import { RESET_TOKEN_PATTERN } from '@/features/accounts/schemas'
import { passwordLinkOf } from '@/features/accounts/server/password-reset'
import { sitePage } from '@/features/tenancy/server/site-page'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf, routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ token?: string | string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'auth.reset' })
  // The address holds a secret: no indexing, and no referrer to other sites.
  return { title: t('title'), robots: { index: false, follow: false }, referrer: 'no-referrer' }
}

/**
 * The mailed reset link's page: an expired, unknown or used link says so at
 * once with a way to request a new one; a valid one shows the form. An
 * administrator's invitation link is the same page titled "Passwort
 * festlegen" with a welcome; its form signs the new user in.
 */
async function PasswordResetPage({ params, searchParams }: Props) {
  const { locale, tenant } = await sitePage(params)
  const site = await getTenantSite(tenant.id, languageOf(locale))
  if (!site || site.features.disableLogin) notFound()
  const raw = (await searchParams).token
  const token = typeof raw === 'string' && RESET_TOKEN_PATTERN.test(raw) ? raw : null
  const { state, purpose } = token
    ? await passwordLinkOf(token)
    : { state: 'invalid' as const, purpose: 'reset' as const }
  const t = await getTranslations('auth.reset')
  const ti = await getTranslations('auth.invitation')
  const invitation = purpose === 'invitation'
  const problem = state === 'valid' ? 'invalid' : state
  const recoveryUrl = `/${locale}/passwort-vergessen`
  return (
    <div className="container narrow">
      <h1>{invitation ? ti('title') : t('title')}</h1>
      {state === 'valid' && token ? (
        <>
          {invitation && <p data-testid="invitation-welcome">{ti('welcome')}</p>}
          <PasswordResetForm token={token} recoveryUrl={recoveryUrl} purpose={purpose} />
        </>
      ) : (
        <div className="form" data-testid="reset-link-problem">
          <p role="alert">{invitation ? ti(problem) : t(problem)}</p>
          {invitation && problem === 'used' ? (
            <a className="button button--primary" href={`/${locale}/login`}>
              {ti('toLogin')}
            </a>
          ) : (
            <a className="button button--primary" href={recoveryUrl}>
              {t('requestNew')}
            </a>
          )}
        </div>
      )}
    </div>
  )
}

export default withPageMessages(['auth.reset', 'auth.invitation'], PasswordResetPage)
