import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { withPageMessages } from '@/components/intl/page-messages'
import { Breadcrumb } from '@/components/breadcrumb/breadcrumb'
import { RenderBlocks } from '@/blocks/registry'
import { PageAlternates } from '@/features/navigation/components/page-alternates.client'
import { ProductLineList } from '@/features/product-list/components/product-line-list'
import { ProductLinePage } from '@/features/navigation/components/product-line-page'
import { LivePreviewListener } from '@/features/pages/components/live-preview-listener.client'
import { HomePage } from '@/blocks/home/components/home-page'
import { BackLink } from '@/features/pages/components/back-link'
import { SponsoringOverview } from '@/blocks/page-types/sponsoring-overview'
import { TribologyGlossary } from '@/blocks/page-types/tribology-glossary'
import { buildBreadcrumbs, findNodeByPath, pageUri, type PageNode } from '@/features/pages/page-tree'
import {
  pageAlternates,
  productLineAlternates,
  resolveProductLinePath,
} from '@/features/pages/server/alternates'
import { getChildTeasers, getPageContent, getPageNodes } from '@/features/pages/server/pages'
import { siteContext } from '@/features/tenancy/server/site-page'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { env } from '@/lib/env'
import { safeDecode } from '@/lib/safe-decode'
import { pageMetadata } from '@/lib/seo'
import { requestOrigin } from '@/lib/site-url'

type Props = {
  params: Promise<{ locale: string; slug?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** Resolves the page (or product line) of a path once per request (metadata and page share it). */
const resolvePage = cache(async (routeLocale: string, path: string) => {
  const slug = (path ? path.split('/') : []).map(safeDecode)
  const { locale, language, tenant } = await siteContext(routeLocale)
  const { isEnabled: draft } = await draftMode()
  const line = await resolveProductLinePath(tenant, locale, slug)
  if (line)
    return {
      kind: 'product-line' as const,
      tenant,
      locale,
      language,
      ...line,
      alternates: await productLineAlternates(tenant, line.node.id),
    }
  const nodes = await getPageNodes(tenant.id, language, { draft })
  const node = findNodeByPath(nodes, slug)
  if (!node) notFound()
  const page = await getPageContent(tenant.id, node.id, language, { draft })
  if (!page) notFound()
  return {
    kind: 'page' as const,
    tenant,
    locale,
    language,
    node,
    nodes,
    page,
    draft,
    alternates: await pageAlternates(tenant, node.id),
  }
})

async function loadPage({ params }: Props) {
  const { locale, slug = [] } = await params
  return resolvePage(locale, slug.join('/'))
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const resolved = await loadPage(props)
  const site = await getTenantSite(resolved.tenant.id, resolved.language)
  const siteName = site?.name ?? 'Tribo'
  const t = await getTranslations({ locale: resolved.locale, namespace: 'common' })
  const isHome = resolved.kind === 'page' && resolved.node.isHome
  // The home page's title stands alone (no "| site" suffix); every page has one and a description in its language.
  const title = isHome
    ? t('homeTitle', { name: siteName })
    : resolved.kind === 'page'
      ? resolved.page.title
      : resolved.node.title
  const description =
    resolved.kind === 'page'
      ? (resolved.page.meta?.description ?? t('siteDescription', { name: siteName }))
      : t('productLineDescription', { line: resolved.node.title, name: siteName })
  return {
    title: isHome ? { absolute: title } : title,
    description,
    ...pageMetadata({
      origin: await requestOrigin(),
      locale: resolved.locale,
      defaultLocale: resolved.tenant.defaultLocale,
      alternates: resolved.alternates,
      title,
      description,
      siteName,
    }),
  }
}

/** Generic content page: breadcrumb plus the page's blocks; product lines show their groups. */
async function ContentPage(props: Props) {
  const resolved = await loadPage(props)
  setRequestLocale(resolved.locale)
  if (resolved.kind === 'product-line') {
    return (
      <>
        <PageAlternates alternates={resolved.alternates} />
        <ProductLinePage
          node={resolved.node}
          nodes={resolved.nodes}
          locale={resolved.locale}
          language={resolved.language}
        >
          <ProductLineList
            tenantId={resolved.tenant.id}
            locale={resolved.locale}
            groupId={Number(resolved.node.id)}
            searchParams={await props.searchParams}
          />
        </ProductLinePage>
      </>
    )
  }
  const { locale, node, nodes, page, draft, tenant, language } = resolved
  const t = await getTranslations('page')
  const pageType = page.pageType ?? 'content'
  const parent = node.parentId != null ? nodes.find((candidate) => candidate.id === node.parentId) : undefined
  const teasers = pageType === 'sponsoringOverview' ? await getChildTeasers(tenant.id, node.id, language) : []
  return (
    <div className="container" data-page-type={node.isHome ? 'home' : pageType}>
      <PageAlternates alternates={resolved.alternates} />
      {draft && (
        <>
          <LivePreviewListener serverUrl={env.serverUrl} />
          <p className="preview-banner" role="status">
            {t('previewBanner')}
          </p>
        </>
      )}
      {!node.isHome && (
        <Breadcrumb
          homeUrl={`/${locale}`}
          homeLabel={t('home')}
          label={t('breadcrumb')}
          items={buildBreadcrumbs(nodes, node, locale)}
        />
      )}
      {pageType === 'sponsoringDetail' && page.showBackLink !== false && parent && (
        <BackLink href={pageUri(locale, parent)} title={parent.title} />
      )}
      <article className={pageType === 'footer' ? 'narrow' : undefined}>
        <h1 className={node.isHome ? 'visually-hidden' : undefined}>{page.title}</h1>
        {node.isHome ? (
          <HomePage page={page} tenantId={tenant.id} locale={locale} />
        ) : (
          <>
            <RenderBlocks blocks={page.content} />
            {pageType === 'tribology' && <TribologyGlossary tribologies={page.tribologies} />}
            {pageType === 'sponsoringOverview' && (
              <SponsoringOverview
                teasers={teasers.map((teaser) => ({ ...teaser, path: childPath(nodes, teaser.id, locale) }))}
              />
            )}
          </>
        )}
      </article>
    </div>
  )
}

/** The address of a child page from the page tree (children not in the tree are unpublished and skipped by the overview's query). */
function childPath(nodes: PageNode[], id: number, locale: string): string {
  const child = nodes.find((candidate) => String(candidate.id) === String(id))
  return child ? pageUri(locale, child) : `/${locale}`
}

export default withPageMessages(
  [
    'blocks.circular',
    'blocks.home',
    'blocks.hotspot',
    'blocks.products',
    'locations.map',
    'widgets.swiper',
    'widgets.video',
  ],
  ContentPage,
)
