import { REQUEST_HEADERS } from '../tenancy/headers'
import type { ApiEnvelope, ApiMessage } from './envelope-types'
import {
  ApiAbortError,
  ApiFailureError,
  ApiHttpError,
  ApiNetworkError,
  ApiTimeoutError,
  type ApiCall,
} from './errors'

export { ApiAbortError, ApiFailureError, ApiHttpError, ApiNetworkError, ApiTimeoutError, type ApiCall }
/** Shown when an HTTP error carries neither redirectUrl nor messages. */
export const UNKNOWN_ERROR_TEXT = 'Es ist ein unbekannter Fehler aufgetreten.'
export const DEFAULT_TIMEOUT_MS = 30_000
/** Statuses that mean a gateway or the server gave up waiting: a timeout, not an unknown error. */
const TIMEOUT_STATUSES = new Set([408, 504])

/** What the page provides once (ApiClientConfigurator): headers, texts and how to notify. */
export type ApiClientConfig = {
  locale?: string
  tenant?: string
  /** The unknown-error text in the page's language (German by default). */
  unknownErrorText: string
  notify: (messages: ApiMessage[]) => void
  navigate: (url: string) => void
  fetch: typeof fetch
}

const defaults: ApiClientConfig = {
  unknownErrorText: UNKNOWN_ERROR_TEXT,
  notify: () => {},
  navigate: (url) => {
    if (typeof window !== 'undefined') window.location.assign(url)
  },
  fetch: (...args) => globalThis.fetch(...args),
}
let config: ApiClientConfig = { ...defaults }

export function configureApiClient(patch: Partial<ApiClientConfig>) {
  config = { ...config, ...patch }
}

export function resetApiClient() {
  config = { ...defaults }
}

/** A zod-like schema: anything with safeParse. */
type Schema<T> = { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }

export type ApiRequestOptions<T> = {
  /** Store and action named in a failure message; defaults to the method and path. */
  call?: ApiCall
  /** JSON-encoded, or sent as multipart/form-data when it is a FormData. */
  body?: unknown
  query?: Record<string, string | number | boolean | (string | number)[] | undefined | null>
  locale?: string
  tenant?: string
  signal?: AbortSignal
  timeoutMs?: number
  /** Checks `data`; a mismatch is an API failure. Without it, data must be present. */
  schema?: Schema<T>
  /** false: the caller shows messages and errors itself (e.g. inline in a form); nothing is notified. */
  showMessages?: boolean
}

export type ApiResult<T> = { data: T; messages: ApiMessage[]; redirectUrl?: string }

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A request's query as the client sends it: no empty values, arrays as `key[]` (the server's search page reads its first results the same way). */
export function querySearchParams(query: NonNullable<ApiRequestOptions<unknown>['query']>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)))
    else params.append(key, String(value))
  }
  return params
}

function withQuery(path: string, query: ApiRequestOptions<unknown>['query']): string {
  if (!query) return path
  const qs = querySearchParams(query).toString()
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path
}

async function send(method: Method, path: string, options: ApiRequestOptions<unknown>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  // A FormData body (forms with files) is sent as multipart; the browser sets its boundary.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json'
  const locale = options.locale ?? config.locale
  const tenant = options.tenant ?? config.tenant
  if (locale) headers[REQUEST_HEADERS.locale] = locale
  if (tenant) headers[REQUEST_HEADERS.tenant] = tenant

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onAbort = () => controller.abort()
  if (options.signal?.aborted) controller.abort()
  options.signal?.addEventListener('abort', onAbort)
  try {
    return await config.fetch(withQuery(path, options.query), {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: controller.signal,
    })
  } catch (error) {
    if (timedOut) throw new ApiTimeoutError(timeoutMs)
    if (options.signal?.aborted) throw new ApiAbortError()
    throw new ApiNetworkError(error)
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onAbort)
  }
}

/**
 * Calls the /api contract: sends the locale and tenant headers,
 * reads `data`, shows `messages` as notifications and follows `redirectUrl`.
 * On an HTTP error: redirectUrl, else messages, else — unless it timed out —
 * the unknown-error notification. Missing or mismatching data rejects with
 * `API failure during "{store}/{action}" request.` See docs/rules.md "When a
 * request fails".
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<ApiResult<T>> {
  const call = options.call ?? { store: method.toLowerCase(), action: path }
  const showMessages = options.showMessages !== false
  let response: Response
  try {
    response = await send(method, path, options as ApiRequestOptions<unknown>)
  } catch (error) {
    if (error instanceof ApiNetworkError && showMessages)
      config.notify([{ type: 'error', message: config.unknownErrorText }])
    throw error
  }
  const envelope = (await response.json().catch(() => null)) as Partial<ApiEnvelope<unknown>> | null
  const messages = Array.isArray(envelope?.messages) ? envelope.messages : []
  const redirectUrl =
    typeof envelope?.redirectUrl === 'string' && envelope.redirectUrl ? envelope.redirectUrl : undefined

  if (!response.ok) {
    if (redirectUrl) config.navigate(redirectUrl)
    else if (!showMessages) {
      // the caller reports the error itself
    } else if (messages.length > 0) config.notify(messages)
    else if (!TIMEOUT_STATUSES.has(response.status))
      config.notify([{ type: 'error', message: config.unknownErrorText }])
    throw new ApiHttpError(response.status, messages, redirectUrl)
  }

  if (showMessages && messages.length > 0) config.notify(messages)
  if (redirectUrl) config.navigate(redirectUrl)
  if (!envelope || !('data' in envelope) || envelope.data === undefined) throw new ApiFailureError(call)
  if (options.schema) {
    const parsed = options.schema.safeParse(envelope.data)
    if (!parsed.success) throw new ApiFailureError(call)
    return { data: parsed.data, messages, redirectUrl }
  }
  return { data: envelope.data as T, messages, redirectUrl }
}

/** Shorthands returning only `data`. */
export const api = {
  get: <T>(path: string, options?: ApiRequestOptions<T>) =>
    apiRequest<T>('GET', path, options).then((r) => r.data),
  post: <T>(path: string, body?: unknown, options?: ApiRequestOptions<T>) =>
    apiRequest<T>('POST', path, { ...options, body }).then((r) => r.data),
  put: <T>(path: string, body?: unknown, options?: ApiRequestOptions<T>) =>
    apiRequest<T>('PUT', path, { ...options, body }).then((r) => r.data),
  delete: <T>(path: string, options?: ApiRequestOptions<T>) =>
    apiRequest<T>('DELETE', path, options).then((r) => r.data),
}

/** True for failures that are not the server's fault to report: timeouts and aborts. */
export function isQuietFailure(error: unknown): boolean {
  return error instanceof ApiTimeoutError || error instanceof ApiAbortError
}
