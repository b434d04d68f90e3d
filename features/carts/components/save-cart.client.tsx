'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { ApiHttpError } from '@/lib/api/client'
import { hasControlCharacters } from '@/lib/control-characters'

import { SAVED_CART_NAME_MAX_LENGTH } from '../constants'
import { useB2BCartBusy, useSaveCart } from '../queries'

/** The server's refusal as the dialog shows it: the name field's message beside the field, the rest above the buttons (without any, the unknown-error text). */
function refusalOf(error: unknown, unknown: string): { name: string | null; other: string[] } {
  if (!error) return { name: null, other: [] }
  if (!(error instanceof ApiHttpError) || !error.messages.length) return { name: null, other: [unknown] }
  const name = error.messages.find((message) => message.meta?.fields?.includes('name'))
  return {
    name: name?.message ?? null,
    other: error.messages.filter((message) => message !== name).map((message) => message.message),
  }
}

/**
 * "Warenkorb speichern": a dialog asks for the name (1–80 characters, no
 * control characters — the field says so before anything is sent); the
 * server saves the cart under it and empties the cart, and the success is
 * notified. A refusal (a bad name, an empty cart, too many saved carts)
 * stays in the dialog.
 */
export function SaveCart() {
  const t = useTranslations('carts.saved.save')
  const tn = useTranslations('notifications')
  const id = useId()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const save = useSaveCart()
  const busy = useB2BCartBusy()
  const control = hasControlCharacters(name)
  const refusal = refusalOf(save.error, tn('unknownError'))
  const nameError = control ? t('nameControl') : refusal.name
  const canSave = name.trim().length > 0 && !control && !busy

  const close = () => {
    setOpen(false)
    setName('')
    save.reset()
  }
  const submit = async () => {
    if (!canSave) return
    if (await save.run(name.trim())) close()
  }

  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setOpen(true)}
        disabled={busy}
        data-testid="save-cart"
      >
        {t('button')}
      </button>
      {open && (
        <Modal
          open
          onClose={close}
          title={t('title')}
          size="sm"
          footer={
            <>
              <button type="button" className="button button--secondary" onClick={close}>
                {t('cancel')}
              </button>
              <button
                type="submit"
                form={`${id}-form`}
                className="button button--primary"
                disabled={!canSave}
                aria-busy={save.isPending || undefined}
                data-testid="save-cart-submit"
              >
                {t('submit')}
              </button>
            </>
          }
        >
          <form
            id={`${id}-form`}
            onSubmit={(event) => {
              event.preventDefault()
              void submit()
            }}
            data-testid="save-cart-form"
          >
            <p>{t('intro')}</p>
            <div className="field">
              <label className="field__label" htmlFor={id}>
                {t('name')}
              </label>
              <input
                id={id}
                className="field__input"
                value={name}
                maxLength={SAVED_CART_NAME_MAX_LENGTH}
                autoComplete="off"
                aria-invalid={nameError ? true : undefined}
                aria-describedby={nameError ? `${id}-error` : undefined}
                onChange={(event) => {
                  setName(event.target.value)
                  // A refusal belongs to the name that was sent.
                  if (save.error) save.reset()
                }}
              />
              {nameError && (
                <p id={`${id}-error`} className="field__error" data-testid="save-cart-name-error">
                  {nameError}
                </p>
              )}
            </div>
            {refusal.other.length > 0 && (
              <div role="alert" data-testid="save-cart-error">
                {refusal.other.map((message) => (
                  <p key={message} className="field__error">
                    {message}
                  </p>
                ))}
              </div>
            )}
          </form>
        </Modal>
      )}
    </>
  )
}
