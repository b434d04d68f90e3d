import type { Page } from '../../payload-types'
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../../lib/i18n/locales'
import { p, richText } from '../rich-text'
import { L, LOCAL, type Localized, type SeedContext, type SeedStep } from '../types'
import { blockContext, SHOWCASE_PARENT_SLUG, SHOWCASE_SLUGS, type BlockContext } from './context'
import { homeData } from './home'
import { LOCATIONS_PAGE, locationBlocks } from './locations'
import { historyEntries, SHOWCASE_PAGES, SPONSORING, sponsoringDetailBlocks, tribologies } from './showcase'

type Data = Record<string, unknown>
const PUBLISH = { draft: false, ...LOCAL } as const

async function findPage(ctx: SeedContext, tenant: number, where: Data): Promise<Page | null> {
  const { docs } = await ctx.payload.find({
    collection: 'pages',
    where: { and: [{ tenant: { equals: tenant } }, where] } as never,
    locale: 'de',
    limit: 1,
    depth: 0,
    draft: false,
    ...LOCAL,
  })
  return (docs[0] as Page | undefined) ?? null
}

/** Writes per-language data to a page, German first (creating it when `create` is given and it does not exist). */
async function writePage(
  ctx: SeedContext,
  existing: Page | null,
  create: Data | null,
  perLanguage: (language: ContentLanguage) => Promise<Data> | Data,
): Promise<number> {
  let id = existing?.id
  for (const language of CONTENT_LANGUAGES) {
    const data = { ...(await perLanguage(language)), _status: 'published' }
    if (id == null) {
      const doc = await ctx.payload.create({
        collection: 'pages',
        locale: language,
        data: { ...create, ...data } as never,
        ...PUBLISH,
      })
      id = doc.id
      ctx.record('pages', 'created')
    } else {
      await ctx.payload.update({ collection: 'pages', id, locale: language, data: data as never, ...PUBLISH })
    }
  }
  if (existing) ctx.record('pages', 'updated')
  return id!
}

const contexts = new Map<string, BlockContext>()
async function contextFor(ctx: SeedContext, tenantSlug: string, language: ContentLanguage) {
  const key = `${tenantSlug}:${language}`
  if (!contexts.has(key)) contexts.set(key, await blockContext(ctx, tenantSlug, language))
  return contexts.get(key)!
}

async function seedHome(ctx: SeedContext, tenantSlug: string, tenant: number) {
  const home = await findPage(ctx, tenant, { isHome: { equals: true } })
  if (!home || (home.stage?.length ?? 0) > 0) return
  // The hand-written welcome text of the page seed stays first in the content slot.
  const stored = await ctx.payload.findByID({
    collection: 'pages',
    id: home.id,
    locale: 'all',
    depth: 0,
    ...LOCAL,
  })
  await writePage(ctx, home, null, async (language) => {
    const data = homeData(await contextFor(ctx, tenantSlug, language))
    const welcome = (((stored.content as unknown as Localized<Data[]>)[language] ?? []) as Data[]).map(
      ({ id: _id, ...block }) => block,
    )
    return { ...data, content: [...welcome, ...data.content] }
  })
}

async function seedShowcase(ctx: SeedContext, tenantSlug: string, tenant: number) {
  let parent = await findPage(ctx, tenant, {
    and: [{ slug: { equals: SHOWCASE_PARENT_SLUG.de } }, { parent: { exists: false } }],
  })
  if (!parent) {
    const title = L('Bausteine', 'Éléments', 'Elementi', 'Building blocks')
    const id = await writePage(
      ctx,
      null,
      { tenant, showInNavigation: false, navigationOrder: 90 },
      async (language) => {
        const c = await contextFor(ctx, tenantSlug, language)
        return {
          title: title[language],
          slug: SHOWCASE_PARENT_SLUG[language],
          meta: {
            description: c.t(
              L(
                'Alle Inhaltsbausteine der Website auf einen Blick.',
                'Tous les éléments de contenu du site en un coup d’œil.',
                'Tutti gli elementi di contenuto del sito in un colpo d’occhio.',
                'Every content building block of the site at a glance.',
              ),
            ),
          },
          content: [
            {
              blockType: 'circularNavigation',
              title: c.t(title),
              items: SHOWCASE_PAGES.map((page) => ({
                title: c.t(page.title),
                icon: 'chevron-right',
                link: { href: c.showcase(page.key) },
              })),
            },
          ],
        }
      },
    )
    parent = { id } as Page
  }
  for (const [order, page] of SHOWCASE_PAGES.entries()) {
    const existing = await findPage(ctx, tenant, {
      and: [{ slug: { equals: SHOWCASE_SLUGS[page.key].de } }, { parent: { equals: parent.id } }],
    })
    if (existing) {
      ctx.record('pages', 'existing')
      continue
    }
    await writePage(
      ctx,
      null,
      { tenant, parent: parent.id, showInNavigation: false, navigationOrder: order },
      async (language) => {
        const c = await contextFor(ctx, tenantSlug, language)
        return {
          title: page.title[language],
          slug: SHOWCASE_SLUGS[page.key][language],
          meta: { description: page.description[language] },
          content: page.blocks(c),
        }
      },
    )
  }
}

/** Tribo's existing company pages get their templates: tribology glossary, history slider, footer pages, sponsoring. */
async function seedTriboTemplates(ctx: SeedContext, tenant: number) {
  const tribology = await findPage(ctx, tenant, { slug: { equals: 'tribologie' } })
  if (tribology && tribology.pageType !== 'tribology') {
    await writePage(ctx, tribology, null, async (language) => ({
      pageType: 'tribology',
      tribologies: tribologies(await contextFor(ctx, 'tribo', language)),
    }))
  }
  const history = await findPage(ctx, tenant, { slug: { equals: 'geschichte' } })
  if (history && !history.content?.some((block) => block.blockType === 'historySlider')) {
    const stored = await ctx.payload.findByID({
      collection: 'pages',
      id: history.id,
      locale: 'all',
      depth: 0,
      ...LOCAL,
    })
    await writePage(ctx, history, null, async (language) => {
      const c = await contextFor(ctx, 'tribo', language)
      const content = ((stored.content as unknown as Localized<unknown[]>)[language] ?? []) as Data[]
      return {
        content: [
          ...content.map(({ id: _id, ...block }) => block),
          {
            blockType: 'historySlider',
            title: c.t(L('Meilensteine', 'Étapes clés', 'Tappe fondamentali', 'Milestones')),
            navigationColor: 'primary',
            entries: historyEntries(c),
          },
        ],
      }
    })
  }
  for (const slug of ['impressum', 'datenschutz']) {
    const legal = await findPage(ctx, tenant, { slug: { equals: slug } })
    if (legal && legal.pageType !== 'footer')
      await ctx.payload.update({
        collection: 'pages',
        id: legal.id,
        data: { pageType: 'footer' },
        ...PUBLISH,
      })
  }
  const company = await findPage(ctx, tenant, { slug: { equals: 'unternehmen' } })
  if (!company) return
  if (
    !(await findPage(ctx, tenant, {
      and: [{ slug: { equals: LOCATIONS_PAGE.slug.de } }, { parent: { equals: company.id } }],
    }))
  ) {
    await writePage(ctx, null, { tenant, parent: company.id, navigationOrder: 30 }, async (language) => {
      const c = await contextFor(ctx, 'tribo', language)
      return {
        title: LOCATIONS_PAGE.title[language],
        slug: LOCATIONS_PAGE.slug[language],
        content: locationBlocks(c),
      }
    })
  }
  let overview = await findPage(ctx, tenant, {
    and: [{ slug: { equals: SPONSORING.overview.slug.de } }, { parent: { equals: company.id } }],
  })
  if (!overview) {
    const id = await writePage(
      ctx,
      null,
      { tenant, parent: company.id, pageType: 'sponsoringOverview', navigationOrder: 40 },
      async (language) => {
        const c = await contextFor(ctx, 'tribo', language)
        return {
          title: SPONSORING.overview.title[language],
          slug: SPONSORING.overview.slug[language],
          content: [
            {
              blockType: 'richText',
              width: '66',
              background: 'white',
              content: richText([
                p(
                  c.t(
                    L(
                      'Tribo unterstützt Sportlerinnen, Sportler und Vereine aus der Region – mit Material, Know-how und Begeisterung.',
                      'Tribo soutient des sportifs et des clubs de la région – avec du matériel, du savoir-faire et de l’enthousiasme.',
                      'Tribo sostiene atleti e società sportive della regione – con materiale, competenza ed entusiasmo.',
                      'Tribo supports athletes and clubs from the region – with material, know-how and enthusiasm.',
                    ),
                  ),
                ),
              ]),
            },
          ],
        }
      },
    )
    overview = { id } as Page
  }
  for (const [order, detail] of SPONSORING.details.entries()) {
    if (
      await findPage(ctx, tenant, {
        and: [{ slug: { equals: detail.slug.de } }, { parent: { equals: overview.id } }],
      })
    )
      continue
    await writePage(
      ctx,
      null,
      {
        tenant,
        parent: overview.id,
        pageType: 'sponsoringDetail',
        showBackLink: true,
        navigationOrder: order,
      },
      async (language) => {
        const c = await contextFor(ctx, 'tribo', language)
        return {
          title: detail.title[language],
          slug: detail.slug[language],
          teaser: { image: c.media(detail.image), text: detail.teaser[language] },
          content: [
            {
              blockType: 'image',
              image: c.media(detail.image),
              ratio: '25-9',
              width: 'default',
              background: 'white',
            },
            ...sponsoringDetailBlocks(c, detail.body, detail.title),
          ],
        }
      },
    )
  }
}

/** The home page of every tenant and language, one showcase page per block family, and Tribo's page templates. */
export const editorialStep: SeedStep = {
  name: 'editorial pages',
  async run(ctx) {
    contexts.clear()
    for (const [tenantSlug, tenant] of ctx.tenants) {
      await seedHome(ctx, tenantSlug, tenant)
      await seedShowcase(ctx, tenantSlug, tenant)
      if (tenantSlug === 'tribo') await seedTriboTemplates(ctx, tenant)
    }
  },
}
