import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { withPageMessages } from '@/components/intl/page-messages'
import { ACCOUNT_PATHS, orderDetailPath } from '@/features/account-area/constants'
import { AccountDenied } from '@/features/account-area/components/account-denied'
import { accountPage } from '@/features/account-area/server/page'
import { mayOrderAs } from '@/features/accounts/company-roles'
import { OrderDocumentLinks } from '@/features/order-documents/components/order-document-links'
import { documentsOfOwnOrder } from '@/features/order-documents/server/documents'
import { OrderDetailView } from '@/features/orders/components/order-detail.client'
import { RepeatOrderButton } from '@/features/repeat-orders/components/repeat-order-button.client'
import { findOwnOrder, orderDetail } from '@/features/orders/server/orders'
import { orderNumberOf } from '@/features/orders/server/request'
import { routeLocaleOr } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string; orderNumber: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, orderNumber } = await params
  const t = await getTranslations({ locale: routeLocaleOr(locale), namespace: 'orders' })
  return {
    title: t('detail.title', { orderNumber: orderNumberOf(orderNumber) ?? '' }),
    robots: { index: false, follow: false },
  }
}

/**
 * An order's detail. Unknown numbers and other customers' orders
 * answer 404 with "Bestellung wurde nicht gefunden." (not-found.tsx).
 */
async function OrderDetailPage({ params }: Props) {
  const { locale: localeParam, orderNumber: raw } = await params
  const orderNumber = orderNumberOf(raw)
  const access = await accountPage(
    localeParam,
    orderNumber ? orderDetailPath(orderNumber) : ACCOUNT_PATHS.orders,
  )
  if (access.denied) {
    setRequestLocale(access.locale)
    const t = await getTranslations({ locale: access.locale, namespace: 'orders' })
    return <AccountDenied title={t('title')} denied={access.denied} />
  }
  const { ctx } = access
  setRequestLocale(ctx.locale)
  const order = orderNumber ? await findOwnOrder(ctx, orderNumber) : null
  if (!order) notFound()
  const [detail, documents] = await Promise.all([orderDetail(ctx, order), documentsOfOwnOrder(ctx, order)])
  return (
    <>
      <OrderDetailView
        order={detail}
        listUrl={`/${ctx.locale}${ACCOUNT_PATHS.orders}`}
        actions={
          // A repeat order of this order's lines: active shop users who may order (the API refuses everyone else too).
          ctx.account.isActiveEcommerceShopUser && mayOrderAs(ctx.account) ? (
            <RepeatOrderButton source="order" orderNumber={order.orderNumber} />
          ) : undefined
        }
      />
      <OrderDocumentLinks orderNumber={order.orderNumber} links={documents} locale={ctx.locale} />
    </>
  )
}

export default withPageMessages(['orders', 'repeatOrders', 'widgets.datePicker'], OrderDetailPage)
