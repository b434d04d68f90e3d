import 'server-only'

import { getTranslations } from 'next-intl/server'

import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerOf } from '@/features/accounts/server/customer'
import { dataScope } from '@/lib/data'

import { productSheets } from '../server/sheets'

type Props = {
  tenantId: number | string
  productId: number
  productNumber: string
  account: AuthenticatedAccount | null
  locale: string
}

/**
 * The product page's safety data sheet links (signed-in business customers
 * only, as the list): one PDF per language — the sheet of the product's first
 * pack size, the composition being the same — and a link to all its sheets.
 */
export async function ProductSafetyDataSheets({
  tenantId,
  productId,
  productNumber,
  account,
  locale,
}: Props) {
  const customer = account ? await customerOf(account) : null
  if (!customer || customer.kind === 'b2c') return null
  const sheets = await productSheets(dataScope(tenantId, account, customer.id), productId)
  if (!sheets.length) return null
  const t = await getTranslations('contracts.sds')
  const first = sheets[0]!.articleNumber
  const perLanguage = sheets.filter((s) => s.articleNumber === first)
  return (
    <p data-testid="product-sds">
      <strong>{t('productLink')}:</strong>{' '}
      {perLanguage.map((sheet, i) => (
        <span key={sheet.id}>
          {i > 0 && ' · '}
          {/* The name starts with the visible text ("DE"), so speech input can say what it sees. */}
          <a
            href={sheet.url}
            download
            aria-label={`${sheet.language.toUpperCase()}: ${t('downloadLabel', { article: sheet.articleNumber, language: t(`languages.${sheet.language}`) })}`}
          >
            {sheet.language.toUpperCase()}
          </a>
        </span>
      ))}
      {' · '}
      <a href={`/${locale}${ACCOUNT_PATHS.safetyDataSheets}?search=${encodeURIComponent(productNumber)}`}>
        {t('title')}
      </a>
    </p>
  )
}
