import { QueryClientProvider } from '@tanstack/react-query'
import { act, render as renderUi, screen, waitFor } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { testQueryClient } from '@/tests/helpers/intl'

import type { NavigationEntry, Session } from '../types'
import { SessionProvider, useSession } from './session-provider.client'

const address = vi.hoisted(() => ({ pathname: '/de-ch/unternehmen/geschichte' }))
vi.mock('next/navigation', () => ({ usePathname: () => address.pathname }))

const entry = (label: string, uri: string, pages: NavigationEntry[] = []): NavigationEntry => ({
  label,
  uri,
  pages,
  active: false,
  target: '_self',
  class: null,
  iconImage: null,
  showOilFinderTeaser: false,
})
const session = {
  navigationTree: [
    entry('Unternehmen', '/de-ch/unternehmen', [entry('Geschichte', '/de-ch/unternehmen/geschichte')]),
    entry('Service', '/de-ch/service'),
  ],
  productLines: [entry('Motorenöle', '/de-ch/produkte/motorenoele')],
  b2BCartCount: 1,
} as unknown as Session

function Probe() {
  const tree = useSession((s) => s.session.navigationTree)
  const count = useSession((s) => s.session.b2BCartCount)
  const patch = useSession((s) => s.patchSession)
  return (
    <>
      <p data-testid="active">
        {tree
          .filter((e) => e.active)
          .map((e) => e.label)
          .join(',')}
      </p>
      <p data-testid="count">{count}</p>
      <button type="button" onClick={() => patch({ b2BCartCount: 0 })}>
        ordered
      </button>
    </>
  )
}

/** Renders under the layout's React Query client (kept across rerenders). */
function render(ui: ReactElement) {
  const client = testQueryClient()
  return renderUi(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  })
}

describe('SessionProvider', () => {
  beforeEach(() => {
    address.pathname = '/de-ch/unternehmen/geschichte'
  })

  it('marks the entries on the way to the current address (a cached layout sends them unmarked)', async () => {
    render(
      <SessionProvider session={session}>
        <Probe />
      </SessionProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('active')).toHaveTextContent('Unternehmen'))
  })

  it('re-marks on navigation and keeps what islands changed meanwhile (the cart count after an order)', async () => {
    const view = render(
      <SessionProvider session={session}>
        <Probe />
      </SessionProvider>,
    )
    act(() => screen.getByRole('button', { name: 'ordered' }).click())
    await waitFor(() => expect(screen.getByTestId('count')).toHaveTextContent('0'))
    address.pathname = '/de-ch/service/kontakt'
    view.rerender(
      <SessionProvider session={session}>
        <Probe />
      </SessionProvider>,
    )
    await waitFor(() => expect(screen.getByTestId('active')).toHaveTextContent('Service'))
    expect(screen.getByTestId('count')).toHaveTextContent('0')
  })
})
