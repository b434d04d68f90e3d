'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { getNotificationsStore } from '@/features/notifications/store'
import { ApiHttpError } from '@/lib/api/client'

import { useAddressBook } from '../api'
import type { AddressFieldName, AddressFormConfiguration, AddressValues } from '../form'
import type { AddressEntry, AddressList } from '../schemas'
import { AddressForm } from './address-form.client'
import styles from './addresses.module.css'

type Dialog =
  { kind: 'edit'; configuration: AddressFormConfiguration } | { kind: 'delete'; address: AddressEntry } | null

const nameOf = (address: AddressEntry) => address.companyName.join(', ')

/**
 * The address book (the address list with its edit form): delivery
 * addresses with edit, delete (confirmed) and "Als bevorzugt festlegen", a
 * new delivery address; invoice addresses read-only. Every change answers
 * the new list, which replaces the shown one (`useAddressBook`).
 */
export function AddressBook({ initialList }: { initialList: AddressList }) {
  const t = useTranslations('addresses')
  const book = useAddressBook(initialList)
  const { list, busy } = book
  const [dialog, setDialog] = useState<Dialog>(null)

  const openForm = async (partnerId: string | null) => {
    // A failure is shown by the API client.
    const configuration = await book.openForm(partnerId)
    if (configuration) setDialog({ kind: 'edit', configuration })
  }

  const save = async (configuration: AddressFormConfiguration, values: AddressValues) => {
    const outcome = await book.save(configuration.partnerId, values)
    if (outcome.saved) {
      setDialog(null)
      if (outcome.messages.length)
        getNotificationsStore()
          .getState()
          .pushMany(outcome.messages.map((message) => ({ message })))
      return null
    }
    const { error } = outcome
    const messages =
      error instanceof ApiHttpError && error.messages.length
        ? error.messages
        : [{ type: 'error' as const, message: t('dialog.saveFailed'), meta: undefined }]
    return messages.map((message) => {
      const field = message.meta?.fields?.[0]
      return {
        field: field?.startsWith('values.') ? (field.slice('values.'.length) as AddressFieldName) : null,
        message: message.message,
      }
    })
  }

  const card = (address: AddressEntry) => (
    <li key={`${address.type}:${address.partnerId}`}>
      <article
        className={`${styles.card} ${address.preferred ? styles.cardPreferred : ''}`}
        data-testid="address-card"
        data-partner={address.partnerId}
        data-type={address.type}
        aria-label={nameOf(address)}
      >
        <div className={styles.meta}>
          <span>{t('partnerId', { partnerId: address.partnerId })}</span>
          {address.preferred && (
            <span className={styles.badge} data-testid="address-preferred">
              {t('preferred')}
            </span>
          )}
        </div>
        <address>
          {address.companyName.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
          {address.street}
          <br />
          {address.postalCode} {address.city}
          <br />
          {t(`country.${address.country as 'CH'}`)}
        </address>
        <div className={styles.actions}>
          {address.editable && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void openForm(address.partnerId)}
              disabled={busy}
              data-testid="address-edit"
            >
              {t('actions.edit')}
            </button>
          )}
          {address.deletable && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => setDialog({ kind: 'delete', address })}
              disabled={busy}
              data-testid="address-delete"
            >
              {t('actions.delete')}
            </button>
          )}
          {!address.preferred && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void book.prefer(address.partnerId, address.type)}
              disabled={busy}
              data-testid="address-prefer"
            >
              {t('actions.makePreferred')}
            </button>
          )}
        </div>
      </article>
    </li>
  )

  return (
    <>
      <section className={styles.section} aria-labelledby="ship-to-title" data-testid="ship-to-addresses">
        <div className={styles.sectionHead}>
          <h2 id="ship-to-title">{t('shipTo')}</h2>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void openForm(null)}
            disabled={busy}
            data-testid="address-new"
          >
            {t('actions.new')}
          </button>
        </div>
        {list.shipTo.length ? <ul className={styles.cards}>{list.shipTo.map(card)}</ul> : <p>{t('empty')}</p>}
      </section>
      <section className={styles.section} aria-labelledby="bill-to-title" data-testid="bill-to-addresses">
        <div className={styles.sectionHead}>
          <h2 id="bill-to-title">{t('billTo')}</h2>
        </div>
        <p className={styles.note}>{t('billToReadOnly')}</p>
        {list.billTo.length ? <ul className={styles.cards}>{list.billTo.map(card)}</ul> : <p>{t('empty')}</p>}
      </section>

      <Modal
        open={dialog?.kind === 'edit'}
        onClose={() => setDialog(null)}
        title={
          dialog?.kind === 'edit' && dialog.configuration.partnerId
            ? t('dialog.editTitle')
            : t('dialog.newTitle')
        }
        size="sm"
      >
        {dialog?.kind === 'edit' && (
          <AddressForm
            key={dialog.configuration.partnerId ?? 'new'}
            configuration={dialog.configuration}
            onSubmit={(values) => save(dialog.configuration, values)}
            onCancel={() => setDialog(null)}
          />
        )}
      </Modal>
      <Modal
        open={dialog?.kind === 'delete'}
        onClose={() => setDialog(null)}
        title={t('dialog.deleteTitle')}
        size="sm"
        footer={
          dialog?.kind === 'delete' ? (
            <div className={styles.formActions}>
              <button
                type="button"
                className="button button--danger"
                disabled={busy}
                data-testid="address-delete-confirm"
                onClick={() =>
                  void book.remove(dialog.address.partnerId).then((done) => done && setDialog(null))
                }
              >
                {t('actions.confirmDelete')}
              </button>
              <button type="button" className="button button--secondary" onClick={() => setDialog(null)}>
                {t('actions.cancel')}
              </button>
            </div>
          ) : null
        }
      >
        {dialog?.kind === 'delete' && <p>{t('dialog.deleteQuestion', { name: nameOf(dialog.address) })}</p>}
      </Modal>
    </>
  )
}
