'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { getNotificationsStore, notificationFromMessage } from '@/features/notifications/store'
import { ApiHttpError } from '@/lib/api/client'

import { dialogError, useColleagues, useShareList, useShoppingListsBusy } from '../queries'
import type { ShoppingListDetail } from '../schemas'
import styles from './list-page.module.css'

type Props = { list: ShoppingListDetail; onClose: () => void }

/** Whether a failed save names the colleagues (the server's 400 on `sharedWith`). */
const namesColleagues = (error: unknown) =>
  error instanceof ApiHttpError &&
  error.messages.some((message) => message.meta?.fields?.some((field) => field.startsWith('sharedWith')))

/**
 * The owner's "Teilen" dialog: the whole company (everyone sees the list,
 * reads, exports and orders from it) and the colleagues who may change its
 * entries (the active users of the company, read when the dialog opens).
 * Saving sends both; the server's refusal shows in the dialog, which stays
 * open; a saved sharing closes it with the server's message.
 */
function ShareDialog({ list, onClose }: Props) {
  const t = useTranslations('shoppingLists.share')
  const tDialog = useTranslations('shoppingLists.dialog')
  const id = useId()
  const colleagues = useColleagues()
  const share = useShareList()
  const busy = useShoppingListsBusy()
  const [company, setCompany] = useState(list.sharedWithCompany)
  const [chosen, setChosen] = useState<number[]>(list.sharedWith.map((person) => person.id))
  const error = share.isError ? dialogError(share.error) : null
  const fieldError = share.isError && namesColleagues(share.error)

  const toggle = (colleague: number, on: boolean) =>
    setChosen((current) =>
      on
        ? [...current.filter((other) => other !== colleague), colleague]
        : current.filter((other) => other !== colleague),
    )

  const save = async () => {
    if (!Array.isArray(colleagues)) return
    // A colleague named before who is no longer an active user (deactivated) is left out.
    const sharedWith = chosen.filter((colleague) => colleagues.some((active) => active.id === colleague))
    const result = await share.run({ id: list.id, share: { sharedWithCompany: company, sharedWith } })
    if (!result) return
    getNotificationsStore().getState().pushMany(result.messages.map(notificationFromMessage))
    onClose()
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('title')}
      size="sm"
      loading={colleagues === undefined}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !Array.isArray(colleagues)}
            aria-busy={busy || undefined}
            onClick={() => void save()}
            data-testid="shopping-list-share-save"
          >
            {t('save')}
          </button>
        </>
      }
    >
      <div className={styles.share} data-testid="shopping-list-share">
        {error && (
          <div role="alert" data-testid="shopping-list-share-errors">
            {(error.messages.length ? error.messages : [tDialog('unknownError')]).map((message, index) => (
              <p key={`${index}-${message}`} className="field__error">
                {message}
              </p>
            ))}
          </div>
        )}
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={company}
            onChange={(event) => setCompany(event.target.checked)}
            aria-describedby={`${id}-company`}
          />
          <span>{t('company')}</span>
        </label>
        <p id={`${id}-company`} className={styles.meta}>
          {t('companyHint')}
        </p>
        <fieldset className={styles.colleagues} aria-invalid={fieldError || undefined}>
          <legend className="field__label">{t('colleagues')}</legend>
          {colleagues === 'error' ? (
            <p className="field__error">{t('loadError')}</p>
          ) : colleagues && colleagues.length === 0 ? (
            <p className={styles.meta}>{t('noColleagues')}</p>
          ) : (
            <ul className={styles.choices}>
              {(colleagues ?? []).map((colleague) => (
                <li key={colleague.id}>
                  <label className={styles.choice}>
                    <input
                      type="checkbox"
                      value={colleague.id}
                      checked={chosen.includes(colleague.id)}
                      onChange={(event) => toggle(colleague.id, event.target.checked)}
                    />
                    <span>{colleague.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      </div>
    </Modal>
  )
}

/** "Teilen" (the owner's) and its dialog. */
export function ShareList({ list }: { list: ShoppingListDetail }) {
  const t = useTranslations('shoppingLists.share')
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => setOpen(true)}
        data-testid="shopping-list-share-open"
      >
        {t('open')}
      </button>
      {open && <ShareDialog list={list} onClose={() => setOpen(false)} />}
    </>
  )
}
