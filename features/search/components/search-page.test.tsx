import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { api } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import type { AdvancedSearchResponse, DocumentSearchResponse, FirstSearchResults } from '../types'
import { SearchPage } from './search-page.client'

const products = (count: number, suggestion: string | null = null): AdvancedSearchResponse => ({
  results: {
    products: Array.from({ length: Math.min(count, 12) }, (_, i) => ({
      id: i + 1,
      productNumber: `TRB-${i}`,
      title: `Produkt ${i}`,
      subtitle: null,
      url: `/de-ch/p/TRB-${i}`,
      image: null,
      groupId: 1,
      viscosity: null,
      approvals: [],
      baseOil: null,
      tags: [],
    })),
  },
  countTotal: count,
  categories: [],
  filters: [],
  suggestion,
})
const contents = (count: number): DocumentSearchResponse => ({
  results: Array.from({ length: Math.min(count, 12) }, (_, i) => ({
    id: `page:${i}`,
    type: 'other',
    kind: 'page',
    url: `/de-ch/seite-${i}`,
    title: `Seite ${i}`,
    text: null,
    date: null,
    format: null,
  })),
  countTotal: count,
  suggestion: null,
})

function renderPage(features: string[], term = 'Motoröl', initialResults?: FirstSearchResults) {
  const session = {
    activeFeatures: features,
    urls: {},
    productLines: [],
    navigationTree: [],
  } as unknown as Session
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <SessionProvider session={session}>
        <SearchPage
          path="/de-ch/search"
          initialState={{ term, filters: {}, productGroupId: null, tab: 'products' }}
          initialResults={initialResults}
        />
      </SessionProvider>
    </QueryClientProvider>,
  )
}

let get: { mock: { calls: unknown[][] } }
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
  get = vi
    .spyOn(api, 'get')
    .mockImplementation(
      async (path: string) =>
        (path.includes('product-advanced') ? products(30, 'Motorenöl') : contents(3)) as never,
    )
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('search results page', () => {
  it('shows tabs with counts and the heading once both searches answered', async () => {
    renderPage(['enableDidYouMeanSuggestion'])
    expect(await screen.findByRole('tab', { name: 'Produkte (30)' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Seiten (3)' })).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByTestId('search-heading')).toHaveTextContent('33 Ergebnisse für „Motoröl“'),
    )
    expect(screen.getByTestId('search-suggestion')).toHaveTextContent('Meinten Sie: Motorenöl?')
  })

  it('groups thousands in the tab counts like every other figure ("1 017", not "1017")', async () => {
    get = vi
      .spyOn(api, 'get')
      .mockImplementation(
        async (path: string) =>
          (path.includes('product-advanced') ? products(1017) : contents(2500)) as never,
      )
    renderPage([])
    expect(await screen.findByRole('tab', { name: 'Produkte (1 017)' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Seiten (2 500)' })).toBeInTheDocument()
  })

  it('hides the tabs and asks for no products when product search is disabled', async () => {
    renderPage(['disableProductSearch', 'enableDidYouMeanSuggestion'])
    expect(await screen.findByText('Seite 0')).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(get.mock.calls.map((call) => call[0])).not.toContain('/api/search/product-advanced')
    await waitFor(() =>
      expect(screen.getByTestId('search-heading')).toHaveTextContent('3 Ergebnisse für „Motoröl“'),
    )
  })

  it('shows no did-you-mean without the feature', async () => {
    renderPage([])
    await screen.findByRole('tab', { name: 'Produkte (30)' })
    expect(screen.queryByTestId('search-suggestion')).toBeNull()
  })

  it('shows the results the server found at once, without asking again; "Load more" asks for the next ones', async () => {
    renderPage([], 'Motoröl', { products: products(30), contents: contents(3), crossReference: null })
    expect(screen.getByRole('tab', { name: 'Produkte (30)' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Produkt 0')).toBeInTheDocument()
    expect(screen.getByTestId('search-heading')).toHaveTextContent('33 Ergebnisse für „Motoröl“')
    expect(get).not.toHaveBeenCalled()
    await userEvent.click(screen.getByTestId('search-load-more'))
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/search/product-advanced',
        expect.objectContaining({
          query: expect.objectContaining({ query: 'Motoröl', offset: 12, limit: 48 }),
        }),
      ),
    )
  })

  it('asks the API for what the server did not find (a failed search there)', async () => {
    renderPage([], 'Motoröl', { contents: contents(3), crossReference: null })
    expect(await screen.findByRole('tab', { name: 'Produkte (30)' })).toBeInTheDocument()
    expect(get.mock.calls.map((call) => call[0])).toEqual(['/api/search/product-advanced'])
  })

  it('loads 48 more products after the first 12', async () => {
    renderPage([])
    await screen.findByRole('tab', { name: 'Produkte (30)' })
    await userEvent.click(screen.getByTestId('search-load-more'))
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(
        '/api/search/product-advanced',
        expect.objectContaining({ query: expect.objectContaining({ offset: 12, limit: 48 }) }),
      ),
    )
  })

  it('leads to the cross-reference when the term names a competitor product: the server’s entry at once', async () => {
    const alternative = {
      kind: 'competitor' as const,
      label: 'Castrol Edge 5W-30 LL',
      url: '/de-ch/alternativen?q=Castrol%20Edge%205W-30',
    }
    renderPage([], 'Castrol Edge 5W-30', {
      products: products(2),
      contents: contents(0),
      crossReference: alternative,
    })
    const link = screen.getByTestId('search-alternative')
    expect(link).toHaveTextContent('Tribo-Alternative zu Castrol Edge 5W-30 LL')
    expect(link).toHaveAttribute('href', '/de-ch/alternativen?q=Castrol%20Edge%205W-30')
    expect(get).not.toHaveBeenCalled()
  })

  it('asks the cross-reference for its entry when the server did not, and shows none when there is none', async () => {
    get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/api/cross-reference/suggestion')
        return {
          suggestion: { kind: 'specifications', label: 'ACEA C3', url: '/de-ch/alternativen?q=acea%20c3' },
        } as never
      return (path.includes('product-advanced') ? products(3) : contents(0)) as never
    })
    renderPage([], 'acea c3')
    expect(await screen.findByTestId('search-alternative')).toHaveTextContent('Produkte mit ACEA C3')
    expect(get).toHaveBeenCalledWith(
      '/api/cross-reference/suggestion',
      expect.objectContaining({ query: { q: 'acea c3' } }),
    )
    renderPage([], 'Motoröl', { products: products(30), contents: contents(3), crossReference: null })
    expect(screen.getAllByTestId('search-alternative')).toHaveLength(1)
  })

  it('asks for nothing without a term and says so', async () => {
    renderPage([], '')
    expect(await screen.findByTestId('search-heading')).toHaveTextContent(
      'Bitte geben Sie einen Suchbegriff ein.',
    )
    expect(get).not.toHaveBeenCalled()
  })
})
