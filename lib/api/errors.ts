import type { ApiMessage } from './envelope-types'

/** The store and action a call belongs to, named in failures. */
export type ApiCall = { store: string; action: string }

/** An HTTP error answer, with the messages and redirect it carried. */
export class ApiHttpError extends Error {
  readonly status: number
  readonly messages: ApiMessage[]
  readonly redirectUrl?: string
  constructor(status: number, messages: ApiMessage[], redirectUrl?: string) {
    super(messages[0]?.message ?? `Request failed with status code ${status}`)
    this.name = 'ApiHttpError'
    this.status = status
    this.messages = messages
    this.redirectUrl = redirectUrl
  }
}

/** The request took longer than its time limit. */
export class ApiTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`timeout of ${timeoutMs}ms exceeded`)
    this.name = 'ApiTimeoutError'
  }
}

/** The caller aborted the request (a newer one replaced it, the component unmounted …). */
export class ApiAbortError extends Error {
  constructor() {
    super('The user aborted a request.')
    this.name = 'AbortError'
  }
}

/** The server could not be reached. */
export class ApiNetworkError extends Error {
  constructor(cause: unknown) {
    super('Network Error', { cause })
    this.name = 'NetworkError'
  }
}

/** A response without the expected data. */
export class ApiFailureError extends Error {
  constructor(readonly call: ApiCall) {
    super(`API failure during "${call.store}/${call.action}" request.`)
    this.name = 'ApiFailureError'
  }
}

// ── Server side: typed errors a route handler or feature throws ─────────────
// `defineRoute` (lib/api/route.ts) turns each into the error envelope in one place:
// `{ data: null, messages }` with the class's status and headers.

type RouteErrorOptions = { headers?: Record<string, string>; redirectUrl?: string }

/** A refusal with an HTTP status and the messages the caller sees. */
export class RouteError extends Error {
  readonly status: number
  readonly messages: ApiMessage[]
  readonly headers: Record<string, string>
  readonly redirectUrl?: string
  constructor(status: number, messages: ApiMessage[] | string, options: RouteErrorOptions = {}) {
    const list = typeof messages === 'string' ? [{ type: 'error' as const, message: messages }] : messages
    super(list[0]?.message ?? `HTTP ${status}`)
    this.name = 'RouteError'
    this.status = status
    this.messages = list
    this.headers = options.headers ?? {}
    this.redirectUrl = options.redirectUrl
  }
}

/** One error message naming the fields it is about (the form marks them). */
export function fieldMessage(message: string, fields: string[]): ApiMessage {
  return { type: 'error', message, meta: { fields } }
}

/** 400: the input is wrong. With `fields`, the single message names them in meta.fields. */
export class ValidationError extends RouteError {
  constructor(messages: ApiMessage[] | string, fields?: string[], options?: RouteErrorOptions) {
    super(400, typeof messages === 'string' && fields ? [fieldMessage(messages, fields)] : messages, options)
    this.name = 'ValidationError'
  }
}

/** 401: the caller must sign in. */
export class UnauthorizedError extends RouteError {
  constructor(messages: ApiMessage[] | string, options?: RouteErrorOptions) {
    super(401, messages, options)
    this.name = 'UnauthorizedError'
  }
}

/** 403: the caller may not do this. */
export class ForbiddenError extends RouteError {
  constructor(messages: ApiMessage[] | string, options?: RouteErrorOptions) {
    super(403, messages, options)
    this.name = 'ForbiddenError'
  }
}

/** 404: not found, or not the caller's (the answer does not tell which). */
export class NotFoundError extends RouteError {
  constructor(messages: ApiMessage[] | string, options?: RouteErrorOptions) {
    super(404, messages, options)
    this.name = 'NotFoundError'
  }
}

/** 409: the state does not allow it (the last address, a full list …). */
export class ConflictError extends RouteError {
  constructor(messages: ApiMessage[] | string, options?: RouteErrorOptions) {
    super(409, messages, options)
    this.name = 'ConflictError'
  }
}

/** 410: it existed and is gone (an expired share). */
export class GoneError extends RouteError {
  constructor(messages: ApiMessage[] | string, options?: RouteErrorOptions) {
    super(410, messages, options)
    this.name = 'GoneError'
  }
}

/** 413: the body is larger than the route accepts. */
export class PayloadTooLargeError extends RouteError {
  constructor(messages: ApiMessage[] | string, options?: RouteErrorOptions) {
    super(413, messages, options)
    this.name = 'PayloadTooLargeError'
  }
}

/** 429: too many requests; `Retry-After` when the wait is known. */
export class TooManyRequestsError extends RouteError {
  readonly retryAfterSeconds?: number
  constructor(messages: ApiMessage[] | string, retryAfterSeconds?: number, options: RouteErrorOptions = {}) {
    super(
      429,
      messages,
      retryAfterSeconds === undefined
        ? options
        : { ...options, headers: { ...options.headers, 'Retry-After': String(retryAfterSeconds) } },
    )
    this.name = 'TooManyRequestsError'
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** 503: a dependency is missing (no tenant for the host, no database). */
export class ServiceUnavailableError extends RouteError {
  constructor(messages: ApiMessage[] | string, options?: RouteErrorOptions) {
    super(503, messages, options)
    this.name = 'ServiceUnavailableError'
  }
}
