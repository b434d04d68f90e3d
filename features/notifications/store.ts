import { createStore } from 'zustand/vanilla'

import type { ApiMessage } from '@/lib/api/envelope-types'

import { NOTIFICATION_BULK_EXPIRE_MS, NOTIFICATION_EXPIRE_MS } from './constants'
import type { Notification, NotificationInput } from './types'

export type NotificationsState = {
  /** Notifications on screen, oldest first. */
  notifications: Notification[]
  /** Shows one notification; it expires after 4 s unless it asks for a decision. */
  push: (input: NotificationInput) => string
  /** Shows several at once; they expire after 6 s. */
  pushMany: (inputs: NotificationInput[]) => string[]
  /** Closes one notification. */
  remove: (id: string) => void
  /** Closes all (tests, page changes). */
  clear: () => void
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>

let counter = 0
const nextId = () => `n${Date.now().toString(36)}${(counter++).toString(36)}`

/** A message of the API as a notification; a cart change asks to be confirmed. */
export function notificationFromMessage(message: ApiMessage): NotificationInput {
  if (message.meta?.confirmationType === 'cartChange') {
    return { message, confirm: { url: message.meta.confirmUrl }, expire: 0 }
  }
  return { message }
}

export function createNotificationsStore() {
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  return createStore<NotificationsState>()((set, get) => {
    const add = (input: NotificationInput, defaultExpire: number): string => {
      const id = input.id ?? nextId()
      // A notification with a decision to make stays until the user makes it.
      const expire = input.expire ?? (input.confirm || input.decline ? 0 : defaultExpire)
      const notification: Notification = { ...input, id, expire }
      set((state) => ({ notifications: [...state.notifications.filter((n) => n.id !== id), notification] }))
      if (expire > 0) {
        clearTimeout(timers.get(id))
        timers.set(
          id,
          setTimeout(() => get().remove(id), expire),
        )
      }
      return id
    }
    return {
      notifications: [],
      push: (input) => add(input, NOTIFICATION_EXPIRE_MS),
      pushMany: (inputs) =>
        inputs.map((input) =>
          add(input, inputs.length > 1 ? NOTIFICATION_BULK_EXPIRE_MS : NOTIFICATION_EXPIRE_MS),
        ),
      remove: (id) => {
        clearTimeout(timers.get(id))
        timers.delete(id)
        set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) }))
      },
      clear: () => {
        timers.forEach((timer) => clearTimeout(timer))
        timers.clear()
        set({ notifications: [] })
      },
    }
  })
}

let browserStore: NotificationsStore | null = null

/** The page's one notification store (the API client and every island push into it). */
export function getNotificationsStore(): NotificationsStore {
  // On the server every render gets its own (empty) store, so requests never share notifications.
  if (typeof window === 'undefined') return createNotificationsStore()
  browserStore ??= createNotificationsStore()
  return browserStore
}

/** Pushes API messages: one as a single notification, several in bulk. */
export function pushMessages(messages: ApiMessage[], store: NotificationsStore = getNotificationsStore()) {
  const inputs = messages.map(notificationFromMessage)
  return inputs.length === 1 ? [store.getState().push(inputs[0])] : store.getState().pushMany(inputs)
}
