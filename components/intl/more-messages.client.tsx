'use client'

import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl'
import { useMemo, type ReactNode } from 'react'

import { mergeMessages, type Messages } from '@/lib/i18n/client-messages'

/** Adds namespaces to the messages of the surrounding provider (a nested provider alone would replace them). */
export function MoreMessages({
  messages,
  children,
}: {
  messages: AbstractIntlMessages
  children: ReactNode
}) {
  const parent = useMessages()
  const locale = useLocale()
  const merged = useMemo(
    () => mergeMessages(parent as Messages, messages as Messages) as AbstractIntlMessages,
    [parent, messages],
  )
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  )
}
