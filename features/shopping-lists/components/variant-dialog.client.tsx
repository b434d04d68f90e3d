'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { NumberInput } from '@/components/number-input/number-input.client'
import { formatPrice } from '@/lib/money'

import { variantEntryIndex } from '../flow'
import { useVariants } from '../queries'
import type { VariantRow, VariantTable } from '../schemas'
import styles from './shopping-lists.module.css'
import { useShoppingLists } from './use-shopping-lists'

/** The variant dialog's quantity starts at 1. */
export const VARIANT_START_QUANTITY = 1

/** The price of a row from `minQuantity` on, or null. */
const scalePrice = (row: VariantRow, minQuantity: number) =>
  row.priceInfo?.scalePrices.find((scale) => scale.minQuantity === minQuantity)?.unitPriceCents ?? null

function PriceList({ table, caption }: { table: VariantTable; caption: string }) {
  const t = useTranslations('shoppingLists.dialog.variant')
  return (
    <div className={styles.tableWrap}>
      <table className={styles.priceList} data-testid="shopping-list-price-list">
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('packSize')}</th>
            <th scope="col">{t('articleNumber')}</th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className={styles.num}>
                {t('from', { quantity: column })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.articleNumber} className={row.orderable ? undefined : styles.muted}>
              <th scope="row">
                {row.label}
                {!row.orderable && <span className={styles.note}> ({t('notOrderable')})</span>}
              </th>
              <td>{row.articleNumber}</td>
              {table.columns.map((column) => {
                const cents = scalePrice(row, column)
                return (
                  <td key={column} className={styles.num}>
                    {cents == null ? t('noPrice') : formatPrice(cents)}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The variant dialog of the add-to-list flow: the
 * product's pack sizes with the customer's prices, a quantity (starting at
 * 1) and a pack-size select in which only orderable sizes can be chosen.
 * "Weiter" needs a chosen article; it stores article and quantity on the
 * entry and opens the list dialog.
 */
export function VariantDialog() {
  const t = useTranslations('shoppingLists.dialog')
  const selectId = useId()
  const entry = useShoppingLists((state) =>
    state.flow ? state.flow.entries[variantEntryIndex(state.flow.entries)] : undefined,
  )
  const table = useVariants(entry?.productNumber)
  const submitVariant = useShoppingLists((state) => state.submitVariant)
  const close = useShoppingLists((state) => state.close)
  const [articleNumber, setArticleNumber] = useState(entry?.articleNumber ?? '')
  const [quantity, setQuantity] = useState(
    entry?.quantity && entry.quantity >= 1 ? entry.quantity : VARIANT_START_QUANTITY,
  )

  const loaded = table !== undefined

  if (!entry) return null
  const rows = table && table !== 'error' ? table.rows : []
  const chosen = rows.find((row) => row.articleNumber === articleNumber && row.orderable)
  const canSubmit = !!chosen && quantity >= 1

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (chosen) submitVariant(chosen.articleNumber, quantity)
  }

  return (
    <Modal open onClose={close} title={t('variant.title')} loading={!loaded}>
      <div className={styles.dialog} data-testid="shopping-list-variant-dialog">
        <p className={styles.product}>{entry.title}</p>
        {table === 'error' ? (
          <p role="alert" className="field__error">
            {t('variant.loadError')}
          </p>
        ) : table && rows.length ? (
          <PriceList table={table} caption={t('variant.priceList')} />
        ) : null}
        {table && table !== 'error' && !rows.some((row) => row.orderable) && <p>{t('variant.none')}</p>}
        <form className={styles.variantForm} onSubmit={onSubmit} noValidate>
          <div className={styles.inputs}>
            <div className="field">
              <label className="field__label" htmlFor={selectId}>
                {t('variant.select')}
              </label>
              <select
                id={selectId}
                className="field__input"
                value={chosen ? articleNumber : ''}
                onChange={(event) => setArticleNumber(event.target.value)}
                required
              >
                <option value="">{t('variant.choose')}</option>
                {rows.map((row) => (
                  <option key={row.articleNumber} value={row.articleNumber} disabled={!row.orderable}>
                    {row.orderable
                      ? `${row.label} (${row.articleNumber})`
                      : `${row.label} (${row.articleNumber}) – ${t('variant.notOrderable')}`}
                  </option>
                ))}
              </select>
            </div>
            <NumberInput label={t('variant.quantity')} value={quantity} min={1} onChange={setQuantity} />
          </div>
          <div className={styles.actions}>
            <button type="submit" className="button button--primary" disabled={!canSubmit}>
              {t('variant.submit')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('cancel')}
            </button>
          </div>
        </form>
      </div>
    </Modal>
  )
}
