import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { useState, type ReactElement, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { getNotificationsStore } from '@/features/notifications/store'
import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { catalogues } from '@/messages'
import { renderWithIntl, testQueryClient } from '@/tests/helpers/intl'

import { compareStorageKey, getCompareStore } from '../store'
import { CompareBar } from './compare-bar.client'
import { CompareSync } from './compare-sync.client'
import { CompareToggle } from './compare-toggle.client'

const navigation = vi.hoisted(() => ({ pathname: '/de-ch', replace: vi.fn() }))
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ replace: navigation.replace }),
}))

const TENANT = 'test'
const store = () => getCompareStore(TENANT)
const session = (tenantSlug = TENANT) => ({ tenantSlug, locale: 'de-ch' }) as unknown as Session
const withSession = (ui: ReactElement, tenantSlug = TENANT) =>
  renderWithIntl(<SessionProvider session={session(tenantSlug)}>{ui}</SessionProvider>)
const numbers = () =>
  store()
    .getState()
    .entries.map((e) => e.productNumber)

beforeEach(() => {
  navigation.pathname = '/de-ch'
  navigation.replace.mockReset()
})
afterEach(() => {
  store().getState().clear()
  getNotificationsStore().getState().clear()
  localStorage.clear()
})

describe('CompareToggle', () => {
  it('adds and removes the product, pressed while chosen', () => {
    withSession(
      <CompareToggle
        productNumber="trb-syn-5w30-c3"
        title="Tribo Synth 5W-30 C3"
        imageUrl="/media/syn.png"
      />,
    )
    const button = screen.getByRole('button', { name: /Vergleichen/ })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(button).toHaveAccessibleName(/^Vergleichen\s*: Tribo Synth 5W-30 C3$/)

    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(button).toHaveTextContent('Im Vergleich')
    expect(store().getState().entries).toEqual([
      { productNumber: 'TRB-SYN-5W30-C3', title: 'Tribo Synth 5W-30 C3', imageUrl: '/media/syn.png' },
    ])
    expect(JSON.parse(localStorage.getItem(compareStorageKey(TENANT))!).state.entries).toHaveLength(1)

    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(numbers()).toEqual([])
  })

  it('shows the state the product has in other toggles of the page', () => {
    withSession(
      <>
        <CompareToggle productNumber="TRB-A-01" title="A" />
        <CompareToggle productNumber="TRB-A-01" title="A" />
      </>,
    )
    fireEvent.click(screen.getAllByRole('button')[0]!)
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(2)
  })

  it('refuses a fourth product with a notification', () => {
    ;['TRB-A-01', 'TRB-B-02', 'TRB-C-03'].forEach((productNumber) =>
      store().getState().add({ productNumber, title: productNumber }),
    )
    withSession(<CompareToggle productNumber="TRB-D-04" title="Vierter" />)
    const button = screen.getByRole('button', { name: /Vierter/ })
    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(numbers()).toEqual(['TRB-A-01', 'TRB-B-02', 'TRB-C-03'])
    const [notification] = getNotificationsStore().getState().notifications
    expect(notification?.message).toEqual({
      type: 'warning',
      message: 'Sie können höchstens 3 Produkte vergleichen.',
    })
    expect(notification?.redirect).toEqual({
      link: '/de-ch/compare?products=TRB-A-01,TRB-B-02,TRB-C-03',
      title: 'Zum Vergleich',
    })
  })

  it('speaks the page language', () => {
    renderWithIntl(
      <SessionProvider session={session()}>
        <CompareToggle productNumber="TRB-A-01" title="A" />
      </SessionProvider>,
      { language: 'fr' },
    )
    expect(screen.getByRole('button')).toHaveTextContent('Comparer')
  })
})

describe('CompareBar', () => {
  it('renders nothing while no product is chosen', () => {
    const { container } = withSession(<CompareBar />)
    expect(container).toBeEmptyDOMElement()
  })

  it('shows one product with a disabled comparison link', () => {
    store().getState().add({ productNumber: 'TRB-A-01', title: 'Tribo Alpha', imageUrl: '/media/a.png' })
    withSession(<CompareBar />)
    const bar = screen.getByRole('region', { name: 'Produktvergleich' })
    expect(bar).toHaveTextContent('Tribo Alpha')
    expect(bar.querySelector('img')).toHaveAttribute('src', '/media/a.png')
    const link = within(bar).getByText('Vergleichen (1)')
    expect(link).toHaveAttribute('aria-disabled', 'true')
    expect(link).not.toHaveAttribute('href')
    expect(bar).toHaveTextContent('Wählen Sie mindestens zwei Produkte zum Vergleichen.')
  })

  it('links to the comparison from two products; removes one; clears all', () => {
    store().getState().add({ productNumber: 'TRB-A-01', title: 'Tribo Alpha' })
    store().getState().add({ productNumber: 'TRB-B-02', title: 'Tribo Beta' })
    const { container } = withSession(<CompareBar />)
    expect(screen.getByRole('link', { name: 'Vergleichen (2)' })).toHaveAttribute(
      'href',
      '/de-ch/compare?products=TRB-A-01,TRB-B-02',
    )
    expect(screen.getByText('2 Produkte im Vergleich')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Tribo Alpha aus dem Vergleich entfernen' }))
    expect(numbers()).toEqual(['TRB-B-02'])
    expect(screen.getByText('Vergleichen (1)')).toHaveAttribute('aria-disabled', 'true')

    fireEvent.click(screen.getByRole('button', { name: 'Vergleich löschen' }))
    expect(numbers()).toEqual([])
    expect(container).toBeEmptyDOMElement()
  })

  it('appears when a toggle on the page adds a product', () => {
    withSession(
      <>
        <CompareToggle productNumber="TRB-A-01" title="Tribo Alpha" />
        <CompareBar />
      </>,
    )
    expect(screen.queryByRole('region', { name: 'Produktvergleich' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: /Vergleichen/ }))
    expect(screen.getByRole('region', { name: 'Produktvergleich' })).toHaveTextContent('Tribo Alpha')
  })

  it('stays away on the comparison page itself', () => {
    navigation.pathname = '/de-ch/compare'
    store().getState().add({ productNumber: 'TRB-A-01', title: 'Tribo Alpha' })
    const { container } = withSession(<CompareBar />)
    expect(container).toBeEmptyDOMElement()
  })

  it('is hydration-safe: nothing on the server, the stored choice after hydration', async () => {
    const tenant = 'hydration'
    localStorage.setItem(
      compareStorageKey(tenant),
      JSON.stringify({
        state: { entries: [{ productNumber: 'TRB-A-01', title: 'Gespeichert' }] },
        version: 1,
      }),
    )
    const Wrapper = ({ children }: { children: ReactNode }) => {
      // The server's render and the browser's each have their own client, as in the site layout.
      const [client] = useState(testQueryClient)
      return (
        <QueryClientProvider client={client}>
          <NextIntlClientProvider locale="de-ch" messages={catalogues.de} timeZone="Europe/Zurich">
            <SessionProvider session={session(tenant)}>{children}</SessionProvider>
          </NextIntlClientProvider>
        </QueryClientProvider>
      )
    }
    const ui = (
      <Wrapper>
        <CompareToggle productNumber="TRB-A-01" title="Gespeichert" />
        <CompareBar />
      </Wrapper>
    )
    const html = renderToString(ui)
    expect(html).not.toContain('compare-bar')
    expect(html).toContain('aria-pressed="false"')
    expect(html).not.toContain('Im Vergleich')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    const onRecoverableError = vi.fn()
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError })
    })
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(within(container).getByRole('region', { name: 'Produktvergleich' })).toHaveTextContent(
      'Gespeichert',
    )
    expect(within(container).getByRole('button', { name: /Gespeichert$/, pressed: true })).toHaveTextContent(
      'Im Vergleich',
    )
    act(() => root!.unmount())
    container.remove()
    getCompareStore(tenant).getState().clear()
  })
})

describe('CompareSync (comparison page)', () => {
  it('replaces the stored choice with the products of the address', () => {
    store().getState().add({ productNumber: 'TRB-Z-99', title: 'Alt' })
    withSession(
      <CompareSync
        entries={[
          { productNumber: 'TRB-A-01', title: 'A' },
          { productNumber: 'TRB-B-02', title: 'B' },
        ]}
      />,
    )
    expect(numbers()).toEqual(['TRB-A-01', 'TRB-B-02'])
    expect(navigation.replace).not.toHaveBeenCalled()
  })

  it('empties the choice for an emptied comparison', () => {
    store().getState().add({ productNumber: 'TRB-Z-99', title: 'Alt' })
    withSession(<CompareSync entries={[]} />)
    expect(numbers()).toEqual([])
  })

  it('opens the stored choice on the page without products', () => {
    store().getState().add({ productNumber: 'TRB-A-01', title: 'A' })
    store().getState().add({ productNumber: 'TRB-B-02', title: 'B' })
    withSession(<CompareSync restore />)
    expect(navigation.replace).toHaveBeenCalledWith('/de-ch/compare?products=TRB-A-01,TRB-B-02')
  })

  it('stays on the empty page when nothing is stored', () => {
    withSession(<CompareSync restore />)
    expect(navigation.replace).not.toHaveBeenCalled()
  })
})
