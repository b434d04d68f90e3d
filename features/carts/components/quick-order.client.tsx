'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Button } from '@/components/button/button'
import { ApiHttpError } from '@/lib/api/client'
import type { ApiMessage } from '@/lib/api/envelope-types'

import { useQuickOrder } from '../queries'
import { QUICK_ORDER_MAX_LENGTH } from '../quick-order'
import styles from './cart.module.css'

/**
 * Quick order: article numbers with quantities, typed or pasted one per
 * line ("article number; quantity"). The good lines go into the cart; each
 * bad line stays in the field with its message, so it can be fixed and sent
 * again.
 */
export function QuickOrder() {
  const t = useTranslations('carts.quickOrder')
  const tn = useTranslations('notifications')
  const id = useId()
  const [text, setText] = useState('')
  const quickOrder = useQuickOrder()
  const running = quickOrder.isPending
  const [result, setResult] = useState<{ success: string | null; errors: ApiMessage[] }>({
    success: null,
    errors: [],
  })
  // A refused request: the server's messages, else the unknown-error text.
  const failure = quickOrder.error
  const shown = failure
    ? {
        success: null,
        errors:
          failure instanceof ApiHttpError && failure.messages.length
            ? failure.messages
            : [{ type: 'error' as const, message: tn('unknownError') }],
      }
    : result

  const submit = async () => {
    if (!text.trim()) return
    // The cart and its badge take the answer (useQuickOrder); this form shows what went in and the bad lines.
    const answer = await quickOrder.run(text)
    if (!answer) {
      // The failure shows from the mutation's error (below).
      setResult({ success: null, errors: [] })
      return
    }
    const errors = answer.messages.filter((message) => message.type === 'error')
    setResult({
      success: answer.messages.find((message) => message.type === 'success')?.message ?? null,
      errors,
    })
    // Keep only the lines that did not go in, for fixing.
    const bad = new Set(
      errors
        .flatMap((message) => (message.meta as { fields?: string[] } | undefined)?.fields ?? [])
        .filter((field) => field.startsWith('line.'))
        .map((field) => Number(field.slice(5))),
    )
    setText(
      text
        .split(/\r?\n/)
        .filter((_, index) => bad.has(index + 1))
        .join('\n'),
    )
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
          <textarea
            id={id}
            className={styles.input}
            rows={4}
            maxLength={QUICK_ORDER_MAX_LENGTH}
            value={text}
            placeholder="TRB-10001-1; 4"
            aria-describedby={`${id}-hint`}
            aria-invalid={shown.errors.length > 0}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-hint`} className={styles.meta}>
            {t('hint')}
          </p>
        </div>
        <Button type="submit" variant="secondary" disabled={running || !text.trim()} busy={running}>
          {t('submit')}
        </Button>
      </form>
      {shown.success && (
        <p role="status" data-testid="quick-order-success">
          {shown.success}
        </p>
      )}
      {shown.errors.length > 0 && (
        <ul role="alert" className={styles.error} data-testid="quick-order-errors">
          {shown.errors.map((message) => (
            <li key={message.message}>{message.message}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
