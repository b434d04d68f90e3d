import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import { createNotificationsStore, getNotificationsStore } from '../store'
import type { Notification } from '../types'
import { InitialMessages } from './initial-messages.client'
import { NotificationArea } from './notification-area.client'
import { NotificationItem } from './notification-item.client'

const base: Notification = { id: 'a', message: { type: 'success', message: 'Gespeichert' } }

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  resetApiClient()
  getNotificationsStore().getState().clear()
})

describe('NotificationItem', () => {
  it('closes itself after 3 seconds by default when a delay is set, fading for 500 ms', () => {
    const onClose = vi.fn()
    renderWithIntl(<NotificationItem notification={{ ...base, delay: 0 }} onClose={onClose} />)
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.getByRole('listitem')).not.toHaveClass(/closing/)
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('listitem').className).toMatch(/closing/)
    act(() => vi.advanceTimersByTime(499))
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledWith('a')
  })

  it('closes after its own delay in seconds', () => {
    const onClose = vi.fn()
    renderWithIntl(<NotificationItem notification={{ ...base, delay: 5 }} onClose={onClose} />)
    act(() => vi.advanceTimersByTime(5499))
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('stays without a delay and closes from its labelled close button', () => {
    const onClose = vi.fn()
    renderWithIntl(<NotificationItem notification={base} onClose={onClose} />)
    act(() => vi.advanceTimersByTime(60_000))
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Benachrichtigung schliessen' }))
    act(() => vi.advanceTimersByTime(500))
    expect(onClose).toHaveBeenCalledWith('a')
  })

  it('announces errors as alerts and stays a list item', () => {
    renderWithIntl(
      <NotificationItem
        notification={{ ...base, message: { type: 'error', message: 'Fehler!' } }}
        onClose={vi.fn()}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('Fehler!')
    expect(screen.getByRole('listitem')).toContainElement(screen.getByRole('alert'))
  })

  it('raises no alert for other types', () => {
    renderWithIntl(<NotificationItem notification={base} onClose={vi.fn()} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('runs confirm and closes when it succeeds', async () => {
    const onClose = vi.fn()
    const run = vi.fn().mockResolvedValue(undefined)
    renderWithIntl(<NotificationItem notification={{ ...base, confirm: { run } }} onClose={onClose} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' })))
    act(() => vi.advanceTimersByTime(500))
    expect(run).toHaveBeenCalled()
    expect(onClose).toHaveBeenCalledWith('a')
  })

  it('stays open when decline fails', async () => {
    const onClose = vi.fn()
    const run = vi.fn().mockRejectedValue(new Error('nope'))
    renderWithIntl(<NotificationItem notification={{ ...base, decline: { run } }} onClose={onClose} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ablehnen' })))
    act(() => vi.advanceTimersByTime(1000))
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Ablehnen' })).toBeEnabled()
  })

  it('posts a cart-change confirmation with the id to its confirm URL', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(new Response(JSON.stringify({ data: { confirmed: true } }), { status: 200 }))
    configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
    const onClose = vi.fn()
    const notification: Notification = {
      id: 'c',
      message: {
        type: 'warning',
        message: 'Artikel ersetzt',
        meta: { confirmationType: 'cartChange', id: 'e-17' },
      },
      confirm: { url: '/api/b2bcart/confirm-change' },
    }
    renderWithIntl(<NotificationItem notification={notification} onClose={onClose} />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' })))
    act(() => vi.advanceTimersByTime(500))
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/b2bcart/confirm-change',
      expect.objectContaining({ method: 'POST', body: '{"id":"e-17"}' }),
    )
    expect(onClose).toHaveBeenCalledWith('c')
  })

  it('shows the product, the redirect link and the field it is about', () => {
    renderWithIntl(
      <NotificationItem
        notification={{
          ...base,
          message: { type: 'info', message: 'Nicht lieferbar', meta: { product: 'Tribo Synth 5W-30' } },
          redirect: { link: '/de-ch/warenkorb', title: 'Zum Warenkorb' },
          source: { field: 'quantity' },
        }}
        onClose={vi.fn()}
      />,
    )
    expect(screen.getByText('Tribo Synth 5W-30')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute('href', '/de-ch/warenkorb')
    expect(screen.getByRole('button', { name: 'Zum betroffenen Feld' })).toBeInTheDocument()
  })
})

describe('NotificationArea', () => {
  it('renders what the store holds and removes expired ones', () => {
    const store = createNotificationsStore()
    renderWithIntl(<NotificationArea store={store} />)
    expect(screen.getByRole('region', { name: 'Benachrichtigungen' })).toBeInTheDocument()
    expect(screen.getByRole('list')).toHaveAttribute('aria-live', 'polite')
    act(() => void store.getState().push({ message: { type: 'info', message: 'Hallo' } }))
    expect(screen.getByText('Hallo')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(4000))
    expect(screen.queryByText('Hallo')).toBeNull()
  })
})

describe('InitialMessages', () => {
  it('pushes the messages delivered with the page once, after load', () => {
    const messages = [{ type: 'success' as const, message: 'Sie sind jetzt angemeldet.' }]
    const { rerender } = renderWithIntl(<InitialMessages messages={messages} />)
    rerender(<InitialMessages messages={messages} />)
    expect(
      getNotificationsStore()
        .getState()
        .notifications.map((n) => n.message.message),
    ).toEqual(['Sie sind jetzt angemeldet.'])
  })

  it('shows a delivery once, when the next page load still receives the same cookie', () => {
    window.sessionStorage.clear()
    const messages = [{ type: 'success' as const, message: 'Sie sind jetzt angemeldet.' }]
    const shown = () =>
      getNotificationsStore()
        .getState()
        .notifications.filter((n) => n.message.message === 'Sie sind jetzt angemeldet.').length
    const before = shown()
    // Two page loads (two mounts) delivering the same flash: the second stays quiet.
    renderWithIntl(<InitialMessages messages={messages} flashId="flash-1" />).unmount()
    renderWithIntl(<InitialMessages messages={messages} flashId="flash-1" />).unmount()
    expect(shown() - before).toBe(1)
    // A new delivery (a later login) shows again.
    renderWithIntl(<InitialMessages messages={messages} flashId="flash-2" />).unmount()
    expect(shown() - before).toBe(2)
  })
})
