import { unstable_rethrow } from 'next/navigation'
import type { NextRequest } from 'next/server'
import type { ResponseCookie } from 'next/dist/compiled/@edge-runtime/cookies'
import type { z } from 'zod'

import { formatBytes } from '../bytes'
import { getApiTranslator } from '../i18n/translator'
import { fail, ok, type ApiMessage } from './envelope'
import { PayloadTooLargeError, RouteError, ValidationError } from './errors'
import { isSameOrigin, requestLocale } from './request-context'

/**
 * The one guarded entry of every `app/api` handler (docs/architecture.md,
 * "A request, step by step"). `defineRoute(options, handler)` returns the
 * Next route function and does, in this order:
 *
 * 1. decodes the dynamic segments (broken percent-encoding → 400);
 * 2. refuses a state-changing call from another origin (`write`) → 403;
 * 3. reads the body within its limit while it streams (413 as soon as the
 *    limit is passed; a Content-Length above it is refused unread), and for
 *    JSON routes insists on a JSON content type and valid JSON (400);
 * 4. resolves the caller's context (`auth`: tenant, locale, translator,
 *    account …; it throws 401/403/503 as RouteErrors);
 * 5. parses params, query and body with their zod schemas (400 naming the
 *    field, in the route's own words through `invalid`);
 * 6. runs the handler, which returns data (→ `ok`), a `reply(...)` (data
 *    with status, messages, redirect, headers, cookies) or — only for files
 *    that stream (CSV, ZIP, PDF, redirects) — a `Response` passed through.
 *
 * Any RouteError thrown on the way becomes the error envelope with its status;
 * anything else is logged and answered 500 with the generic message.
 */

/** 1 MB: the largest JSON body a route reads unless it says otherwise. */
export const DEFAULT_JSON_BODY_LIMIT = 1024 * 1024

export type Translator = Awaited<ReturnType<typeof getApiTranslator>>

/** What every handler and context resolver gets before the caller is known. */
export type RouteBase = {
  request: NextRequest
  /** The locale header as sent (may be missing or no route locale). */
  requestedLocale: string | null
  /** A translator in that locale (the default locale when it is none). */
  t: Translator
}

/** Resolves who calls and where: throws RouteErrors (401, 403, 503 …). */
export type ContextResolver<C> = (base: RouteBase) => Promise<C>

/** A zod error of one input part, handed to the route's `invalid` mapper. */
export type InvalidInput = { part: 'params' | 'query' | 'body'; error: z.ZodError; raw: unknown }

type Schema = z.ZodType

type Input = { params?: Schema; query?: Schema; body?: Schema }

type Parsed<S, Fallback> = S extends Schema ? z.output<S> : Fallback

export type RouteOptions<C, I extends Input> = {
  /** The caller's context (tenant, account …); without one the handler gets `RouteBase` only. */
  auth?: ContextResolver<C>
  /** A state-changing call: the Origin (or Referer) must be this site (403). */
  write?: boolean
  /**
   * The body: `json` (the default when `input.body` is set) read within
   * `bodyLimit` bytes (default 1 MB); `form` leaves a multipart body to the
   * handler, which reads it with `readLimitedBody` and the form's own limit.
   */
  bodyKind?: 'json' | 'form'
  bodyLimit?: number
  input?: I
  /**
   * The route's words for bad input (default: `api.badParameter` naming the
   * first issue's path). Return the error to throw.
   */
  invalid?: (input: InvalidInput, ctx: C & RouteBase) => RouteError
}

export type RouteArgs<C, I extends Input> = {
  request: NextRequest
  ctx: C & RouteBase
  params: Parsed<I['params'], Record<string, string | string[]>>
  query: Parsed<I['query'], Record<string, string>>
  body: Parsed<I['body'], unknown>
}

/** A successful answer with more than data: status, messages, redirect, headers, cookies. */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly init: {
      status?: number
      messages?: ApiMessage[]
      redirectUrl?: string
      headers?: Record<string, string>
      cookies?: ResponseCookie[]
      deleteCookies?: string[]
    } = {},
  ) {}
}

export function reply<T>(data: T, init: Reply<T>['init'] = {}): Reply<T> {
  return new Reply(data, init)
}

type RouteContext = {
  params?:
    Promise<Record<string, string | string[] | undefined>> | Record<string, string | string[] | undefined>
}

/** The Next route function: `(request, { params })`. */
export type RouteHandler = (request: NextRequest, context?: RouteContext) => Promise<Response>

/** Reads a body as bytes, refusing it (413) once more than `limit` bytes arrived or were announced. */
export async function readLimitedBody(
  request: Request,
  limit: number,
  tooLarge: () => RouteError,
): Promise<Uint8Array> {
  const declared = request.headers.get('content-length')
  if (declared !== null && declared.trim() !== '') {
    const length = Number(declared)
    if (!Number.isFinite(length) || length > limit) throw tooLarge()
  }
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** A dynamic segment decoded once; broken percent-encoding is a 400. */
function decodeSegment(value: string, t: Translator, name: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    throw new ValidationError(t('api.badPath'), [name])
  }
}

async function decodeParams(
  context: RouteContext | undefined,
  t: Translator,
): Promise<Record<string, string | string[]>> {
  const raw = (await context?.params) ?? {}
  const decoded: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue
    decoded[name] = Array.isArray(value)
      ? value.map((part) => decodeSegment(part, t, name))
      : decodeSegment(value, t, name)
  }
  return decoded
}

const JSON_TYPE = /^application\/([\w.+-]*\+)?json\s*(;|$)/i

async function readJsonBody(request: NextRequest, limit: number, t: Translator): Promise<unknown> {
  const bytes = await readLimitedBody(
    request,
    limit,
    () => new PayloadTooLargeError(t('api.tooLarge', { max: formatBytes(limit, 0) })),
  )
  if (bytes.byteLength === 0) return undefined
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? ''))
    throw new ValidationError(t('api.jsonRequired'), ['body'])
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown
  } catch {
    throw new ValidationError(t('api.invalidJson'), ['body'])
  }
}

/** The first issue's path (`entries.0.count`), or the part's name. */
export function issuePath(error: z.ZodError, fallback: string): string {
  const issue = error.issues[0]
  if (issue?.code === 'unrecognized_keys' && issue.keys[0])
    return [...issue.path.map(String), issue.keys[0]].join('.')
  return issue?.path.length ? issue.path.map(String).join('.') : fallback
}

function defaultInvalid({ part, error }: InvalidInput, ctx: RouteBase): RouteError {
  const parameter = issuePath(error, part)
  return new ValidationError(ctx.t('api.badParameter', { parameter }), [parameter])
}

function toResponse<T>(result: T | Reply<T> | Response): Response {
  if (result instanceof Response) return result
  if (!(result instanceof Reply)) return ok(result)
  const { status, messages, redirectUrl, headers, cookies, deleteCookies } = result.init
  const response = ok(result.data, { status, messages, redirectUrl, headers })
  for (const cookie of cookies ?? []) response.cookies.set(cookie)
  for (const name of deleteCookies ?? []) response.cookies.delete(name)
  return response
}

/** The error envelope (`data: null`, the error's messages) of a thrown error; unknown errors are logged and answered 500 without details. */
export function errorResponse(error: unknown, t: Translator, where: string): Response {
  if (error instanceof RouteError)
    return fail(error.status, error.messages, { headers: error.headers, redirectUrl: error.redirectUrl })
  console.error(`[api] ${where} failed`, error)
  return fail(500, t('api.unexpected'))
}

export function defineRoute<I extends Input = Input, C = unknown, T = unknown>(
  options: RouteOptions<C, I>,
  handler: (args: RouteArgs<C, I>) => Promise<T | Reply<T> | Response> | T | Reply<T> | Response,
): RouteHandler {
  const input: Input = options.input ?? {}
  const bodyKind = options.bodyKind ?? (input.body ? 'json' : undefined)
  return async function route(request, context) {
    const requestedLocale = requestLocale(request)
    const t = await getApiTranslator(requestedLocale)
    const base: RouteBase = { request, requestedLocale, t }
    try {
      const rawParams = await decodeParams(context, t)
      if (options.write && !isSameOrigin(request)) throw new RouteError(403, t('api.forbiddenOrigin'))
      const rawBody =
        bodyKind === 'json'
          ? await readJsonBody(request, options.bodyLimit ?? DEFAULT_JSON_BODY_LIMIT, t)
          : undefined
      const resolved = options.auth ? await options.auth(base) : ({} as C)
      const ctx = { ...base, ...resolved } as C & RouteBase
      const invalid = options.invalid ?? defaultInvalid
      const parse = (part: InvalidInput['part'], schema: Schema | undefined, raw: unknown): unknown => {
        if (!schema) return raw
        const parsed = schema.safeParse(raw)
        if (!parsed.success) throw invalid({ part, error: parsed.error, raw }, ctx)
        return parsed.data
      }
      const params = parse('params', input.params, rawParams)
      const query = parse('query', input.query, Object.fromEntries(request.nextUrl.searchParams))
      const body = parse('body', input.body, rawBody)
      const result = await handler({ request, ctx, params, query, body } as RouteArgs<C, I>)
      return toResponse(result)
    } catch (error) {
      unstable_rethrow(error)
      return errorResponse(error, t, `${request.method} ${request.nextUrl.pathname}`)
    }
  }
}
