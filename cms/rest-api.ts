import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import type { SanitizedConfig } from 'payload'

/**
 * Payload's REST API at /cms-api with a guard for addresses Payload itself
 * answers with a 500: a broken percent-encoding (400), a document id that is
 * no whole number where every collection has numeric ids (`/products/NaN`,
 * `/products/1e999` — the database driver refuses NaN and Infinity as
 * parameters; 404 like any unknown id), and a file that is not on disk
 * (`/media/file/nonexist.jpg`, 404). Everything else goes to Payload as it is.
 */

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Second path segments of a collection that are routes, not document ids. */
const COLLECTION_ROUTES = new Set([
  'count',
  'versions',
  'access',
  'file',
  'paste-url',
  'init',
  'login',
  'logout',
  'me',
  'refresh-token',
  'forgot-password',
  'reset-password',
  'unlock',
  'verify',
  'first-register',
])
const NUMERIC_ID = /^[1-9]\d{0,14}$/

const json = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

/** The document id segment of a collection path, or null when the path names none. */
export function idSegment(segments: string[], customRoutes: ReadonlySet<string>): string | null {
  const [, second, third] = segments
  if (second === undefined) return null
  if (second === 'access' || second === 'versions') return third ?? null
  if (COLLECTION_ROUTES.has(second) || customRoutes.has(second)) return null
  return second
}

export function guardRest(
  configPromise: Promise<SanitizedConfig> | SanitizedConfig,
  handler: Handler,
  method: string,
): Handler {
  return async (request, args) => {
    const config = await configPromise
    const url = new URL(request.url)
    const apiRoute = config.routes.api
    const rawSegments = url.pathname.startsWith(apiRoute)
      ? url.pathname.slice(apiRoute.length).split('/').filter(Boolean)
      : []
    let segments: string[]
    try {
      segments = rawSegments.map((segment) => decodeURIComponent(segment))
    } catch {
      return json(400, 'The address contains an invalid percent-encoding.')
    }
    const collection = config.collections.find((c) => c.slug === segments[0])
    if (collection && segments[0] !== 'globals') {
      const customRoutes = new Set(
        (collection.endpoints || [])
          .map((endpoint) => endpoint.path.split('/').filter(Boolean)[0] ?? '')
          .filter((first) => first && !first.startsWith(':')),
      )
      const id = idSegment(segments, customRoutes)
      if (id !== null && !NUMERIC_ID.test(id)) return json(404, 'Not Found')
    }
    const response = await handler(request, args)
    // A file route that fails is a file that is not there (Payload answers its ENOENT with a 500).
    if (
      collection &&
      segments[1] === 'file' &&
      (method === 'GET' || method === 'HEAD') &&
      response.status >= 500
    )
      return json(404, 'Not Found')
    return response
  }
}

/** The route functions of app/(payload)/cms-api/[...slug]/route.ts. */
export function restHandlers(config: Promise<SanitizedConfig>) {
  const wrap = (handler: unknown, method: string) => guardRest(config, handler as Handler, method)
  return {
    GET: wrap(REST_GET(config), 'GET'),
    POST: wrap(REST_POST(config), 'POST'),
    DELETE: wrap(REST_DELETE(config), 'DELETE'),
    PATCH: wrap(REST_PATCH(config), 'PATCH'),
    PUT: wrap(REST_PUT(config), 'PUT'),
    OPTIONS: wrap(REST_OPTIONS(config), 'OPTIONS'),
  }
}
