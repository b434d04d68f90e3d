import { describe, expect, it } from 'vitest'

import { ok } from './envelope'
import { decodeFlash, encodeFlash, FLASH_COOKIE, readFlash } from './flash'

describe('flash messages (messages delivered with the next page)', () => {
  it('round-trips messages', () => {
    const messages = [{ type: 'success' as const, message: 'Sie sind jetzt angemeldet.' }]
    expect(decodeFlash(encodeFlash(messages))).toEqual(messages)
  })

  it.each([
    undefined,
    '',
    '%E0%A4%A',
    'not-json',
    encodeURIComponent('{"a":1}'),
    encodeURIComponent('[{"type":"evil","message":"x"}]'),
  ])('yields nothing for an unreadable cookie (%s)', (value) => {
    expect(decodeFlash(value)).toEqual([])
  })

  it('gives every delivery its own id and reads the older list without one', () => {
    const messages = [{ type: 'info' as const, message: 'Hallo' }]
    const first = readFlash(encodeFlash(messages))
    const second = readFlash(encodeFlash(messages))
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(second.id).not.toBe(first.id)
    expect(readFlash(encodeURIComponent(JSON.stringify(messages)))).toEqual({ id: null, messages })
    expect(readFlash(encodeURIComponent(JSON.stringify({ id: '<script>', messages })))).toEqual({
      id: null,
      messages,
    })
  })

  it('moves the messages of a redirecting answer into the cookie', async () => {
    const response = ok(
      { loggedIn: true },
      { redirectUrl: '/de-ch', messages: [{ type: 'success', message: 'Willkommen' }] },
    )
    const body = await response.json()
    expect(body).toEqual({ data: { loggedIn: true }, redirectUrl: '/de-ch' })
    expect(decodeFlash(response.cookies.get(FLASH_COOKIE)?.value)).toEqual([
      { type: 'success', message: 'Willkommen' },
    ])
  })

  it('keeps the messages in the body when the answer does not redirect', async () => {
    const response = ok(1, { messages: [{ type: 'info', message: 'Hallo' }] })
    expect(await response.json()).toEqual({ data: 1, messages: [{ type: 'info', message: 'Hallo' }] })
    expect(response.cookies.get(FLASH_COOKIE)).toBeUndefined()
  })
})
