import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { notFound } from 'next/navigation'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS, contractDetailPath } from '@/features/account-area/constants'
import { accountPage } from '@/features/account-area/server/page'
import styles from '@/features/contracts/components/contracts.module.css'
import { ContractPositions } from '@/features/contracts/components/contract-positions.client'
import { ContractProgress } from '@/features/contracts/components/contract-progress'
import { POSITIONS_TABLE, ZContractNumber } from '@/features/contracts/schemas'
import { findContract, listPositions } from '@/features/contracts/server/contracts'
import { pageTableQuery } from '@/features/contracts/server/page-query'
import { formatIsoDate } from '@/lib/dates'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { isRouteLocale, routeLocaleOr } from '@/lib/i18n/locales'
import { formatPrice } from '@/lib/money'

type Props = {
  params: Promise<{ locale: string; contractNumber: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, contractNumber } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'contracts.positions' })
  return {
    title: t('title', { contractNumber: decodeURIComponent(contractNumber) }),
    robots: { index: false, follow: false },
  }
}

/**
 * One contract with its positions: the header, then the first page of positions with "Mehr laden".
 * Another customer's contract is not found (404).
 */
async function ContractDetailPage({ params, searchParams }: Props) {
  const { locale, contractNumber: raw } = await params
  if (isRouteLocale(locale)) setRequestLocale(locale)
  const parsed = ZContractNumber.safeParse(decodeURIComponent(raw))
  if (!parsed.success) notFound()
  const page = await accountPage(locale, contractDetailPath(parsed.data))
  const t = await getTranslations('contracts.positions')
  if (page.denied) {
    return <AccountDenied title={t('title', { contractNumber: parsed.data })} denied={page.denied} />
  }
  const contract = await findContract(page.ctx, parsed.data)
  if (!contract) notFound()
  const query = pageTableQuery(await searchParams, POSITIONS_TABLE)
  const results = await listPositions(page.ctx, contract.id, { ...query, offset: 0 })
  const c = contract.entry
  return (
    <>
      <p>
        <a href={`/${locale}${ACCOUNT_PATHS.contracts}`}>{t('back')}</a>
      </p>
      <h1>{t('title', { contractNumber: c.contractNumber })}</h1>
      <p data-testid="contract-title">{c.title}</p>
      <dl className={styles.header}>
        <div>
          <dt>{t('type')}</dt>
          <dd>{c.typeLabel}</dd>
        </div>
        <div>
          <dt>{t('status')}</dt>
          <dd>{c.statusLabel}</dd>
        </div>
        <div>
          <dt>{t('validity')}</dt>
          <dd>
            {formatIsoDate(c.validFrom)} – {formatIsoDate(c.validTo)}
          </dd>
        </div>
        <div>
          <dt>{t('value')}</dt>
          <dd>{c.agreedValueCents == null ? t('noPrice') : formatPrice(c.agreedValueCents)}</dd>
        </div>
        <div>
          <dt>{t('progress')}</dt>
          <dd>
            <ContractProgress progress={c.progress} text={(percent) => `${percent} %`} />
          </dd>
        </div>
      </dl>
      <ContractPositions key={c.contractNumber} contractNumber={c.contractNumber} initial={results} />
    </>
  )
}

export default withPageMessages(['contracts.positions', 'widgets.table'], ContractDetailPage)
