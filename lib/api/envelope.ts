import { NextResponse } from 'next/server'

import type { ApiEnvelope, ApiMessage } from './envelope-types'

export type { ApiEnvelope, ApiMessage }

export function ok<T>(data: T, extra: { messages?: ApiMessage[]; redirectUrl?: string; status?: number; headers?: HeadersInit } = {}) {
  const { status = 200, headers, ...rest } = extra
  return NextResponse.json<ApiEnvelope<T>>({ data, ...rest }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

/** An error answer: the HTTP status tells the kind, messages say what to do. Never a stack trace. */
export function fail(status: number, messages: ApiMessage[] | string, extra: { redirectUrl?: string; headers?: HeadersInit } = {}) {
  const list = typeof messages === 'string' ? [{ type: 'error' as const, message: messages }] : messages
  return NextResponse.json<ApiEnvelope<null>>(
    { data: null, messages: list, ...(extra.redirectUrl ? { redirectUrl: extra.redirectUrl } : {}) },
    { status, headers: { 'Cache-Control': 'no-store', ...extra.headers } },
  )
}
