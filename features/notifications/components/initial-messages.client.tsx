'use client'

import { useEffect, useRef } from 'react'

import type { ApiMessage } from '@/lib/api/envelope-types'
import { clearFlashCookie } from '@/lib/api/flash'

import { pushMessages } from '../store'

/** Pushes the messages delivered with the page's initial data, once, after load (SPEC §4). */
export function InitialMessages({ messages }: { messages: ApiMessage[] }) {
  const done = useRef(false)
  useEffect(() => {
    if (done.current || messages.length === 0) return
    done.current = true
    pushMessages(messages)
    clearFlashCookie()
  }, [messages])
  return null
}
