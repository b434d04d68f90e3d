'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useState, type ReactNode } from 'react'

import { Picture } from '@/components/picture/picture'
import areaStyles from '@/features/account-area/components/account-area.module.css'
import { mayOrderIn } from '@/features/accounts/company-roles'
import { useSession } from '@/features/session/components/session-provider.client'
import { formatDateTime } from '@/lib/dates'
import { formatIsoDate } from '@/lib/iso-date'
import { formatPrice } from '@/lib/money'

import { useReorder } from '../queries'
import type { OrderAddress, OrderDetail, ReorderResult } from '../schemas'
import styles from './orders.module.css'
import { VatTotals } from '@/components/vat-totals/vat-totals'

type Props = {
  order: OrderDetail
  listUrl: string
  /** More actions on the order for those who may order it again (the page composes them, e.g. "Als Abo wiederholen"). */
  actions?: ReactNode
}

function Address({ title, address, empty }: { title: string; address: OrderAddress | null; empty: string }) {
  return (
    <section>
      <h2>{title}</h2>
      {address ? (
        <address>
          {address.companyName.map((line) => (
            <div key={line}>{line}</div>
          ))}
          {address.street && <div>{address.street}</div>}
          <div>
            {[
              address.country && address.country !== 'CH' ? address.country : null,
              [address.postalCode, address.city].filter(Boolean).join(' '),
            ]
              .filter(Boolean)
              .join('-')}
          </div>
        </address>
      ) : (
        <p className={styles.muted}>{empty}</p>
      )}
    </section>
  )
}

/**
 * An order's detail: header, addresses, the lines as ordered and
 * the net total. Shop users choose lines (or all) to put into the cart again;
 * lines that can no longer be ordered are marked and cannot be chosen.
 */
export function OrderDetailView({ order, listUrl, actions }: Props) {
  const t = useTranslations('orders')
  const cartUrl = useSession((state) => state.session.urls.b2BCartUrl)
  // A company's viewer sees its orders but never orders again (the server refuses its cart writes too).
  const canReorder = useSession((state) => order.canReorder && mayOrderIn(state.session))
  const reorderable = order.lines.filter((line) => !line.notReorderableReason)
  const [selected, setSelected] = useState<Set<string>>(() => new Set())
  const reorder = useReorder(order.orderNumber)
  const running = reorder.isPending
  const [result, setResult] = useState<ReorderResult | null>(null)
  const allSelected = reorderable.length > 0 && reorderable.every((line) => selected.has(line.id))

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const add = async (lines: string[] | null) => {
    // The answer's messages (added / nothing added) are shown as notifications by the API client;
    // a failure has shown its message and leaves the cart unchanged.
    const data = await reorder.run(lines)
    if (!data) return
    setResult(data)
    setSelected(new Set())
  }

  return (
    <div className={areaStyles.content} data-testid="order-detail">
      <p>
        <Link href={listUrl}>← {t('detail.back')}</Link>
      </p>
      <h1>{t('detail.title', { orderNumber: order.orderNumber })}</h1>
      <dl className={areaStyles.meta}>
        <div>
          <dt>{t('table.orderedAt')}</dt>
          <dd>{formatDateTime(order.orderedAt)}</dd>
        </div>
        <div>
          <dt>{t('table.status')}</dt>
          <dd>
            <span className={`${styles.status} ${styles[order.status] ?? ''}`} data-testid="order-status">
              {order.statusLabel}
            </span>
          </dd>
        </div>
        {order.purchaseOrderNumber && (
          <div>
            <dt>{t('table.purchaseOrderNumber')}</dt>
            <dd>{order.purchaseOrderNumber}</dd>
          </div>
        )}
        {order.costCentre && (
          <div>
            <dt>{t('table.costCentre')}</dt>
            <dd>{order.costCentre}</dd>
          </div>
        )}
        {order.approval && (
          <div>
            <dt>{t('detail.approval')}</dt>
            <dd data-testid="order-approval">
              {order.status === 'awaitingApproval'
                ? t('detail.awaiting')
                : order.status === 'rejected'
                  ? t('detail.rejectedBy', {
                      name: order.approval.decidedBy ?? '',
                      date: formatDateTime(order.approval.decidedAt),
                      reason: order.approval.rejectionReason ?? '',
                    })
                  : t('detail.approvedBy', {
                      name: order.approval.decidedBy ?? '',
                      date: formatDateTime(order.approval.decidedAt),
                    })}
            </dd>
          </div>
        )}
        {order.placedBy && (
          <div>
            <dt>{t('table.placedBy')}</dt>
            <dd>{order.placedBy}</dd>
          </div>
        )}
        <div>
          <dt>{t('detail.requestedDeliveryDate')}</dt>
          <dd data-testid="order-requested-date">
            {order.requestedDeliveryDate ? formatIsoDate(order.requestedDeliveryDate) : t('detail.asap')}
          </dd>
        </div>
        <div>
          <dt>{t('detail.partialDelivery')}</dt>
          <dd data-testid="order-partial-delivery">
            {t(order.partialDelivery ? 'detail.partialAllowed' : 'detail.partialNotAllowed')}
          </dd>
        </div>
        {order.remark && (
          <div>
            <dt>{t('detail.remark')}</dt>
            <dd style={{ whiteSpace: 'pre-line' }}>{order.remark}</dd>
          </div>
        )}
      </dl>
      <div className={styles.addresses}>
        <Address title={t('detail.shipTo')} address={order.shipTo} empty={t('detail.noAddress')} />
        <Address title={t('detail.billTo')} address={order.billTo} empty={t('detail.noAddress')} />
      </div>

      <h2>{t('detail.lines')}</h2>
      {canReorder && (
        <div className={areaStyles.actions}>
          <button
            type="button"
            className="button button--primary"
            disabled={running || !reorderable.length}
            onClick={() => void add(null)}
            data-testid="reorder-all"
          >
            {t('detail.addAll')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={running || !selected.size}
            onClick={() => void add([...selected])}
            data-testid="reorder-selected"
          >
            {t('detail.addSelected')}
          </button>
          {actions}
        </div>
      )}
      {result && result.skipped.length > 0 && (
        <div className={styles.skipped} role="status" data-testid="reorder-skipped">
          <strong>{t('detail.skippedTitle')}</strong>
          <ul>
            {result.skipped.map((line) => (
              <li key={line.lineId}>{line.message}</li>
            ))}
          </ul>
        </div>
      )}
      {result && result.added.length > 0 && cartUrl && (
        <p>
          <Link href={cartUrl} data-testid="reorder-cart-link">
            {t('detail.toCart')}
          </Link>
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.lines}>
          <thead>
            <tr>
              {canReorder && (
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={t('detail.selectAll')}
                    title={t('detail.selectAll')}
                    checked={allSelected}
                    disabled={!reorderable.length}
                    onChange={() =>
                      setSelected(allSelected ? new Set() : new Set(reorderable.map((line) => line.id)))
                    }
                    data-testid="select-all"
                  />
                </th>
              )}
              <th scope="col">{t('detail.article')}</th>
              <th scope="col">{t('detail.pack')}</th>
              <th scope="col" className={styles.number}>
                {t('detail.quantity')}
              </th>
              <th scope="col">{t('detail.itemRefText')}</th>
              <th scope="col" className={styles.number}>
                {t('detail.unitPrice')}
              </th>
              <th scope="col" className={styles.number}>
                {t('detail.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr
                key={line.id}
                className={line.notReorderableReason ? styles.notOrderable : undefined}
                data-testid="order-line"
                data-article={line.articleNumber}
              >
                {canReorder && (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('detail.select', { article: line.product.title })}
                      checked={selected.has(line.id)}
                      disabled={!!line.notReorderableReason}
                      onChange={() => toggle(line.id)}
                    />
                  </td>
                )}
                <td>
                  <div className={styles.product}>
                    <div className={styles.picture}>
                      {line.product.image && (line.product.image.fallback || line.product.image.srcset) ? (
                        <Picture
                          alt={line.product.image.alt}
                          fallback={line.product.image.fallback}
                          srcset={line.product.image.srcset}
                          sizes="48px"
                          ratio="3/4"
                          fit="contain"
                        />
                      ) : null}
                    </div>
                    <div>
                      {line.product.url ? (
                        <Link href={line.product.url}>{line.product.title}</Link>
                      ) : (
                        line.product.title
                      )}
                      <div className={styles.muted}>
                        {t('detail.articleNumber')} {line.articleNumber}
                      </div>
                      {line.notReorderableReason && (
                        <span
                          className={styles.flag}
                          data-testid="not-reorderable"
                          title={t(`reasons.${line.notReorderableReason}`)}
                        >
                          {t('detail.notReorderable')}
                        </span>
                      )}
                    </div>
                  </div>
                </td>
                <td>{line.product.packLabel ?? ''}</td>
                <td className={styles.number}>{line.quantity}</td>
                <td>{line.itemRefText ?? ''}</td>
                <td className={styles.number}>
                  {formatPrice(line.unitPriceCents)}
                  {line.manualPrice && <div className={styles.muted}>{t('detail.manualPrice')}</div>}
                  {line.quotedPrice && (
                    <div className={styles.muted} data-testid="order-line-quoted">
                      {order.quoteNumber
                        ? t('detail.quotedPrice', { quoteNumber: order.quoteNumber })
                        : t('detail.quotedPriceUnnamed')}
                    </div>
                  )}
                </td>
                <td className={styles.number}>{formatPrice(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <VatTotals vat={order.vat} testId="order-total" />
    </div>
  )
}
