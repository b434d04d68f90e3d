'use client'

import { useEffect, useRef } from 'react'

import type { ApiMessage } from '@/lib/api/envelope-types'
import { clearFlashCookie, markFlashShown } from '@/lib/api/flash'

import { pushMessages } from '../store'

/**
 * Pushes the messages delivered with the page's initial data after load, and deletes their
 * cookie. A delivery with an id shows once per tab: when the next page still received the same
 * cookie (it was requested before this script ran), it stays quiet.
 */
export function InitialMessages({
  messages,
  flashId = null,
}: {
  messages: ApiMessage[]
  flashId?: string | null
}) {
  const done = useRef(false)
  useEffect(() => {
    if (done.current || messages.length === 0) return
    done.current = true
    clearFlashCookie()
    if (flashId && !markFlashShown(flashId)) return
    pushMessages(messages)
  }, [messages, flashId])
  return null
}
