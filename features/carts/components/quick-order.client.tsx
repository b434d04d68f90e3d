'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Button } from '@/components/button/button'
import { apiRequest, ApiHttpError } from '@/lib/api/client'
import type { ApiMessage } from '@/lib/api/envelope-types'

import { QUICK_ORDER_MAX_LENGTH } from '../quick-order'
import { ZB2BCart, type B2BCart } from '../schemas'
import styles from './cart.module.css'

export const QUICK_ORDER_PATH = '/api/b2bcart/quick-order'

/**
 * Quick order: article numbers with quantities, typed or pasted one per
 * line ("article number; quantity"). The good lines go into the cart; each
 * bad line stays in the field with its message, so it can be fixed and sent
 * again.
 */
export function QuickOrder({ onCart }: { onCart: (cart: B2BCart) => void }) {
  const t = useTranslations('carts.quickOrder')
  const tn = useTranslations('notifications')
  const id = useId()
  const [text, setText] = useState('')
  const [running, setRunning] = useState(false)
  const [result, setResult] = useState<{ success: string | null; errors: ApiMessage[] }>({ success: null, errors: [] })

  const submit = async () => {
    if (running || !text.trim()) return
    setRunning(true)
    try {
      const { data, messages } = await apiRequest('POST', QUICK_ORDER_PATH, { body: { text }, schema: ZB2BCart, showMessages: false, call: { store: 'b2bCart', action: 'quickOrder' } })
      onCart(data)
      const errors = messages.filter((message) => message.type === 'error')
      setResult({ success: messages.find((message) => message.type === 'success')?.message ?? null, errors })
      // Keep only the lines that did not go in, for fixing.
      const bad = new Set(errors.flatMap((message) => (message.meta as { fields?: string[] } | undefined)?.fields ?? []).filter((field) => field.startsWith('line.')).map((field) => Number(field.slice(5))))
      setText(
        text
          .split(/\r?\n/)
          .filter((_, index) => bad.has(index + 1))
          .join('\n'),
      )
    } catch (error) {
      setResult({ success: null, errors: error instanceof ApiHttpError && error.messages.length ? error.messages : [{ type: 'error', message: tn('unknownError') }] })
    } finally {
      setRunning(false)
    }
  }

  return (
    <section className={styles.quickOrder} aria-labelledby={`${id}-title`} data-testid="quick-order">
      <h2 id={`${id}-title`} className={styles.subheading}>
        {t('title')}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <div className={styles.field}>
          <label htmlFor={id}>{t('label')}</label>
          <textarea id={id} className={styles.input} rows={4} maxLength={QUICK_ORDER_MAX_LENGTH} value={text} placeholder="TRB-10001-1; 4" aria-describedby={`${id}-hint`} aria-invalid={result.errors.length > 0} onChange={(event) => setText(event.target.value)} />
          <p id={`${id}-hint`} className={styles.meta}>
            {t('hint')}
          </p>
        </div>
        <Button type="submit" variant="secondary" disabled={running || !text.trim()} busy={running}>
          {t('submit')}
        </Button>
      </form>
      {result.success && (
        <p role="status" data-testid="quick-order-success">
          {result.success}
        </p>
      )}
      {result.errors.length > 0 && (
        <ul role="alert" className={styles.error} data-testid="quick-order-errors">
          {result.errors.map((message) => (
            <li key={message.message}>{message.message}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
