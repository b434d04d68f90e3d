import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, type RenderOptions } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactElement, ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

import { pickNamespaces, SHELL_NAMESPACES, type Messages } from '@/lib/i18n/client-messages'
import { catalogues } from '@/messages'

import { recordIntlError } from './intl-errors'

type Language = keyof typeof catalogues

type IntlOptions = {
  language?: Language
  pageNamespaces?: readonly string[]
  queryClient?: QueryClient
}

/** The providers a page gives its islands: the language's messages (or only a page's namespaces) and a query client. */
function intlWrapper({ language = 'de', pageNamespaces, queryClient }: IntlOptions) {
  const locale = language === 'en' ? 'en' : `${language}-ch`
  const messages = pageNamespaces
    ? (pickNamespaces(catalogues[language] as unknown as Messages, [
        ...SHELL_NAMESPACES,
        ...pageNamespaces,
      ]) as unknown as typeof catalogues.de)
    : catalogues[language]
  const client = queryClient ?? testQueryClient()
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
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
  }
}

/**
 * Renders a component with the real message catalogue of a language (German
 * by default). A missing key or a text that cannot be formatted fails the test
 * (recordIntlError, checked after each test in vitest.setup.ts).
 * `pageNamespaces`: only what the browser gets on a page — the layout's shell
 * namespaces and the page's own (`withPageMessages`, see `pageMessageNamespaces`).
 * Like the site layout, it provides a React Query client (a fresh one per
 * render, no retries); `queryClient` passes one the test wants to look into.
 * With `hydrate: true` and a `container` holding `serverHtmlWithIntl`'s HTML it
 * hydrates that HTML as the browser does.
 */
export function renderWithIntl(
  ui: ReactElement,
  { language, pageNamespaces, queryClient, ...options }: IntlOptions & RenderOptions = {},
) {
  return render(ui, { wrapper: intlWrapper({ language, pageNamespaces, queryClient }), ...options })
}

/** The HTML the server sends for a component under the same providers (to hydrate with `renderWithIntl`). */
export function serverHtmlWithIntl(ui: ReactElement, options: IntlOptions = {}): string {
  const Wrapper = intlWrapper(options)
  return renderToString(<Wrapper>{ui}</Wrapper>)
}

/** A React Query client for a test: no retries (a failure shows at once), nothing shared with other tests. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}
