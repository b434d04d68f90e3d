import type { ApiMessage } from './envelope-types'

/** The store and action a call belongs to, named in failures (SPEC §8). */
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

/** A response without the expected data (SPEC §8). */
export class ApiFailureError extends Error {
  constructor(readonly call: ApiCall) {
    super(`API failure during "${call.store}/${call.action}" request.`)
    this.name = 'ApiFailureError'
  }
}
