// Builds requests for calling App Router route handlers directly in tests:
//   const res = await POST(makeRequest('/api/login', { method: 'POST', body: { email, password } }))
//   const data = await readJson<{ ok: boolean }>(res)
import { NextRequest } from 'next/server'

export type RequestOptions = {
  method?: string
  /** Objects are sent as JSON; strings, FormData, URLSearchParams and Blobs as they are. */
  body?: unknown
  headers?: Record<string, string>
  cookies?: Record<string, string>
  /** Host header (and host of relative URLs); default `localhost:3000`. */
  host?: string
}

export function makeRequest(
  url: string,
  { method, body, headers = {}, cookies = {}, host }: RequestOptions = {},
): NextRequest {
  const h = new Headers(headers)
  const absolute = new URL(url, `http://${host ?? h.get('host') ?? 'localhost:3000'}`)
  h.set('host', host ?? h.get('host') ?? absolute.host)
  const cookieEntries = Object.entries(cookies)
  if (cookieEntries.length > 0) {
    const existing = h.get('cookie')
    const added = cookieEntries.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ')
    h.set('cookie', existing ? `${existing}; ${added}` : added)
  }
  let payload: BodyInit | undefined
  if (body !== undefined && body !== null) {
    if (
      typeof body === 'string' ||
      body instanceof FormData ||
      body instanceof URLSearchParams ||
      body instanceof Blob ||
      body instanceof ArrayBuffer
    ) {
      payload = body as BodyInit
    } else {
      payload = JSON.stringify(body)
      if (!h.has('content-type')) h.set('content-type', 'application/json')
    }
  }
  return new NextRequest(absolute, {
    method: method ?? (payload === undefined ? 'GET' : 'POST'),
    headers: h,
    body: payload,
  })
}

/** The JSON body of a response; fails with the status and raw text when it is not JSON. */
export async function readJson<T = unknown>(response: Response): Promise<T> {
  const text = await response.text()
  try {
    return JSON.parse(text) as T
  } catch {
    throw new Error(`Expected a JSON response (status ${response.status}), got: ${text.slice(0, 500)}`)
  }
}

/** Cookies a response sets, by name (value only). */
export function responseCookies(response: Response): Record<string, string> {
  const result: Record<string, string> = {}
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';')
    const index = pair.indexOf('=')
    if (index > 0) result[pair.slice(0, index).trim()] = decodeURIComponent(pair.slice(index + 1).trim())
  }
  return result
}
