import { render, type RenderOptions } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactElement, ReactNode } from 'react'

import { pickNamespaces, SHELL_NAMESPACES, type Messages } from '@/lib/i18n/client-messages'
import { catalogues } from '@/messages'

import { recordIntlError } from './intl-errors'

type Language = keyof typeof catalogues

/**
 * Renders a component with the real message catalogue of a language (German
 * by default). A missing key or a text that cannot be formatted fails the test
 * (recordIntlError, checked after each test in vitest.setup.ts).
 * `pageNamespaces`: only what the browser gets on a page — the layout's shell
 * namespaces and the page's own (`withPageMessages`, see `pageMessageNamespaces`).
 */
export function renderWithIntl(ui: ReactElement, { language = 'de', pageNamespaces, ...options }: { language?: Language; pageNamespaces?: readonly string[] } & RenderOptions = {}) {
  const locale = language === 'en' ? 'en' : `${language}-ch`
  const messages = pageNamespaces ? (pickNamespaces(catalogues[language] as unknown as Messages, [...SHELL_NAMESPACES, ...pageNamespaces]) as unknown as typeof catalogues.de) : catalogues[language]
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Zurich" onError={recordIntlError}>
      {children}
    </NextIntlClientProvider>
  )
  return render(ui, { wrapper: Wrapper, ...options })
}
