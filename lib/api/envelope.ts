import { NextResponse } from 'next/server'

import type { ApiEnvelope, ApiMessage } from './envelope-types'
import { encodeFlash, FLASH_COOKIE, FLASH_MAX_AGE_SECONDS } from './flash'

export type { ApiEnvelope, ApiMessage }

/**
 * A successful answer. Messages of an answer that redirects travel in the flash
 * cookie instead, so the page the browser lands on shows them.
 */
export function ok<T>(
  data: T,
  extra: { messages?: ApiMessage[]; redirectUrl?: string; status?: number; headers?: HeadersInit } = {},
) {
  const { status = 200, headers, messages, redirectUrl } = extra
  const flash = redirectUrl && messages?.length ? messages : null
  const body: ApiEnvelope<T> = {
    data,
    ...(messages?.length && !flash ? { messages } : {}),
    ...(redirectUrl ? { redirectUrl } : {}),
  }
  const response = NextResponse.json<ApiEnvelope<T>>(body, {
    status,
    headers: { 'Cache-Control': 'no-store', ...headers },
  })
  if (flash) {
    response.cookies.set({
      name: FLASH_COOKIE,
      value: encodeFlash(flash),
      path: '/',
      sameSite: 'lax',
      maxAge: FLASH_MAX_AGE_SECONDS,
      httpOnly: false,
    })
  }
  return response
}

/** An error answer: the HTTP status tells the kind, messages say what to do. Never a stack trace. */
export function fail(
  status: number,
  messages: ApiMessage[] | string,
  extra: { redirectUrl?: string; headers?: HeadersInit } = {},
) {
  const list = typeof messages === 'string' ? [{ type: 'error' as const, message: messages }] : messages
  return NextResponse.json<ApiEnvelope<null>>(
    { data: null, messages: list, ...(extra.redirectUrl ? { redirectUrl: extra.redirectUrl } : {}) },
    { status, headers: { 'Cache-Control': 'no-store', ...extra.headers } },
  )
}
