import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { ProfileMenu } from '@/features/navigation/components/account-flyouts.client'
import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import type { NotificationEntry } from '../schemas'
import { NotificationCentre } from './notification-centre.client'

vi.mock('next/navigation', () => ({
  useRouter: () => ({ replace: vi.fn(), refresh: vi.fn(), push: vi.fn() }),
  usePathname: () => '/de-ch/notifications',
}))

const entries: NotificationEntry[] = [
  {
    id: 3,
    title: 'Bestellung 2026-10482 bestätigt',
    text: 'Vielen Dank!',
    link: null,
    kind: 'orderConfirmed',
    createdAt: '2026-11-24T09:30:00.000Z',
    read: false,
  },
  {
    id: 2,
    title: 'Neues Dokument verfügbar',
    text: null,
    link: '/de-ch/p/TRB-SYNPRO-5W30',
    kind: 'documentAvailable',
    createdAt: '2026-11-23T08:00:00.000Z',
    read: false,
  },
  {
    id: 1,
    title: 'Neue Öffnungszeiten',
    text: null,
    link: null,
    kind: 'editorial',
    createdAt: '2026-10-25T08:00:00.000Z',
    read: true,
  },
]
const menu = (hasBadge: boolean) => [{ title: 'Mitteilungen', link: '/de-ch/notifications', hasBadge }]
const session = {
  locale: 'de-ch',
  user: {
    firstName: 'Hans',
    lastName: 'Muster',
    name: 'Hans Muster',
    customerId: '100200',
    type: 'customer',
    options: { showContactSelector: false },
  },
  unreadNotificationCount: 2,
  userMenuEntries: menu(true),
  urls: { dashboardUrl: null },
  retailerMode: { available: false, enabled: false },
} as unknown as Session
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function renderCentre(props: Partial<Parameters<typeof NotificationCentre>[0]> = {}) {
  const navigate = vi.fn()
  renderWithIntl(
    <SessionProvider session={session}>
      <ProfileMenu mobile={false} />
      <NotificationCentre
        entries={entries}
        timestamp={1_790_000_000_000}
        filter="all"
        navigate={navigate}
        {...props}
      />
    </SessionProvider>,
  )
  return { navigate }
}

describe('NotificationCentre', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    fetchMock = vi.fn()
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }))
  })
  afterEach(() => {
    resetApiClient()
    vi.unstubAllGlobals()
  })

  it('lists the entries with Swiss dates and marks the unread ones for eyes and screen readers', () => {
    renderCentre()
    const items = screen.getAllByTestId('notification-entry')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveAttribute('data-read', 'false')
    expect(items[0]).toHaveTextContent('Erhalten am 24.11.2026 - 10:30')
    expect(within(items[0]!).getByText('(Ungelesen)', { exact: false })).toHaveClass('visually-hidden')
    expect(items[2]).not.toHaveTextContent('Ungelesen')
    expect(screen.getByRole('tab', { name: 'Alle' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByTestId('unread-count')).toHaveTextContent('2')
    expect(screen.getByRole('button', { name: /Hans Muster, 2 ungelesene Mitteilungen/ })).toBeInTheDocument()
  })

  it('marks an entry read on click, follows its link and lowers the header badge', async () => {
    const { navigate } = renderCentre()
    fetchMock.mockResolvedValue(
      json({
        data: {
          entry: { ...entries[1], read: true },
          unreadNotificationCount: 1,
          userMenuEntries: menu(true),
        },
      }),
    )
    await userEvent.click(screen.getByRole('link', { name: /Neues Dokument verfügbar/ }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/de-ch/p/TRB-SYNPRO-5W30'))
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/notifications/read/2')
    expect(screen.getAllByTestId('notification-entry')[1]).toHaveAttribute('data-read', 'true')
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1')
  })

  it('marks all as read with the list’s timestamp; the badge disappears and the button is disabled', async () => {
    renderCentre()
    fetchMock.mockResolvedValue(
      json({
        data: {
          entries: entries.map((e) => ({ ...e, read: true })),
          timestamp: 1_790_000_000_900,
          unreadNotificationCount: 0,
          userMenuEntries: menu(false),
        },
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Alle als gelesen markieren' }))
    await waitFor(() => expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument())
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ timestamp: 1_790_000_000_000 })
    expect(
      screen.getAllByTestId('notification-entry').every((item) => item.getAttribute('data-read') === 'true'),
    ).toBe(true)
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeDisabled()
  })

  it('switches to the unread tab by keyboard and shows its empty state', async () => {
    renderCentre()
    fetchMock.mockResolvedValue(json({ data: { entries: [], timestamp: 1_790_000_001_000 } }))
    screen.getByRole('tab', { name: 'Alle' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Ungelesen' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Ungelesen' })).toHaveFocus()
    await waitFor(() =>
      expect(screen.getByTestId('notification-centre-empty')).toHaveTextContent(
        'Sie haben keine ungelesenen Mitteilungen.',
      ),
    )
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/notifications?filter=unread')
  })

  it('shows the badge on the notification centre entry of the profile menu', async () => {
    renderCentre()
    await userEvent.click(screen.getByRole('button', { name: /Hans Muster/ }))
    const link = within(screen.getByTestId('profile-flyout')).getByRole('link', {
      name: /^Mitteilungen\s*, 2 ungelesene Mitteilungen$/,
    })
    expect(link).toHaveAttribute('href', '/de-ch/notifications')
    expect(within(link).getByTestId('menu-entry-badge')).toHaveTextContent('2')
  })

  it('says so when there are no notifications at all', () => {
    renderCentre({ entries: [] })
    expect(screen.getByTestId('notification-centre-empty')).toHaveTextContent(
      'Sie haben noch keine Mitteilungen.',
    )
    expect(screen.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeDisabled()
  })
})
