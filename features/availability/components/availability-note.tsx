import { useTranslations } from 'next-intl'

import { formatIsoDate } from '@/lib/iso-date'
import { formatCount } from '@/lib/numbers'

import { earliestDelivery, type LineAvailability } from '../estimate'
import styles from './availability.module.css'

/**
 * When a line (or one pack) can be delivered, in words and with a coloured dot that repeats them:
 * "An Lager · Lieferung ab 30.11.2026", "Teilweise an Lager (12 von 20) · 12 Stk. ab …, Rest ab …",
 * "Lieferbar ab 14.12.2026", "Lieferdatum auf Anfrage". With `showStock` (the variant table) the
 * packs on hand are named. Only ever rendered for signed-in business customers: the server hands
 * availability to no one else.
 */
export function AvailabilityNote({
  availability,
  showStock = false,
}: {
  availability: LineAvailability
  showStock?: boolean
}) {
  const t = useTranslations('availability')
  const { status, inStock, quantity } = availability
  const first = formatIsoDate(availability.firstDate)
  const complete = formatIsoDate(availability.completeDate)
  const [title, detail] =
    status === 'inStock'
      ? [
          showStock ? t('stockCount', { count: formatCount(inStock) }) : t('status.inStock'),
          t('deliveryFrom', { date: first }),
        ]
      : status === 'partial'
        ? [
            t('status.partial', { inStock: formatCount(inStock), quantity: formatCount(quantity) }),
            complete
              ? t('partialDetail', { inStock: formatCount(inStock), date: first, rest: complete })
              : t('partialDetailOnRequest', { inStock: formatCount(inStock), date: first }),
          ]
        : status === 'restock'
          ? showStock
            ? [t('outOfStock'), t('status.restock', { date: complete })]
            : [t('status.restock', { date: complete }), null]
          : showStock
            ? [t('outOfStock'), t('status.onRequest')]
            : [t('status.onRequest'), null]
  return (
    <span
      className={`${styles.note} ${styles[status]}`}
      data-testid="availability"
      data-availability={status}
    >
      <span className={styles.status}>
        <span className={styles.dot} aria-hidden="true" />
        {title}
      </span>
      {detail && <span className={styles.detail}>{detail}</span>}
    </span>
  )
}

/**
 * When a cart's lines can come: everything together, the first partial delivery when that is
 * earlier, and a note when some line's date is on request (then no complete date can be named).
 */
export function DeliveryEstimate({ lines }: { lines: LineAvailability[] }) {
  const t = useTranslations('availability.cart')
  if (!lines.length) return null
  const first = earliestDelivery(lines, true)
  const complete = earliestDelivery(lines, false)
  return (
    <ul className={styles.summary} data-testid="delivery-estimate">
      {complete && <li>{t('complete', { date: formatIsoDate(complete) })}</li>}
      {first && first !== complete && <li>{t('first', { date: formatIsoDate(first) })}</li>}
      {lines.some((line) => !line.completeDate) && <li>{t('onRequest')}</li>}
    </ul>
  )
}
