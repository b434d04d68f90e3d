import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NextIntlClientProvider } from 'next-intl'
import { createRef, type ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { NavigationEntry, Session } from '@/features/session/types'
import { catalogues } from '@/messages'
import { renderWithIntl, testQueryClient } from '@/tests/helpers/intl'

import { showScrollToTop } from '../scroll-to-top'
import { InfoRibbon, RIBBON_STORAGE_KEY } from './info-ribbon.client'
import { LanguageSwitcher } from './language-switcher.client'
import { NavigationPanel } from './navigation-panel.client'
import { useFlyout } from './use-flyout'

const entry = (
  label: string,
  uri: string,
  pages: NavigationEntry[] = [],
  extra: Partial<NavigationEntry> = {},
): NavigationEntry => ({
  label,
  uri,
  pages,
  active: false,
  target: '_self',
  class: null,
  iconImage: null,
  showOilFinderTeaser: false,
  ...extra,
})

const tree = [
  entry(
    'Motorenöle',
    '/de-ch/produkte/motorenoele',
    [
      entry('Personenwagen', '/de-ch/produkte/motorenoele/pw', [
        entry('Synth', '/de-ch/produkte/motorenoele/pw/synth'),
      ]),
    ],
    { showOilFinderTeaser: true },
  ),
  entry('Fette', '/de-ch/produkte/fette', [entry('Mehrzweck', '/de-ch/produkte/fette/mz')], {
    class: 'add-separator',
  }),
  entry('Extern', 'https://example.com', [], { target: '_blank' }),
]

const session = {
  locale: 'de-ch',
  availableLocales: [
    {
      country: 'ch',
      countryName: 'Schweiz',
      name: 'Schweiz',
      title: 'CH',
      languages: [
        { language: 'de', title: 'DE', fullTitle: 'Deutsch', url: '/de-ch' },
        { language: 'fr', title: 'FR', fullTitle: 'Français', url: '/fr-ch' },
      ],
    },
    {
      country: 'de',
      countryName: 'Deutschland',
      name: 'Deutschland',
      title: 'DE',
      languages: [{ language: 'de', title: 'DE', fullTitle: 'Deutsch', url: '/de-de' }],
    },
  ],
} as unknown as Session

function withSession(ui: ReactElement, value: Session = session) {
  return renderWithIntl(<SessionProvider session={value}>{ui}</SessionProvider>)
}

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  sessionStorage.clear()
  document.body.style.overflow = ''
})

describe('NavigationPanel', () => {
  function renderPanel(onClose = vi.fn(), oilFinderUrl: string | null = '/de-ch/oel-finder') {
    const menuButton = createRef<HTMLButtonElement>()
    withSession(
      <>
        <button ref={menuButton}>Menü</button>
        <NavigationPanel
          id="p"
          entries={tree}
          onClose={onClose}
          ignoreRefs={[menuButton]}
          oilFinderUrl={oilFinderUrl}
        />
        <p>Draussen</p>
      </>,
    )
    return { onClose }
  }

  it('locks scrolling, focuses the first item and becomes scrollable after 300 ms', () => {
    vi.useFakeTimers()
    renderPanel()
    const panel = screen.getByTestId('navigation-panel')
    expect(document.body.style.overflow).toBe('hidden')
    expect(screen.getByRole('button', { name: 'Motorenöle' })).toHaveFocus()
    act(() => vi.advanceTimersByTime(299))
    expect(panel).toHaveAttribute('data-scrollable', 'false')
    act(() => vi.advanceTimersByTime(1))
    expect(panel).toHaveAttribute('data-scrollable', 'true')
  })

  it('closes on an outside click but not on the menu button', () => {
    const { onClose } = renderPanel()
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Menü' }))
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.mouseDown(screen.getByText('Draussen'))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('toggles levels: same again deselects, another level 1 clears level 2', async () => {
    renderPanel()
    const motor = screen.getByRole('button', { name: 'Motorenöle' })
    await userEvent.click(motor)
    await userEvent.click(screen.getByRole('button', { name: 'Personenwagen' }))
    expect(screen.getByRole('link', { name: 'Synth' })).toHaveAttribute(
      'href',
      '/de-ch/produkte/motorenoele/pw/synth',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Fette' }))
    expect(motor).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('link', { name: 'Synth' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Fette' }))
    expect(screen.queryByRole('link', { name: 'Mehrzweck' })).toBeNull()
  })

  it('shows the oil finder teaser under a line that asks for it, a divider for the separator class and noopener for _blank', async () => {
    renderPanel()
    expect(screen.getAllByRole('separator', { hidden: true })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Extern' })).toHaveAttribute('rel', 'noopener noreferrer')
    await userEvent.click(screen.getByRole('button', { name: 'Motorenöle' }))
    expect(screen.getByTestId('oil-finder-teaser')).toHaveTextContent('Zum Öl-Finder')
  })

  it('closes on Escape', async () => {
    const { onClose } = renderPanel()
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
  })
})

describe('hover flyouts', () => {
  function Probe({ hover }: { hover: boolean }) {
    const { open, root, hoverProps } = useFlyout({ hover })
    return (
      <div ref={root} {...hoverProps} data-testid="root">
        {open ? 'offen' : 'zu'}
      </div>
    )
  }

  it('closes 300 ms after the pointer leaves', () => {
    vi.useFakeTimers()
    renderWithIntl(<Probe hover />)
    const root = screen.getByTestId('root')
    fireEvent.pointerEnter(root, { pointerType: 'mouse' })
    expect(root).toHaveTextContent('offen')
    fireEvent.pointerLeave(root, { pointerType: 'mouse' })
    act(() => vi.advanceTimersByTime(299))
    expect(root).toHaveTextContent('offen')
    act(() => vi.advanceTimersByTime(1))
    expect(root).toHaveTextContent('zu')
  })

  it('ignores touch pointers and flyouts without hover (login, mobile)', () => {
    renderWithIntl(<Probe hover={false} />)
    const root = screen.getByTestId('root')
    fireEvent.pointerEnter(root, { pointerType: 'mouse' })
    expect(root).toHaveTextContent('zu')
  })
})

describe('language switcher', () => {
  it('lists the current country in an overlay and all countries in the modal', async () => {
    withSession(<LanguageSwitcher />)
    await userEvent.click(screen.getByTestId('language-switcher'))
    expect(screen.getByTestId('language-overlay')).toHaveTextContent('DeutschFrançais')
    await userEvent.click(screen.getByTestId('country-button'))
    expect(screen.getByRole('dialog', { name: 'Land und Sprache wählen' })).toHaveAttribute('data-size', 'md')
    expect(screen.getByRole('link', { name: 'Deutschland' })).toHaveAttribute('href', '/de-de')
  })

  it('opens the country modal directly when the current country has one language', async () => {
    render(
      <QueryClientProvider client={testQueryClient()}>
        <NextIntlClientProvider locale="de-de" messages={catalogues.de} timeZone="Europe/Zurich">
          <SessionProvider session={session}>
            <LanguageSwitcher />
          </SessionProvider>
        </NextIntlClientProvider>
      </QueryClientProvider>,
    )
    await userEvent.click(screen.getByTestId('language-switcher'))
    expect(screen.queryByTestId('language-overlay')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Land und Sprache wählen' })).toBeInTheDocument()
  })

  it('is not shown with a single language', () => {
    const single = { ...session, availableLocales: [session.availableLocales[1]] } as Session
    withSession(<LanguageSwitcher />, single)
    expect(screen.queryByTestId('language-switcher')).toBeNull()
  })
})

describe('info ribbon and scroll to top', () => {
  it('stays closed for the visit once closed', async () => {
    const { unmount } = renderWithIntl(<InfoRibbon text="Neu: Öl-Finder" />)
    await userEvent.click(screen.getByRole('button', { name: 'Hinweis schliessen' }))
    expect(screen.queryByTestId('info-ribbon')).toBeNull()
    expect(sessionStorage.getItem(RIBBON_STORAGE_KEY)).toBe('Neu: Öl-Finder')
    unmount()
    renderWithIntl(<InfoRibbon text="Neu: Öl-Finder" />)
    expect(screen.queryByTestId('info-ribbon')).toBeNull()
    renderWithIntl(<InfoRibbon text="Eine neue Meldung" />)
    expect(screen.getByTestId('info-ribbon')).toBeInTheDocument()
  })

  it('shows the scroll-to-top button past 1000 px while scrolling up', () => {
    expect(showScrollToTop(1200, 1500)).toBe(true)
    expect(showScrollToTop(1500, 1200)).toBe(false)
    expect(showScrollToTop(900, 1200)).toBe(false)
    expect(showScrollToTop(1000, 1100)).toBe(false)
  })
})
