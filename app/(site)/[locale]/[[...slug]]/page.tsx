import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { RenderBlocks } from '@/components/blocks/registry'
import { LivePreviewListener } from '@/features/pages/components/live-preview-listener.client'
import { buildBreadcrumbs, findNodeByPath } from '@/features/pages/page-tree'
import { getPageContent, getPageNodes } from '@/features/pages/server/pages'
import { getRequestTenant } from '@/features/tenancy/server/tenants'
import { env } from '@/lib/env'
import { isRouteLocale, languageOf } from '@/lib/i18n/locales'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Resolves the page of a path once per request (metadata and page share it). */
const resolvePage = cache(async (locale: string, path: string) => {
  const slug = path ? path.split('/') : []
  if (!isRouteLocale(locale)) notFound()
  const tenant = await getRequestTenant()
  if (!tenant || !tenant.locales.includes(locale)) notFound()
  const { isEnabled: draft } = await draftMode()
  const language = languageOf(locale)
  const nodes = await getPageNodes(tenant.id, language, { draft })
  const node = findNodeByPath(nodes, slug.map(safeDecode))
  if (!node) notFound()
  const page = await getPageContent(tenant.id, node.id, language, { draft })
  if (!page) notFound()
  return { locale, node, nodes, page, draft }
})

async function loadPage({ params }: Props) {
  const { locale, slug = [] } = await params
  return resolvePage(locale, slug.join('/'))
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page, node } = await loadPage(props)
  return {
    title: node.isHome ? undefined : page.title,
    description: page.meta?.description ?? undefined,
  }
}

/** Generic content page (SPEC §2): breadcrumb plus the page's blocks. */
export default async function ContentPage(props: Props) {
  const { locale, node, nodes, page, draft } = await loadPage(props)
  setRequestLocale(locale)
  const t = await getTranslations('page')
  return (
    <div className="container">
      {draft && (
        <>
          <LivePreviewListener serverUrl={env.serverUrl} />
          <p className="preview-banner" role="status">
            {t('previewBanner')}
          </p>
        </>
      )}
      {!node.isHome && <Breadcrumb homeUrl={`/${locale}`} homeLabel={t('home')} label={t('breadcrumb')} items={buildBreadcrumbs(nodes, node, locale)} />}
      <article>
        <h1 className={node.isHome ? 'visually-hidden' : undefined}>{page.title}</h1>
        <RenderBlocks blocks={page.content} />
      </article>
    </div>
  )
}
