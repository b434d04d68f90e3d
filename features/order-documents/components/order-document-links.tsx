import Link from 'next/link'
import { getTranslations } from 'next-intl/server'

import { Icon } from '@/components/icon/icon'
import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { formatDate } from '@/lib/dates'

import type { OrderDocumentLink } from '../server/documents'
import styles from './order-documents.module.css'

type Props = { orderNumber: string; links: OrderDocumentLink[]; locale: string }

/**
 * An order's documents on its detail page: the confirmation (written on first download when it
 * is missing) and the delivery notes and invoices, each a PDF download, and the way to all
 * documents of the order on the documents page. Plain links: works without JavaScript.
 */
export async function OrderDocumentLinks({ orderNumber, links, locale }: Props) {
  const t = await getTranslations('orderDocuments.detail')
  return (
    <section className={styles.section} aria-labelledby="order-documents-title" data-testid="order-documents">
      <h2 id="order-documents-title">{t('title')}</h2>
      {links.length ? (
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={`${link.kind}:${link.documentNumber}`} data-kind={link.kind}>
              <a
                className={styles.download}
                href={link.downloadUrl}
                download={link.fileName}
                data-testid="order-document-download"
              >
                <Icon name="download" size={18} />
                {t('download', { kind: link.kindLabel, number: link.documentNumber })}
              </a>
              <span className={styles.date}>{t('issuedOn', { date: formatDate(link.issuedAt) })}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('empty')}</p>
      )}
      <p>
        <Link href={`/${locale}${ACCOUNT_PATHS.documents}?search=${encodeURIComponent(orderNumber)}`}>
          {t('all')}
        </Link>
      </p>
    </section>
  )
}
