'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

import type { QuotePack } from '../constants'

const loadDialog = () => import('./request-quote-dialog.client')
/**
 * The dialog (react-hook-form, zod, the date picker) in a chunk of its own: it downloads when a
 * pointer or the focus reaches the button, not with every product page.
 */
const RequestQuoteDialog = dynamic(() => loadDialog().then((m) => m.RequestQuoteDialog), { ssr: false })
const preload = () => void loadDialog()

type Props =
  | {
      /** Packs of one product (the product page, beside "In den Warenkorb"). */
      source: 'product'
      productNumber: string
      title: string
      packs: QuotePack[]
    }
  | {
      /** Every line of the B2B cart at its count (the cart page). */
      source: 'cart'
    }

/**
 * "Offerte anfragen" (a product's packs) or "Offerte für den Warenkorb anfragen" (the whole cart):
 * a button that opens the request dialog. The page renders it only for shop users who may order
 * (the server refuses everyone else as well).
 */
export function RequestQuote(props: Props) {
  const t = useTranslations('quotes.request')
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const close = () => {
    setOpen(false)
    requestAnimationFrame(() => opener.current?.focus())
  }
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="button button--secondary"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        data-testid={props.source === 'product' ? 'request-quote' : 'request-cart-quote'}
      >
        {props.source === 'product' ? t('button') : t('cartButton')}
      </button>
      {open && <RequestQuoteDialog {...props} onClose={close} />}
    </>
  )
}
