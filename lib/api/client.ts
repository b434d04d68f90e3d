import type { ApiEnvelope, ApiMessage } from './envelope-types'
import { REQUEST_HEADERS } from '../tenancy/headers'

/** An HTTP error answer of the API, with the messages it carried. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: ApiMessage[],
    readonly redirectUrl?: string,
  ) {
    super(messages[0]?.message ?? `HTTP ${status}`)
    this.name = 'ApiError'
  }
}

export type ApiRequestOptions = {
  body?: unknown
  locale?: string
  tenant?: string
  signal?: AbortSignal
  /** Follow redirectUrl in the browser (default true, SPEC §7). */
  followRedirect?: boolean
}

/**
 * Calls the /api contract: sends the locale and tenant headers, reads the
 * envelope, follows redirectUrl. Later issues extend it with notifications
 * and the full §8 error handling.
 */
export async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, options: ApiRequestOptions = {}): Promise<ApiEnvelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (options.locale) headers[REQUEST_HEADERS.locale] = options.locale
  if (options.tenant) headers[REQUEST_HEADERS.tenant] = options.tenant
  const response = await fetch(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  })
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<T> | null
  if (envelope?.redirectUrl && options.followRedirect !== false && typeof window !== 'undefined') {
    window.location.assign(envelope.redirectUrl)
  }
  if (!response.ok) throw new ApiError(response.status, envelope?.messages ?? [], envelope?.redirectUrl)
  if (!envelope || !('data' in envelope)) throw new ApiError(response.status, [])
  return envelope
}
