import 'server-only'

import { headers } from 'next/headers'

import { env } from './env'

/** The origin the visitor used (behind a proxy: X-Forwarded-Proto/-Host), for absolute links in metadata, sitemaps and robots.txt. */
export async function requestOrigin(): Promise<string> {
  const h = await headers()
  const host = h.get('x-forwarded-host') ?? h.get('host')
  if (!host) return env.serverUrl
  const proto = h.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.includes('.localhost') || host.startsWith('127.') ? 'http' : 'https')
  return `${proto.split(',')[0].trim()}://${host}`
}
