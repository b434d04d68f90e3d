import 'server-only'

import type { Metadata } from 'next'
import { setRequestLocale } from 'next-intl/server'
import type { ReactNode } from 'react'

import { enterCachedRender } from '@/lib/cached-pages/render'
import { isRouteLocale } from '@/lib/i18n/locales'
import { canonicalOrigin } from '@/lib/site-url'

import { getRoutingTable } from './tenants'

type CachedParams = { tenant: string; locale: string } & Record<string, string | string[] | undefined>
type CachedProps = { params: Promise<CachedParams>; children?: ReactNode }

const NO_SEARCH_PARAMS = Promise.resolve({})

/** Enters the cached render of the tenant named in the address (lib/cached-pages/render.ts). */
async function enter(params: Promise<CachedParams>): Promise<void> {
  const { tenant: slug, locale } = await params
  const tenant =
    (await getRoutingTable()).find((candidate) => candidate.slug === decodeURIComponent(slug)) ?? null
  enterCachedRender({ tenant, origin: canonicalOrigin(tenant?.domains ?? []) })
  if (isRouteLocale(locale)) setRequestLocale(locale)
}

/**
 * The cached copy of a site page or layout (app/(site)/cached): the same
 * component, rendered without the request — tenant from the address, no
 * query (the proxy sends only query-less requests here), no cookies.
 */
export function cachedPage<P>(Component: (props: P) => Promise<ReactNode> | ReactNode) {
  return async function CachedPage(props: CachedProps): Promise<ReactNode> {
    await enter(props.params)
    return Component({ ...props, searchParams: NO_SEARCH_PARAMS } as P)
  }
}

/** The cached copy of a page's or layout's metadata. */
export function cachedMetadata<P>(generate: (props: P) => Promise<Metadata>) {
  return async function generateCachedMetadata(props: CachedProps): Promise<Metadata> {
    await enter(props.params)
    return generate({ ...props, searchParams: NO_SEARCH_PARAMS } as P)
  }
}
