'use client'

import { useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'

import { Button } from '@/components/button/button'
import { ApiHttpError } from '@/lib/api/client'
import type { ApiMessage } from '@/lib/api/envelope-types'
import { formatBytes } from '@/lib/bytes'

import { QUICK_ORDER_TEMPLATE_PATH, useQuickOrder, useQuickOrderFile } from '../queries'
import { QUICK_ORDER_MAX_LENGTH, QUICK_ORDER_MAX_LINES } from '../quick-order'
import { QUICK_ORDER_FILE_MAX_BYTES } from '../quick-order-file'
import styles from './cart.module.css'

type Result = { source: 'text' | 'file'; success: string | null; errors: ApiMessage[] }

const lineNumbers = (errors: ApiMessage[]) =>
  new Set(
    errors
      .flatMap((message) => (message.meta as { fields?: string[] } | undefined)?.fields ?? [])
      .filter((field) => field.startsWith('line.'))
      .map((field) => Number(field.slice(5))),
  )

/**
 * Quick order: article numbers with quantities, typed or pasted one per
 * line ("article number; quantity"), or an Excel (XLSX) or CSV file with an
 * article-number and a quantity column (a template to download beside it).
 * The good lines go into the cart; each bad line is named with its line (or
 * the file's row) and why. Pasted bad lines stay in the field for fixing.
 */
export function QuickOrder() {
  const t = useTranslations('carts.quickOrder')
  const tn = useTranslations('notifications')
  const id = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const quickOrder = useQuickOrder()
  const quickOrderFile = useQuickOrderFile()
  const running = quickOrder.isPending || quickOrderFile.isPending
  const [result, setResult] = useState<Result | null>(null)
  const [tooLarge, setTooLarge] = useState(false)

  const failureOf = (source: Result['source'], error: unknown): Result => ({
    source,
    success: null,
    errors:
      error instanceof ApiHttpError && error.messages.length
        ? error.messages
        : [{ type: 'error' as const, message: tn('unknownError') }],
  })
  // A refused request: the server's messages, else the unknown-error text.
  const shown: Result | null = quickOrder.error
    ? failureOf('text', quickOrder.error)
    : quickOrderFile.error
      ? failureOf('file', quickOrderFile.error)
      : result

  const report = (source: Result['source'], answer: { messages: ApiMessage[] } | undefined) => {
    if (!answer) {
      setResult(null)
      return null
    }
    const errors = answer.messages.filter((message) => message.type === 'error')
    setResult({
      source,
      success: answer.messages.find((message) => message.type === 'success')?.message ?? null,
      errors,
    })
    return errors
  }

  const submitText = async () => {
    if (!text.trim()) return
    quickOrderFile.reset()
    // The cart and its badge take the answer (useQuickOrder); this form shows what went in and the bad lines.
    const errors = report('text', await quickOrder.run(text))
    if (!errors) return
    // Keep only the lines that did not go in, for fixing.
    const bad = lineNumbers(errors)
    setText(
      text
        .split(/\r?\n/)
        .filter((_, index) => bad.has(index + 1))
        .join('\n'),
    )
  }

  const submitFile = async () => {
    if (!file) return
    if (file.size > QUICK_ORDER_FILE_MAX_BYTES) {
      setTooLarge(true)
      return
    }
    quickOrder.reset()
    const errors = report('file', await quickOrderFile.run(file))
    if (!errors) return
    // The file went through: choosing the next one starts afresh.
    setFile(null)
    if (fileInput.current) fileInput.current.value = ''
  }

  const textErrors = shown?.source === 'text' ? shown.errors : []
  const fileErrors = shown?.source === 'file' ? shown.errors : []

  return (
    <section className={styles.quickOrder} aria-labelledby={`${id}-title`} data-testid="quick-order">
      <h2 id={`${id}-title`} className={styles.subheading}>
        {t('title')}
      </h2>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void submitText()
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
            aria-invalid={textErrors.length > 0}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={`${id}-hint`} className={styles.meta}>
            {t('hint')}
          </p>
        </div>
        <Button
          type="submit"
          variant="secondary"
          disabled={running || !text.trim()}
          busy={quickOrder.isPending}
        >
          {t('submit')}
        </Button>
      </form>
      <form
        data-testid="quick-order-file"
        onSubmit={(event) => {
          event.preventDefault()
          void submitFile()
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>{t('file.label')}</label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            name="file"
            type="file"
            accept=".xlsx,.csv,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={`${id}-file-hint`}
            aria-invalid={fileErrors.length > 0 || tooLarge}
            onChange={(event) => {
              setTooLarge(false)
              setFile(event.target.files?.[0] ?? null)
            }}
          />
          <p id={`${id}-file-hint`} className={styles.meta}>
            {t('file.hint', {
              max: QUICK_ORDER_MAX_LINES,
              size: formatBytes(QUICK_ORDER_FILE_MAX_BYTES, 0),
            })}{' '}
            {t('file.template')}{' '}
            <a
              href={`${QUICK_ORDER_TEMPLATE_PATH}?format=xlsx`}
              download
              data-testid="quick-order-template-xlsx"
            >
              {t('file.templateXlsx')}
            </a>
            {' · '}
            <a
              href={`${QUICK_ORDER_TEMPLATE_PATH}?format=csv`}
              download
              data-testid="quick-order-template-csv"
            >
              {t('file.templateCsv')}
            </a>
          </p>
          {tooLarge && (
            <p role="alert" className={styles.error}>
              {t('file.tooLarge', { max: formatBytes(QUICK_ORDER_FILE_MAX_BYTES, 0) })}
            </p>
          )}
        </div>
        <Button type="submit" variant="secondary" disabled={running || !file} busy={quickOrderFile.isPending}>
          {t('file.submit')}
        </Button>
      </form>
      {shown?.success && (
        <p role="status" data-testid="quick-order-success">
          {shown.success}
        </p>
      )}
      {shown && shown.errors.length > 0 && (
        <ul role="alert" className={styles.error} data-testid="quick-order-errors">
          {shown.errors.map((message) => (
            <li key={message.message}>{message.message}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
