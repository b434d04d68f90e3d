'use client'

import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react'

import { lockBodyScroll } from '@/components/modal/body-scroll-lock'

import { HOVER_CLOSE_DELAY_MS } from '../panel-state'

type Options = {
  /** Opens on mouse hover and closes 300 ms after the pointer leaves (not for login, not on mobile). */
  hover?: boolean
  /** Locks the page's scrolling while open (the mobile flyout). */
  lockScroll?: boolean
  initiallyOpen?: boolean
}

/** Open state, outside click, Escape and the hover-close timer of a header flyout. */
export function useFlyout({ hover = false, lockScroll = false, initiallyOpen = false }: Options = {}) {
  const [open, setOpen] = useState(initiallyOpen)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // A click right after the pointer opened the flyout by hover keeps it open instead of closing it.
  const openedByHover = useRef(false)

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), [])
  const close = useCallback(() => {
    cancelClose()
    openedByHover.current = false
    setOpen(false)
  }, [cancelClose])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('mousedown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    const unlock = lockScroll ? lockBodyScroll() : () => {}
    return () => {
      document.removeEventListener('mousedown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
      unlock()
    }
  }, [open, lockScroll])

  useEffect(() => cancelClose, [cancelClose])

  const hoverProps = hover
    ? {
        onPointerEnter: (event: PointerEvent) => {
          if (event.pointerType === 'touch' || event.pointerType === 'pen') return
          cancelClose()
          if (!open) openedByHover.current = true
          setOpen(true)
        },
        onPointerLeave: (event: PointerEvent) => {
          if (event.pointerType === 'touch' || event.pointerType === 'pen') return
          cancelClose()
          closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS)
        },
      }
    : {}

  const toggle = () => {
    if (openedByHover.current) {
      openedByHover.current = false
      setOpen(true)
      return
    }
    setOpen((o) => !o)
  }

  return { open, setOpen, close, toggle, root, trigger, hoverProps }
}
