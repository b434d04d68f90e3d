import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
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
 * Like the site layout, it provides a React Query client (a fresh one per
 * render, no retries); `queryClient` passes one the test wants to look into.
 */
export function renderWithIntl(
  ui: ReactElement,
  {
    language = 'de',
    pageNamespaces,
    queryClient,
    ...options
  }: {
    language?: Language
    pageNamespaces?: readonly string[]
    queryClient?: QueryClient
  } & RenderOptions = {},
) {
  const locale = language === 'en' ? 'en' : `${language}-ch`
  const messages = pageNamespaces
    ? (pickNamespaces(catalogues[language] as unknown as Messages, [
        ...SHELL_NAMESPACES,
        ...pageNamespaces,
      ]) as unknown as typeof catalogues.de)
    : catalogues[language]
  const client = queryClient ?? testQueryClient()
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <NextIntlClientProvider
        locale={locale}
        messages={messages}
        timeZone="Europe/Zurich"
        onError={recordIntlError}
      >
        {children}
      </NextIntlClientProvider>
    </QueryClientProvider>
  )
  return render(ui, { wrapper: Wrapper, ...options })
}

/** A React Query client for a test: no retries (a failure shows at once), nothing shared with other tests. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}
