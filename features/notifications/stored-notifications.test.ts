import { describe, expect, it } from 'vitest'

import { STORED_NOTIFICATIONS_KEY } from './constants'
import { readStoredNotifications, storeNotificationsForErrorPage } from './stored-notifications'

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial))
  return {
    get length() {
      return map.size
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, String(v)),
  }
}

describe('stored notifications for the error page', () => {
  it('uses the key tribo.notifications', () => {
    expect(STORED_NOTIFICATIONS_KEY).toBe('tribo.notifications')
  })

  it('reads the stored list and removes it', () => {
    const storage = memoryStorage()
    storeNotificationsForErrorPage(
      [{ message: { type: 'error', message: 'Bestellung fehlgeschlagen' } }],
      storage,
    )
    expect(readStoredNotifications(storage)).toEqual([
      { message: { type: 'error', message: 'Bestellung fehlgeschlagen' } },
    ])
    expect(storage.getItem(STORED_NOTIFICATIONS_KEY)).toBeNull()
    expect(readStoredNotifications(storage)).toEqual([])
  })

  it('appends to a list that is already stored', () => {
    const storage = memoryStorage()
    storeNotificationsForErrorPage([{ message: { type: 'info', message: 'a' } }], storage)
    storeNotificationsForErrorPage([{ message: { type: 'info', message: 'b' } }], storage)
    expect(readStoredNotifications(storage).map((n) => n.message.message)).toEqual(['a', 'b'])
  })

  it.each(['{broken', '{"message":"not a list"}', '[{"nope":1}]'])(
    'throws the read error text when the list cannot be read (%s)',
    (raw) => {
      const storage = memoryStorage({ [STORED_NOTIFICATIONS_KEY]: raw })
      expect(() => readStoredNotifications(storage)).toThrow(
        new Error('An error occurred why retrieving messages from the localStorage.'),
      )
      expect(storage.getItem(STORED_NOTIFICATIONS_KEY)).toBeNull()
    },
  )

  it('throws the read error text when storage itself fails', () => {
    const storage = memoryStorage()
    storage.getItem = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    expect(() => readStoredNotifications(storage)).toThrow(
      'An error occurred why retrieving messages from the localStorage.',
    )
  })
})
