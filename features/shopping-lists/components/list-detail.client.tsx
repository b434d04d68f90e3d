'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { NumberInput } from '@/components/number-input/number-input.client'
import { Picture } from '@/components/picture/picture'
import { PRICE_DEBOUNCE_MS } from '@/features/catalog/constants'
import { useStoreB2BCart } from '@/features/carts/queries'
import { mayOrderIn } from '@/features/accounts/company-roles'
import { useSession } from '@/features/session/components/session-provider.client'
import { formatDate, formatDateTime } from '@/lib/dates'
import { useDebounced } from '@/lib/hooks/use-debounced'
import { useServerData } from '@/lib/query/server-data'
import { formatPrice } from '@/lib/money'

import { shoppingListExportPath } from '../constants'
import type {
  ShoppingListChange,
  ShoppingListDetail,
  ShoppingListEntry,
  UpdateShoppingListBody,
} from '../schemas'
import {
  shoppingListsKeys,
  useAddingListToCart,
  useAddListToCart,
  useDeleteList,
  useShoppingList,
  useShoppingListsBusy,
  useUpdateList,
} from '../queries'
import { DeleteList } from './delete-list.client'
import styles from './list-page.module.css'
import { RenameList } from './rename-list.client'
import { ShareList } from './share-list.client'
import { counted } from '@/lib/numbers'

/** An entry's quantity: saved once the input has rested (as the cart's); a new quantity from the server replaces what is typed. */
function ListQuantity({
  entry,
  onChange,
}: {
  entry: ShoppingListEntry
  onChange: (quantity: number) => void
}) {
  const t = useTranslations('shoppingLists.detail')
  const [quantity, setQuantity] = useState(entry.quantity)
  const [serverQuantity, setServerQuantity] = useState(entry.quantity)
  if (entry.quantity !== serverQuantity) {
    setServerQuantity(entry.quantity)
    setQuantity(entry.quantity)
  }
  const settled = useDebounced(quantity, PRICE_DEBOUNCE_MS)
  useEffect(() => {
    if (Number.isInteger(settled) && settled >= 1 && settled !== entry.quantity) onChange(settled)
    // Only a settled change of the input saves; a new list from the server does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled])
  return (
    <NumberInput
      label={t('quantityOf', { title: entry.title })}
      hideLabel
      min={1}
      value={quantity}
      onChange={setQuantity}
    />
  )
}

/** Who made a change: the name, or "Erika Berger für Nadine Frei" for an employee acting for a contact. */
function useChangedBy() {
  const t = useTranslations('shoppingLists.detail')
  return (change: Pick<ShoppingListChange, 'byName' | 'onBehalfOf'>) =>
    change.onBehalfOf ? t('byFor', { name: change.byName, contact: change.onBehalfOf }) : change.byName
}

/** The owner, whom the list is shared with and what the caller may do with it. */
function Sharing({ list }: { list: ShoppingListDetail }) {
  const t = useTranslations('shoppingLists.detail')
  const names = list.sharedWith.map((person) => person.name).join(', ')
  return (
    <div className={styles.sharing} data-testid="shopping-list-sharing">
      {list.canManage ? (
        <>
          {list.sharedWithCompany && <p className={styles.meta}>{t('sharedWithCompany')}</p>}
          {names && <p className={styles.meta}>{t('sharedWith', { names })}</p>}
        </>
      ) : (
        <>
          <p className={styles.meta} data-testid="shopping-list-owner">
            {t('sharedBy', { owner: list.owner.name })}
          </p>
          <p className={styles.note} role="note">
            {list.canEdit
              ? t('editor', { owner: list.owner.name })
              : t('readOnly', { owner: list.owner.name })}
          </p>
        </>
      )}
    </div>
  )
}

/** The list's changes, newest first, behind a summary (collapsed). */
function ChangeHistory({ list }: { list: ShoppingListDetail }) {
  const t = useTranslations('shoppingLists.detail')
  const changedBy = useChangedBy()
  if (!list.changes.length) return null
  return (
    <details className={styles.history} data-testid="shopping-list-history">
      <summary>{t('history', { count: list.changes.length })}</summary>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('historyCaption', { list: list.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('historyAt')}</th>
              <th scope="col">{t('historyBy')}</th>
              <th scope="col">{t('historyWhat')}</th>
            </tr>
          </thead>
          <tbody>
            {list.changes.map((change, index) => (
              <tr
                key={`${change.at}-${index}`}
                data-testid="shopping-list-change"
                data-action={change.action}
              >
                <td className={styles.nowrap}>{formatDateTime(change.at)}</td>
                <td>{changedBy(change)}</td>
                <td>{change.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}

type Props = {
  initialList: ShoppingListDetail
  /** Whether the viewer sees prices (the column shows only then). */
  showPrices: boolean
}

/**
 * One list: its entries with picture, product link,
 * article number, pack, quantity (saved debounced), price for price
 * viewers and whether it can be ordered; remove an entry; rename, share and
 * delete (the owner's); "Alle in den Warenkorb" (not for viewers; the
 * header's cart count follows); CSV export. A list shared with the caller
 * names its owner; one shared for reading has no edit controls. Who changed
 * it last, and its history.
 */
export function ShoppingListDetailView({ initialList, showPrices }: Props) {
  const t = useTranslations('shoppingLists.detail')
  const tPage = useTranslations('shoppingLists.page')
  useServerData(shoppingListsKeys.list(initialList.id), initialList)
  const list = useShoppingList(initialList)
  const [renaming, setRenaming] = useState(false)
  const busy = useShoppingListsBusy()
  const toCartBusy = useAddingListToCart(list.id)
  const updateList = useUpdateList()
  const deleteList = useDeleteList()
  const addListToCart = useAddListToCart()
  const storeCart = useStoreB2BCart()
  const cartUrl = useSession((state) => state.session.urls.b2BCartUrl)
  // Viewers see lists but cannot order (the server refuses anyway).
  const mayOrder = useSession((state) => mayOrderIn(state.session))
  const changedBy = useChangedBy()

  const update = async (change: UpdateShoppingListBody) => !!(await updateList.run({ id: list.id, change }))

  const addToCart = async () => {
    const result = await addListToCart.run(list.id)
    if (!result) return
    // The server's messages (what went in, what was skipped) show as notifications; the cart and its badge take the answer.
    const { skipped: _skipped, ...cart } = result
    storeCart(cart)
  }

  const orderable = list.entries.some((entry) => entry.orderable)

  return (
    <div className={styles.page} data-testid="shopping-list-detail" data-list={list.id}>
      <div className={styles.header}>
        {renaming ? (
          <RenameList
            name={list.name}
            busy={busy}
            onCancel={() => setRenaming(false)}
            onSave={(name) => update({ name })}
          />
        ) : (
          <h1 data-testid="shopping-list-name">{list.name}</h1>
        )}
        {list.canManage && (
          <div className={styles.actions}>
            {!renaming && (
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={() => setRenaming(true)}
                aria-label={tPage('renameOf', { list: list.name })}
              >
                {tPage('rename')}
              </button>
            )}
            <ShareList list={list} />
            <DeleteList
              name={list.name}
              entryCount={list.entries.length}
              busy={busy}
              onDelete={async () =>
                !!(await deleteList.run({
                  id: list.id,
                  referer: `${window.location.pathname}${window.location.search}`,
                }))
              }
            />
          </div>
        )}
      </div>
      <Sharing list={list} />
      <p className={styles.meta}>
        {t('entryCount', counted(list.entries.length, { date: formatDate(list.updatedAt) }))}
      </p>
      {list.lastChange && (
        <p className={styles.meta} data-testid="shopping-list-last-change">
          {t('lastChanged', {
            name: changedBy(list.lastChange),
            date: formatDate(list.lastChange.at),
          })}
        </p>
      )}

      {list.entries.length === 0 ? (
        <p className={styles.empty} data-testid="shopping-list-empty">
          {t('empty')}
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="shopping-list-entries">
            <caption className="visually-hidden">{t('caption', { list: list.name })}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{t('image')}</span>
                </th>
                <th scope="col">{t('product')}</th>
                <th scope="col">{t('articleNumber')}</th>
                <th scope="col">{t('pack')}</th>
                <th scope="col">{t('quantity')}</th>
                {showPrices && (
                  <th scope="col" className={styles.number}>
                    {t('unitPrice')}
                  </th>
                )}
                <th scope="col">{t('status')}</th>
                {list.canEdit && (
                  <th scope="col">
                    <span className="visually-hidden">{t('remove')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {list.entries.map((entry) => (
                <tr
                  key={entry.id ?? entry.articleNumber}
                  data-testid="shopping-list-entry"
                  data-article={entry.articleNumber}
                >
                  <td className={styles.picture}>
                    {entry.image && (entry.image.fallback || entry.image.srcset) ? (
                      <Picture
                        alt={entry.image.alt}
                        fallback={entry.image.fallback}
                        srcset={entry.image.srcset}
                        sizes="48px"
                        ratio="3/4"
                        fit="contain"
                      />
                    ) : null}
                  </td>
                  <td>{entry.url ? <Link href={entry.url}>{entry.title}</Link> : entry.title}</td>
                  <td>{entry.articleNumber}</td>
                  <td>{entry.packLabel ?? '–'}</td>
                  <td className={styles.quantity}>
                    {entry.id && list.canEdit ? (
                      <ListQuantity
                        entry={entry}
                        onChange={(quantity) => void update({ quantities: [{ id: entry.id!, quantity }] })}
                      />
                    ) : (
                      entry.quantity
                    )}
                  </td>
                  {showPrices && (
                    <td className={styles.number}>
                      {entry.unitPriceCents == null ? '–' : formatPrice(entry.unitPriceCents)}
                    </td>
                  )}
                  <td className={`${styles.status} ${entry.orderable ? '' : styles.notOrderable}`}>
                    {entry.orderable ? t('orderable') : t('notOrderable')}
                  </td>
                  {list.canEdit && (
                    <td>
                      {entry.id && (
                        <button
                          type="button"
                          className="button button--link"
                          onClick={() => void update({ remove: [entry.id!] })}
                          aria-label={t('removeOf', { title: entry.title })}
                          data-testid="shopping-list-remove"
                        >
                          {t('remove')}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <div className={styles.actions}>
        {cartUrl && mayOrder && (
          <button
            type="button"
            className="button button--primary"
            disabled={!orderable || toCartBusy}
            aria-busy={toCartBusy || undefined}
            onClick={() => void addToCart()}
            data-testid="shopping-list-to-cart"
          >
            {t('addAllToCart')}
          </button>
        )}
        {list.entries.length > 0 && (
          <a
            className="button button--secondary"
            href={shoppingListExportPath(list.id)}
            download
            data-testid="shopping-list-export"
          >
            {t('exportCsv')}
          </a>
        )}
      </div>
      <ChangeHistory list={list} />
    </div>
  )
}
