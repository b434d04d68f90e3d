'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Button, ButtonLink } from '@/components/button/button'
import { Modal } from '@/components/modal/modal.client'
import { TableList, type TableColumn } from '@/features/table-lists/components/table-list.client'
import type { TableResults } from '@/features/table-lists/types'
import { formatDate, formatDateTime, formatIsoDate } from '@/lib/dates'
import { formatPrice } from '@/lib/money'

import { QUOTES_ENDPOINT } from '../constants'
import { useAcceptQuote, useDeclineQuote, useQuoteDetail } from '../queries'
import { ZQuoteEntry, type QuoteDetail, type QuoteEntry } from '../schemas'
import styles from './quotes.module.css'

/**
 * The quotes page's table: the caller's quote requests (an administrator's company's) with their
 * state, validity and quoted total. A row opens the quote: its lines with list price, quoted
 * price and savings, the answer, and — for the asker — "Annehmen und in den Warenkorb" and
 * "Ablehnen". `opened` is the quote the page was asked to open (?offerte= from a notification or
 * mail).
 */
export function QuotesTable({
  initial,
  opened,
  cartUrl,
}: {
  initial: TableResults<QuoteEntry>
  opened: string | null
  /** The B2B cart page (after an acceptance). */
  cartUrl: string
}) {
  const t = useTranslations('quotes')
  const [open, setOpen] = useState<string | null>(opened)
  const columns: TableColumn<QuoteEntry>[] = [
    { key: 'quoteNumber', header: t('table.quoteNumber'), render: (q) => q.quoteNumber },
    { key: 'requestedAt', header: t('table.requestedAt'), render: (q) => formatDate(q.requestedAt) },
    { key: 'requestedBy', header: t('table.requestedBy'), wrap: true, render: (q) => q.requestedBy },
    { key: 'lineCount', header: t('table.lines'), align: 'end', render: (q) => q.lineCount },
    {
      key: 'validUntil',
      header: t('table.validUntil'),
      render: (q) => (q.validUntil ? formatIsoDate(q.validUntil) : '–'),
    },
    {
      key: 'totalCents',
      header: t('table.total'),
      align: 'end',
      render: (q) => (q.totalCents != null ? formatPrice(q.totalCents) : '–'),
    },
    {
      key: 'state',
      header: t('table.state'),
      render: (q) => (
        <span className={styles.state} data-state={q.state} data-testid="quote-state">
          {q.stateLabel}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('table.actions'),
      render: (q) => (
        <Button
          size="small"
          variant={q.state === 'answered' && q.canAccept ? 'primary' : 'secondary'}
          onClick={() => setOpen(q.quoteNumber)}
          data-testid="quote-open"
          aria-label={t('detail.openLabel', { quoteNumber: q.quoteNumber })}
        >
          {t('detail.open')}
        </Button>
      ),
    },
  ]
  return (
    <>
      <TableList
        endpoint={QUOTES_ENDPOINT}
        store="quotes"
        entrySchema={ZQuoteEntry}
        initial={initial}
        columns={columns}
        caption={t('caption')}
        rowKey={(q) => q.quoteNumber}
        emptyText={t('empty')}
        testId="quotes-table"
      />
      {open && <QuoteDialog quoteNumber={open} cartUrl={cartUrl} onClose={() => setOpen(null)} />}
    </>
  )
}

/** One quote in a dialog. */
function QuoteDialog({
  quoteNumber,
  cartUrl,
  onClose,
}: {
  quoteNumber: string
  cartUrl: string
  onClose: () => void
}) {
  const t = useTranslations('quotes')
  const detail = useQuoteDetail(quoteNumber)
  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      loading={detail.isFetching}
      title={t('detail.title', { quoteNumber })}
    >
      {detail.data ? (
        <QuoteBody quote={detail.data} cartUrl={cartUrl} />
      ) : detail.isError ? (
        <p className={styles.error}>{t('detail.notFound')}</p>
      ) : null}
    </Modal>
  )
}

const price = (cents: number | null) => (cents == null ? '–' : formatPrice(cents))

function QuoteBody({ quote, cartUrl }: { quote: QuoteDetail; cartUrl: string }) {
  const t = useTranslations('quotes')
  const answered = quote.state !== 'requested' && !(quote.state === 'declined' && !quote.answeredAt)
  return (
    <div data-testid="quote-detail" data-state={quote.state}>
      <dl className={styles.facts}>
        <dt>{t('detail.requestedAt')}</dt>
        <dd>{formatDateTime(quote.requestedAt)}</dd>
        <dt>{t('detail.requestedBy')}</dt>
        <dd>{quote.requestedBy}</dd>
        <dt>{t('detail.source')}</dt>
        <dd>{quote.sourceLabel}</dd>
        {quote.desiredDate && (
          <>
            <dt>{t('detail.desiredDate')}</dt>
            <dd>{formatIsoDate(quote.desiredDate)}</dd>
          </>
        )}
        {quote.remark && (
          <>
            <dt>{t('detail.remark')}</dt>
            <dd className={styles.multiline}>{quote.remark}</dd>
          </>
        )}
        <dt>{t('table.state')}</dt>
        <dd data-testid="quote-detail-state">{quote.stateLabel}</dd>
        {quote.answeredAt && (
          <>
            <dt>{t('detail.answeredAt')}</dt>
            <dd>{formatDateTime(quote.answeredAt)}</dd>
          </>
        )}
        {quote.validUntil && (
          <>
            <dt>{t('detail.validUntil')}</dt>
            <dd data-testid="quote-valid-until">{formatIsoDate(quote.validUntil)}</dd>
          </>
        )}
      </dl>
      {quote.answerText && (
        <section className={styles.answer} aria-label={t('detail.answer')}>
          <h3 className={styles.answerTitle}>{t('detail.answer')}</h3>
          <p className={styles.multiline} data-testid="quote-answer-text">
            {quote.answerText}
          </p>
        </section>
      )}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={t('detail.article')}>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">{t('detail.article')}</th>
              <th scope="col">{t('detail.quantity')}</th>
              <th scope="col">{t('detail.listPrice')}</th>
              <th scope="col">{t('detail.quotedPrice')}</th>
              <th scope="col">{t('detail.lineTotal')}</th>
              <th scope="col">{t('detail.savings')}</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={line.articleNumber} data-testid="quote-line" data-article={line.articleNumber}>
                <td>
                  {line.url ? <Link href={line.url}>{line.title}</Link> : line.title}
                  <span className={styles.hint}>
                    {' '}
                    {line.articleNumber}
                    {line.packLabel ? ` · ${line.packLabel}` : ''}
                  </span>
                </td>
                <td>{line.quantity}</td>
                <td>{price(line.listUnitPriceCents)}</td>
                <td data-testid="quote-line-quoted">
                  {answered ? price(line.quotedUnitPriceCents) : t('detail.notOffered')}
                </td>
                <td>{price(answered ? line.quotedTotalCents : line.listTotalCents)}</td>
                <td>{answered ? price(line.savingsCents) : '–'}</td>
              </tr>
            ))}
          </tbody>
          {answered && quote.totalCents != null && (
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t('detail.total')}
                </th>
                <td data-testid="quote-total">{formatPrice(quote.totalCents)}</td>
                <td data-testid="quote-savings">{price(quote.savingsCents)}</td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <QuoteState quote={quote} />
      <QuoteActions quote={quote} cartUrl={cartUrl} />
    </div>
  )
}

/** What the state means for the buyer, in a sentence. */
function QuoteState({ quote }: { quote: QuoteDetail }) {
  const t = useTranslations('quotes.detail')
  const validUntil = formatIsoDate(quote.validUntil)
  const decided = formatDate(quote.decidedAt)
  const text =
    quote.state === 'requested'
      ? t('waiting')
      : quote.state === 'answered'
        ? t('valid', { date: validUntil })
        : quote.state === 'expired'
          ? t('expired', { date: validUntil })
          : quote.state === 'accepted'
            ? t('acceptedNote', { date: decided, validUntil })
            : quote.state === 'declined'
              ? t('declinedNote', { date: decided })
              : t('orderedNote', { orderNumber: quote.orderNumber ?? '' })
  return (
    <p
      className={quote.state === 'expired' ? styles.expired : styles.note}
      role="note"
      data-testid="quote-note"
    >
      {text}
    </p>
  )
}

/** Accept or decline (the asker), withdraw a request, or the way to the cart or the order. */
function QuoteActions({ quote, cartUrl }: { quote: QuoteDetail; cartUrl: string }) {
  const t = useTranslations('quotes.detail')
  const accept = useAcceptQuote(quote.quoteNumber)
  const decline = useDeclineQuote(quote.quoteNumber)
  const [confirming, setConfirming] = useState(false)
  const busy = accept.isPending || decline.isPending
  const withdraw = quote.state === 'requested'
  if (!quote.own && (quote.state === 'requested' || quote.state === 'answered'))
    return <p className={styles.hint}>{t('notOwn', { name: quote.requestedBy })}</p>
  if (confirming)
    return (
      <div
        className={styles.confirm}
        role="group"
        aria-label={t(withdraw ? 'confirmWithdrawTitle' : 'confirmDeclineTitle')}
      >
        <p>{t(withdraw ? 'confirmWithdraw' : 'confirmDecline', { quoteNumber: quote.quoteNumber })}</p>
        <div className={styles.actions}>
          <Button
            variant="danger"
            busy={decline.isPending}
            disabled={busy}
            onClick={async () => {
              await decline.run()
              setConfirming(false)
            }}
            data-testid="quote-decline-confirm"
          >
            {t(withdraw ? 'confirmWithdrawButton' : 'confirm')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
            {t('cancel')}
          </Button>
        </div>
      </div>
    )
  return (
    <div className={styles.actions}>
      {quote.canAccept && (
        <Button
          variant={quote.state === 'accepted' ? 'secondary' : 'primary'}
          busy={accept.isPending}
          disabled={busy}
          onClick={() => void accept.run()}
          data-testid="quote-accept"
        >
          {quote.state === 'accepted' ? t('acceptAgain') : t('accept')}
        </Button>
      )}
      {quote.canDecline && (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => setConfirming(true)}
          data-testid="quote-decline"
        >
          {t(withdraw ? 'withdraw' : 'decline')}
        </Button>
      )}
      {quote.state === 'accepted' && quote.own && (
        <ButtonLink href={cartUrl} variant="primary" data-testid="quote-to-cart">
          {t('toCart')}
        </ButtonLink>
      )}
      {quote.orderUrl && (
        <ButtonLink href={quote.orderUrl} variant="secondary" data-testid="quote-to-order">
          {t('viewOrder')}
        </ButtonLink>
      )}
    </div>
  )
}
