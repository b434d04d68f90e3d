import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  NOTIFICATION_BULK_EXPIRE_MS,
  NOTIFICATION_DEFAULT_DELAY_S,
  NOTIFICATION_EXPIRE_MS,
  NOTIFICATION_FADE_MS,
} from './constants'
import { createNotificationsStore, pushMessages } from './store'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const info = (text: string) => ({ message: { type: 'info' as const, message: text } })

describe('notifications store', () => {
  it('keeps notifications 4 s (6 s in bulk); a delayed one closes after 3 s with a 500 ms fade', () => {
    expect([
      NOTIFICATION_EXPIRE_MS,
      NOTIFICATION_BULK_EXPIRE_MS,
      NOTIFICATION_DEFAULT_DELAY_S,
      NOTIFICATION_FADE_MS,
    ]).toEqual([4000, 6000, 3, 500])
  })

  it('expires a notification after 4 seconds by default', () => {
    const store = createNotificationsStore()
    store.getState().push(info('a'))
    vi.advanceTimersByTime(3999)
    expect(store.getState().notifications).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getState().notifications).toHaveLength(0)
  })

  it('expires notifications pushed in bulk after 6 seconds', () => {
    const store = createNotificationsStore()
    store.getState().pushMany([info('a'), info('b')])
    vi.advanceTimersByTime(5999)
    expect(store.getState().notifications).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(store.getState().notifications).toHaveLength(0)
  })

  it('keeps a notification that asks for a decision until it is closed', () => {
    const store = createNotificationsStore()
    const id = store.getState().push({ ...info('?'), confirm: { run: () => undefined } })
    vi.advanceTimersByTime(60_000)
    expect(store.getState().notifications).toHaveLength(1)
    store.getState().remove(id)
    expect(store.getState().notifications).toHaveLength(0)
  })

  it('honours an explicit expiry', () => {
    const store = createNotificationsStore()
    store.getState().push({ ...info('a'), expire: 1000 })
    vi.advanceTimersByTime(1000)
    expect(store.getState().notifications).toHaveLength(0)
  })

  it('replaces a notification pushed again with the same id', () => {
    const store = createNotificationsStore()
    store.getState().push({ ...info('a'), id: 'x' })
    store.getState().push({ ...info('b'), id: 'x' })
    expect(store.getState().notifications.map((n) => n.message.message)).toEqual(['b'])
  })

  it('pushes one API message alone and several in bulk', () => {
    const store = createNotificationsStore()
    pushMessages([{ type: 'success', message: 'one' }], store)
    pushMessages(
      [
        { type: 'info', message: 'two' },
        { type: 'info', message: 'three' },
      ],
      store,
    )
    vi.advanceTimersByTime(4000)
    expect(store.getState().notifications.map((n) => n.message.message)).toEqual(['two', 'three'])
  })

  it('turns a cart change into a confirmation posted to its confirm URL', () => {
    const store = createNotificationsStore()
    pushMessages(
      [
        {
          type: 'warning',
          message: 'Menge angepasst',
          meta: { confirmationType: 'cartChange', id: 42, confirmUrl: '/api/b2bcart/confirm' },
        },
      ],
      store,
    )
    const [n] = store.getState().notifications
    expect(n.confirm).toEqual({ url: '/api/b2bcart/confirm' })
    expect(n.expire).toBe(0)
  })
})
