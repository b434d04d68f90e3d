import type { ContentLanguage } from '../../lib/i18n/locales'
import type { RichTextBlock } from '../payload-types'
import { knowledgeTree } from './content/knowledge'
import { PAGE_TREES } from './content'
import { richText } from './rich-text'
import {
  LOCAL,
  OTHER_LANGUAGES,
  tenantId,
  type Localized,
  type PageSeed,
  type SeedContext,
  type SeedStep,
} from './types'

/** A page as read with `locale: 'all'`: localized fields hold one value per language. */
interface StoredPage {
  id: number
  parent?: number | { id: number } | null
  slug?: Partial<Localized<string>> | null
  title?: Partial<Localized<string>> | null
}

const idOf = (value: StoredPage['parent']): number | null =>
  value && typeof value === 'object' ? value.id : (value ?? null)
const pageKey = (parent: number | null, slugDe: string): string => `${parent ?? 'root'}/${slugDe}`

function blocksFor(seed: PageSeed, language: ContentLanguage): RichTextBlock[] {
  return seed.sections[language].map((nodes, index) => ({
    blockType: 'richText',
    content: richText(nodes),
    width: 'default',
    background: index % 2 === 0 ? 'white' : 'gray',
  }))
}

function localizedData(seed: PageSeed, language: ContentLanguage) {
  return {
    title: seed.title[language],
    slug: seed.slug[language],
    content: blocksFor(seed, language),
    meta: { description: seed.description[language] },
    _status: 'published' as const,
  }
}

/** Creates the pages of one tenant that are missing, depth first; finds existing ones by (parent, German slug). */
class PageTreeSeeder {
  private existing = new Map<string, StoredPage>()

  constructor(
    private ctx: SeedContext,
    private tenant: number,
  ) {}

  async load(): Promise<void> {
    const { docs } = await this.ctx.payload.find({
      collection: 'pages',
      where: { tenant: { equals: this.tenant } },
      locale: 'all',
      depth: 0,
      pagination: false,
      draft: false,
      ...LOCAL,
    })
    for (const doc of docs as unknown as StoredPage[]) {
      if (doc.slug?.de) this.existing.set(pageKey(idOf(doc.parent), doc.slug.de), doc)
    }
  }

  async ensure(seed: PageSeed, parent: number | null, order: number): Promise<void> {
    const { payload } = this.ctx
    const found = this.existing.get(pageKey(parent, seed.slug.de))
    let id: number
    let missing: readonly ContentLanguage[] = OTHER_LANGUAGES
    if (found) {
      id = found.id
      missing = OTHER_LANGUAGES.filter((language) => !found.title?.[language])
      this.ctx.record('pages', missing.length ? 'updated' : 'existing')
    } else {
      const doc = await payload.create({
        collection: 'pages',
        locale: 'de',
        draft: false,
        data: {
          tenant: this.tenant,
          parent,
          isHome: seed.isHome ?? false,
          showInNavigation: seed.showInNavigation ?? !seed.isHome,
          navigationOrder: seed.navigationOrder ?? order,
          ...localizedData(seed, 'de'),
        },
        ...LOCAL,
      })
      id = doc.id
      this.ctx.record('pages', 'created')
    }
    for (const language of missing) {
      await payload.update({
        collection: 'pages',
        id,
        locale: language,
        draft: false,
        data: localizedData(seed, language),
        ...LOCAL,
      })
    }
    for (const [index, child] of (seed.children ?? []).entries())
      await this.ensure(child, id, (index + 1) * 10)
  }
}

/** The demo page trees of every tenant, plus the generated "Wissen" tree when `scale` > 1. */
export const pagesStep: SeedStep = {
  name: 'pages',
  async run(ctx) {
    for (const [slug, tree] of Object.entries(PAGE_TREES)) {
      const seeder = new PageTreeSeeder(ctx, tenantId(ctx, slug))
      await seeder.load()
      const roots = ctx.scale > 1 ? [...tree, knowledgeTree(slug, (ctx.scale - 1) * 50)] : tree
      for (const [index, root] of roots.entries()) await seeder.ensure(root, null, index * 10)
      ctx.log(`pages: tenant ${slug} done`)
    }
  },
}
