import 'server-only'

import { headers } from 'next/headers'

import { cachedRender } from './cached-pages/render'
import { env } from './env'

/** The origin the visitor used (behind a proxy: X-Forwarded-Proto/-Host), for absolute links in metadata, sitemaps and robots.txt. */
export async function requestOrigin(): Promise<string> {
  // A cached page is shared by every host of its tenant: it links to the tenant's canonical origin.
  const render = cachedRender()
  if (render) return render.origin
  const h = await headers()
  const host = h.get('x-forwarded-host') ?? h.get('host')
  if (!host) return env.serverUrl
  const proto =
    h.get('x-forwarded-proto') ??
    (host.startsWith('localhost') || host.includes('.localhost') || host.startsWith('127.')
      ? 'http'
      : 'https')
  return `${proto.split(',')[0].trim()}://${host}`
}

/**
 * A tenant's canonical origin, for pages shared by all of its hosts: its first
 * configured domain that is not a local name, over https; else the public
 * server URL (NEXT_PUBLIC_SERVER_URL).
 */
export function canonicalOrigin(domains: readonly string[]): string {
  const domain = domains.find((d) => d && d !== 'localhost' && !d.endsWith('.localhost') && !/^127\./.test(d))
  return domain ? `https://${domain}` : env.serverUrl
}
