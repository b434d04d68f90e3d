'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

const loadDialog = () => import('./schedule-dialog.client')
/**
 * The dialog (react-hook-form, zod, the date picker) in a chunk of its own: it downloads when a
 * pointer or the focus reaches the button, not with every order or cart page.
 */
const CreateScheduleDialog = dynamic(() => loadDialog().then((m) => m.CreateScheduleDialog), { ssr: false })
const preload = () => void loadDialog()

type Props = { source: 'order'; orderNumber: string } | { source: 'cart' }

/**
 * "Als Abo wiederholen" (an order's detail) or "Als Abo einrichten" (the B2B
 * cart): opens the schedule dialog for that source. The page renders it only
 * for shop users who may order (the server refuses everyone else as well).
 */
export function RepeatOrderButton(props: Props) {
  const t = useTranslations('repeatOrders.dialog')
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
        data-testid={props.source === 'order' ? 'repeat-order-from-order' : 'repeat-order-from-cart'}
      >
        {props.source === 'order' ? t('openFromOrder') : t('openFromCart')}
      </button>
      {open && (
        <CreateScheduleDialog
          query={
            props.source === 'order'
              ? { source: 'order', orderNumber: props.orderNumber }
              : { source: 'cart' }
          }
          onClose={close}
        />
      )}
    </>
  )
}
