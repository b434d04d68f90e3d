'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { mayOrderIn } from '@/features/accounts/company-roles'
import { useSession } from '@/features/session/components/session-provider.client'
import { formatDateTime } from '@/lib/dates'
import { formatPrice } from '@/lib/money'
import { counted } from '@/lib/numbers'

import type { RestoreMode } from '../constants'
import type { SavedCartSummary, SavedCartsData } from '../saved-cart-schemas'
import {
  useDeleteSavedCart,
  useRestoreSavedCart,
  useSavedCartDetail,
  useSavedCarts,
  useSavedCartsBusy,
} from '../queries'
import styles from './saved-carts.module.css'

/** A saved cart's lines in a dialog (read when it opens): product, pack, count, today's price, whether it can be ordered. */
function SavedCartLines({ savedCart, onClose }: { savedCart: SavedCartSummary; onClose: () => void }) {
  const t = useTranslations('carts.saved.page')
  const detail = useSavedCartDetail(savedCart.id)
  return (
    <Modal
      open
      onClose={onClose}
      title={t('linesTitle', { name: savedCart.name })}
      loading={detail.isPending}
      footer={
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('close')}
        </button>
      }
    >
      {detail.isPending ? (
        <p>{t('loading')}</p>
      ) : detail.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="saved-cart-lines">
            <caption className="visually-hidden">{t('linesTitle', { name: savedCart.name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('article')}</th>
                <th scope="col" className={styles.number}>
                  {t('count')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('unitPrice')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {detail.data.lines.map((line) => (
                <tr key={line.itemKey} data-testid="saved-cart-line" data-article={line.articleNumber}>
                  <td>
                    {line.url ? <Link href={line.url}>{line.title}</Link> : <span>{line.title}</span>}
                    <span className={styles.meta}>
                      {t('articleNumber')} {line.articleNumber}
                      {line.packLabel ? ` · ${line.packLabel}` : ''}
                      {line.itemRefText ? ` · ${t('refText')}: ${line.itemRefText}` : ''}
                    </span>
                    {line.notOrderableReason && (
                      <span className={styles.notOrderable}>{t(`reason.${line.notOrderableReason}`)}</span>
                    )}
                  </td>
                  <td className={styles.number}>{line.count}</td>
                  <td className={styles.number}>
                    {line.unitPriceCents != null ? formatPrice(line.unitPriceCents) : '–'}
                  </td>
                  <td className={styles.number}>
                    {line.totalCents != null ? formatPrice(line.totalCents) : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Modal>
  )
}

/** "Zusammenführen oder Ersetzen?": asked when the cart is not empty. */
function RestoreChoice({
  savedCart,
  cartCount,
  busy,
  onChoose,
  onClose,
}: {
  savedCart: SavedCartSummary
  cartCount: number
  busy: boolean
  onChoose: (mode: RestoreMode) => void
  onClose: () => void
}) {
  const t = useTranslations('carts.saved.page')
  return (
    <Modal
      open
      onClose={onClose}
      title={t('restoreTitle')}
      size="sm"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => onChoose('merge')}
            data-testid="saved-cart-merge"
          >
            {t('merge')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => onChoose('replace')}
            data-testid="saved-cart-replace"
          >
            {t('replace')}
          </button>
        </>
      }
    >
      <p>{t('restoreQuestion', counted(cartCount, { name: savedCart.name }))}</p>
    </Modal>
  )
}

/** "Löschen" asks first; the saved cart goes only after "Löschen" in the dialog. */
function DeleteChoice({
  savedCart,
  busy,
  onDelete,
  onClose,
}: {
  savedCart: SavedCartSummary
  busy: boolean
  onDelete: () => void
  onClose: () => void
}) {
  const t = useTranslations('carts.saved.page')
  return (
    <Modal
      open
      onClose={onClose}
      title={t('deleteTitle')}
      size="sm"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={onDelete}
            data-testid="saved-cart-delete-confirm"
          >
            {t('delete')}
          </button>
        </>
      }
    >
      <p>{t('deleteConfirm', counted(savedCart.lineCount, { name: savedCart.name }))}</p>
    </Modal>
  )
}

type Dialog = { kind: 'lines' | 'restore' | 'delete'; savedCart: SavedCartSummary } | null

/**
 * The saved carts (the account page): name, who saved it (an administrator
 * sees the company's), when, how many lines and their total today. Actions:
 * the lines; restore into the cart — asking "Zusammenführen oder
 * Ersetzen?" when the cart is not empty — and delete after a confirmation,
 * both only for one's own saved carts and, for restoring, only for those
 * who may order (a viewer gets neither).
 */
export function SavedCartsView({ initial }: { initial: SavedCartsData }) {
  const t = useTranslations('carts.saved.page')
  const { savedCarts, companyView } = useSavedCarts(initial)
  const mayOrder = useSession((state) => mayOrderIn(state.session))
  const cartCount = useSession((state) => state.session.b2BCartCount)
  const cartUrl = useSession((state) => state.session.urls.b2BCartUrl)
  const busy = useSavedCartsBusy()
  const restore = useRestoreSavedCart()
  const remove = useDeleteSavedCart()
  const [dialog, setDialog] = useState<Dialog>(null)
  const [restored, setRestored] = useState<string | null>(null)

  const runRestore = async (savedCart: SavedCartSummary, mode: RestoreMode) => {
    // The server's messages (what went in, what was skipped, that it stays saved) are notified.
    if (await restore.run({ id: savedCart.id, mode })) {
      setDialog(null)
      setRestored(savedCart.name)
    }
  }
  const askRestore = (savedCart: SavedCartSummary) => {
    // Into an empty cart there is nothing to merge with.
    if (cartCount > 0) setDialog({ kind: 'restore', savedCart })
    else void runRestore(savedCart, 'replace')
  }

  return (
    <div className={styles.page}>
      <p className={styles.intro}>{companyView ? t('introCompany') : t('intro')}</p>
      {!mayOrder && (
        <p className={styles.note} role="note" data-testid="saved-carts-viewer">
          {t('viewerNote')}
        </p>
      )}
      {restored && (
        <p className={styles.note} role="status" data-testid="saved-cart-restored">
          {t('kept')}{' '}
          {cartUrl && (
            <Link href={cartUrl} data-testid="saved-cart-to-cart">
              {t('toCart')}
            </Link>
          )}
        </p>
      )}
      {savedCarts.length === 0 ? (
        <p data-testid="saved-carts-empty">{t('empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="saved-carts">
            <caption className="visually-hidden">{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('name')}</th>
                {companyView && <th scope="col">{t('owner')}</th>}
                <th scope="col">{t('savedAt')}</th>
                <th scope="col" className={styles.number}>
                  {t('lines')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('total')}
                </th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {savedCarts.map((savedCart) => (
                <tr key={savedCart.id} data-testid="saved-cart-row" data-saved-cart={savedCart.id}>
                  <td>{savedCart.name}</td>
                  {companyView && (
                    <td>
                      {savedCart.contactName
                        ? t('ownerFor', { owner: savedCart.ownerName, contact: savedCart.contactName })
                        : savedCart.ownerName}
                    </td>
                  )}
                  <td>{formatDateTime(savedCart.savedAt)}</td>
                  <td className={styles.number}>{savedCart.lineCount}</td>
                  <td className={styles.number}>
                    {savedCart.totalCents != null ? formatPrice(savedCart.totalCents) : '–'}
                  </td>
                  <td>
                    <div className={styles.actions}>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        onClick={() => setDialog({ kind: 'lines', savedCart })}
                        aria-label={t('viewOf', { name: savedCart.name })}
                        data-testid="saved-cart-view"
                      >
                        {t('view')}
                      </button>
                      {savedCart.own && mayOrder && (
                        <button
                          type="button"
                          className="button button--primary button--small"
                          disabled={busy}
                          onClick={() => askRestore(savedCart)}
                          aria-label={t('restoreOf', { name: savedCart.name })}
                          data-testid="saved-cart-restore"
                        >
                          {t('restore')}
                        </button>
                      )}
                      {savedCart.own && (
                        <button
                          type="button"
                          className="button button--secondary button--small"
                          disabled={busy}
                          onClick={() => setDialog({ kind: 'delete', savedCart })}
                          aria-label={t('deleteOf', { name: savedCart.name })}
                          data-testid="saved-cart-delete"
                        >
                          {t('delete')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {dialog?.kind === 'lines' && (
        <SavedCartLines savedCart={dialog.savedCart} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'restore' && (
        <RestoreChoice
          savedCart={dialog.savedCart}
          cartCount={cartCount}
          busy={busy}
          onChoose={(mode) => void runRestore(dialog.savedCart, mode)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteChoice
          savedCart={dialog.savedCart}
          busy={busy}
          onDelete={() =>
            void remove.run(dialog.savedCart.id).then((list) => {
              if (list) setDialog(null)
            })
          }
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  )
}
