import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { accountPage } from '@/features/account-area/server/page'
import { B2B_CART_PAGE_PATH } from '@/features/carts/constants'
import { PlanView } from '@/features/fleet/components/plan-view.client'
import { ZPlanQuery } from '@/features/fleet/plan-schemas'
import { fleetPlan } from '@/features/fleet/server/plan'
import { ValidationError } from '@/lib/api/errors'
import { isRouteLocale, routeLocaleOr } from '@/lib/i18n/locales'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'fleetPlan' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/**
 * The oil plan: what the customer's fleet needs in the chosen period (the
 * next quarter by default; the address keeps period and filters), per
 * product with packs optimised to the litre, into the cart or onto a list in
 * one step. Signed-in users of a business customer; viewers read it. A bad
 * address shows the default plan with the reason.
 */
async function FleetPlanPage({ params, searchParams }: Props) {
  const { locale: localeParam } = await params
  const access = await accountPage(localeParam, ACCOUNT_PATHS.fleetPlan)
  const t = await getTranslations({
    locale: access.ctx?.locale ?? (isRouteLocale(localeParam) ? localeParam : 'de-ch'),
    namespace: 'fleetPlan',
  })
  if (access.denied) {
    setRequestLocale(access.locale)
    return <AccountDenied title={t('title')} denied={access.denied} />
  }
  const { ctx } = access
  setRequestLocale(ctx.locale)
  const raw = await searchParams
  const parsed = ZPlanQuery.safeParse({
    from: first(raw.from),
    to: first(raw.to),
    site: first(raw.site),
    costCentre: first(raw.costCentre),
    kind: first(raw.kind),
  })
  let problem: string | null = parsed.success
    ? null
    : t('api.badParameter', { parameter: String(parsed.error.issues[0]?.path[0] ?? '') })
  let plan = null
  if (parsed.success) {
    try {
      plan = await fleetPlan(ctx, { from: parsed.data.from, to: parsed.data.to, filters: parsed.data })
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      problem = error.messages[0]?.message ?? error.message
    }
  }
  plan ??= await fleetPlan(ctx, {})
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      {problem && (
        <p role="alert" data-testid="plan-problem">
          {problem}
        </p>
      )}
      <PlanView
        initial={plan}
        fleetUrl={`/${ctx.locale}${ACCOUNT_PATHS.fleet}`}
        cartUrl={`/${ctx.locale}${B2B_CART_PAGE_PATH}`}
      />
    </>
  )
}

export default withPageMessages(['fleetPlan', 'fleet', 'shoppingLists'], FleetPlanPage)
