import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { api } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import { LiveSearch, navigate } from './live-search.client'

const empty = { results: [], countTotal: 0, suggestion: null }

function renderSearch() {
  const session = { activeFeatures: [], urls: {}, productLines: [], navigationTree: [], searchTerm: null }
  return renderWithIntl(
    <SessionProvider session={session as unknown as Session}>
      <LiveSearch resultsLink="/de-ch/search" containerRef={createRef<HTMLDivElement>()} />
    </SessionProvider>,
    { pageNamespaces: [] },
  )
}

let go: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  go = vi.spyOn(navigate, 'go').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

describe('live search: the cross-reference entry', () => {
  it('offers the Tribo alternative of a competitor product first, with the arrow keys too', async () => {
    const get = vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/api/cross-reference/suggestion')
        return {
          suggestion: {
            kind: 'competitor',
            label: 'Castrol Edge 5W-30 LL',
            url: '/de-ch/alternativen?q=Castrol%20Edge%205W-30',
          },
        } as never
      return empty as never
    })
    renderSearch()
    const input = screen.getByTestId('search-input')
    await userEvent.type(input, 'Castrol Edge 5W-30')
    const entry = await screen.findByTestId('suggestion-alternative', {}, { timeout: 10_000 })
    expect(entry).toHaveTextContent('Tribo-Alternative zu Castrol Edge 5W-30 LL')
    expect(entry).toHaveAttribute('href', '/de-ch/alternativen?q=Castrol%20Edge%205W-30')
    expect(screen.queryByTestId('search-no-suggestions')).toBeNull()
    expect(get).toHaveBeenCalledWith(
      '/api/cross-reference/suggestion',
      expect.objectContaining({ query: { q: 'Castrol Edge 5W-30' }, showMessages: false }),
    )
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
    fireEvent.submit(screen.getByRole('search'))
    await waitFor(
      () =>
        expect(go).toHaveBeenCalledWith(
          expect.objectContaining({ url: '/de-ch/alternativen?q=Castrol%20Edge%205W-30', newTab: false }),
        ),
      { timeout: 10_000 },
    )
  })

  it('shows the other suggestions as before when the cross-reference has none or fails', async () => {
    vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === '/api/cross-reference/suggestion') throw new Error('down')
      return empty as never
    })
    renderSearch()
    await userEvent.type(screen.getByTestId('search-input'), 'Motoröl')
    expect(await screen.findByTestId('search-no-suggestions', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByTestId('suggestion-alternative')).toBeNull()
  })
})
