import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Page } from '@/cms/payload-types'
import { pageBlocks } from '@/blocks/configs'
import { seed } from '@/cms/seed'
import { getLatestNews, getNewsByIds } from '@/features/news/server/news'
import { getProductTeasers } from '@/features/products/server/teasers'
import { tenantSitemapEntries } from '@/features/seo/server/site-entries'
import { getRoutingTable } from '@/features/tenancy/server/tenants'
import { CONTENT_LANGUAGES } from '@/lib/i18n/locales'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

import { getTestPayload } from '../helpers/payload'

let payload: Payload
let tribo: TenantRoute
let moto: TenantRoute

beforeAll(async () => {
  payload = await getTestPayload()
  const table = await getRoutingTable()
  tribo = table.find((t) => t.slug === 'tribo')!
  moto = table.find((t) => t.slug === 'moto')!
}, 240_000)

async function createPage(content: unknown[]) {
  return payload.create({
    collection: 'pages',
    locale: 'de',
    draft: false,
    data: {
      tenant: Number(tribo.id),
      title: 'Prüfseite',
      slug: `pruefseite-${Date.now().toString(36)}`,
      content,
      _status: 'published',
    } as never,
    context: { disableRevalidate: true },
  })
}

const countPages = async (title: string) =>
  (await payload.count({ collection: 'pages', where: { title: { equals: title } } })).totalDocs

describe('block validity in the CMS', () => {
  it('refuses a quote without text and name, and stores nothing', async () => {
    const before = await countPages('Prüfseite')
    await expect(
      createPage([
        {
          blockType: 'quote',
          navigationColor: 'primary',
          quotes: [
            { text: 'Gut', name: 'A' },
            { text: '', name: '' },
          ],
        },
      ]),
    ).rejects.toThrow(/content/i)
    expect(await countPages('Prüfseite')).toBe(before)
  })

  it('refuses a campaign banner without title, subtitle, link and background', async () => {
    await expect(
      createPage([
        {
          blockType: 'campaignBanner',
          navigationColor: 'primary',
          banners: [{ backgroundType: 'default', link: { href: '' } }],
        },
      ]),
    ).rejects.toThrow()
  })

  it('refuses a product teaser without a product and an icon list with more than 4 items', async () => {
    await expect(
      createPage([
        {
          blockType: 'productTeaserList',
          columns: '4',
          navigationColor: 'primary',
          background: 'white',
          items: [{ product: null }],
        },
      ]),
    ).rejects.toThrow()
    const item = { icon: 'oil', title: 'Punkt' }
    await expect(
      createPage([
        {
          blockType: 'iconList',
          width: 'default',
          background: 'white',
          items: [item, item, item, item, item],
        },
      ]),
    ).rejects.toThrow()
  })

  it('refuses values outside the enumerations and unsafe links', async () => {
    await expect(
      createPage([{ blockType: 'image', image: 1, ratio: '4-3', width: 'default', background: 'white' }]),
    ).rejects.toThrow()
    await expect(
      createPage([
        { blockType: 'iframe', title: 'Rechner', url: 'javascript:alert(1)', height: 400, width: 'default' },
      ]),
    ).rejects.toThrow()
  })

  it('stores a valid page with teasers and sliders', async () => {
    const page = await createPage([
      { blockType: 'quote', navigationColor: 'white', quotes: [{ name: 'Nur ein Name' }] },
      { blockType: 'iconList', width: '50', background: 'gray', items: [{ icon: 'oil', title: 'Punkt' }] },
    ])
    expect(page.content?.map((block) => block.blockType)).toEqual(['quote', 'iconList'])
  })
})

describe('seeded editorial content', () => {
  it('gives every tenant a home page with stage, news tiles and teaser slot in every language', async () => {
    for (const tenant of [tribo, moto]) {
      const { docs } = await payload.find({
        collection: 'pages',
        where: { and: [{ tenant: { equals: tenant.id } }, { isHome: { equals: true } }] },
        locale: 'all',
        depth: 0,
      })
      const home = docs[0] as unknown as Record<'stage' | 'teasers' | 'newsTiles', Record<string, unknown>>
      for (const language of CONTENT_LANGUAGES) {
        expect((home.stage[language] as unknown[]).length, `${tenant.slug} ${language}`).toBe(3)
        expect((home.teasers[language] as unknown[]).length).toBeGreaterThan(0)
        expect((home.newsTiles[language] as { allNewsTitle: string }).allNewsTitle).toBeTruthy()
      }
    }
  })

  it('uses every block editors can choose on the showcase pages of each tenant', async () => {
    for (const tenant of [tribo, moto]) {
      const { docs } = await payload.find({
        collection: 'pages',
        where: { tenant: { equals: tenant.id } },
        locale: 'de',
        depth: 0,
        pagination: false,
      })
      const used = new Set(
        (docs as Page[]).flatMap((page) =>
          [...(page.content ?? []), ...(page.teasers ?? [])].map((block) => block.blockType),
        ),
      )
      expect([...pageBlocks.map((block) => block.slug)].filter((slug) => !used.has(slug as never))).toEqual(
        [],
      )
    }
  })

  it('reads news and product tiles per tenant, current articles before fallback ones, in the chosen order', async () => {
    // Moto's own three (cms/seed/news.ts: the shops each article is for): two current ones, then the fallback.
    const motoNews = await getLatestNews(moto.id, 'de-ch', 5)
    expect(motoNews.map((a) => a.isFallback)).toEqual([false, false, true])
    const latest = await getLatestNews(tribo.id, 'fr-ch', 5)
    expect(latest[0]).toMatchObject({
      title: 'Tribo Synth 0W-20 obtient l’homologation VW 508 00',
      link: '/fr-ch/news/nouvelle-homologation-vw-508',
    })
    expect(latest[0]!.topics.map((t) => t.title)).toEqual(['Huile moteur', 'Entreprise', 'Sport automobile'])
    const chosen = await getNewsByIds(tribo.id, 'de-ch', [latest[2]!.id, latest[0]!.id])
    expect(chosen.map((a) => a.id)).toEqual([latest[2]!.id, latest[0]!.id])
    // Another tenant's ids are not shown.
    expect(await getNewsByIds(moto.id, 'de-ch', [latest[0]!.id])).toEqual([])

    const { docs } = await payload.find({
      collection: 'products',
      where: { tenant: { equals: tribo.id } },
      sort: 'productNumber',
      depth: 0,
    })
    const tiles = await getProductTeasers(tribo.id, 'it-ch', [docs[1]!.id, docs[0]!.id])
    expect(tiles.map((t) => t.productNumber)).toEqual([docs[1]!.productNumber, docs[0]!.productNumber])
    expect(tiles[0]!.url).toBe(`/it-ch/p/${docs[1]!.productNumber}`)
    // Pack pictures are SVG: one source the browser scales.
    expect(tiles[0]!.image?.srcset).toMatch(/^\/cms-api\/media\/file\/tribo-pack-[a-z0-9-]+\.svg 600w$/)
    expect(Object.keys(tiles[0]!)).not.toContain('price')
  })

  it('marks the tribology, sponsoring and footer pages with their templates', async () => {
    const find = async (slug: string) =>
      (
        await payload.find({
          collection: 'pages',
          where: { and: [{ tenant: { equals: tribo.id } }, { slug: { equals: slug } }] },
          locale: 'de',
          depth: 0,
        })
      ).docs[0] as Page
    expect((await find('tribologie')).pageType).toBe('tribology')
    expect((await find('tribologie')).tribologies?.length).toBe(4)
    expect((await find('sponsoring')).pageType).toBe('sponsoringOverview')
    expect((await find('skiclub-winterthur')).pageType).toBe('sponsoringDetail')
    expect((await find('impressum')).pageType).toBe('footer')
    expect((await find('geschichte')).content?.some((block) => block.blockType === 'historySlider')).toBe(
      true,
    )
  })

  it('lists news articles and product pages in the sitemap with their language versions', async () => {
    const entries = await tenantSitemapEntries(tribo)
    const article = entries.find((e) => e.path === '/fr-ch/news/nouvelle-homologation-vw-508')
    expect(article?.alternates).toMatchObject({
      'de-ch': '/de-ch/news/neue-freigabe-vw-508',
      en: '/en/news/new-vw-508-approval',
    })
    expect(entries.some((e) => e.path === '/it-ch/p/TRB-SYN-5W30-C3')).toBe(true)
    expect(entries.some((e) => e.path.includes('MTO-'))).toBe(false)
  })

  it('is idempotent: a second seed run creates nothing new', async () => {
    const summary = await seed(payload)
    expect(summary.created).toEqual({})
  })
})
