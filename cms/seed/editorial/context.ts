import type { ContentLanguage } from '../../../lib/i18n/locales'
import { mediaId } from '../media'
import { seedProductNumber } from '../products'
import type { Localized, SeedContext } from '../types'

/** What the block builders of one tenant in one language need. */
export type BlockContext = {
  language: ContentLanguage
  /** The route locale links use (de → de-ch, en → en). */
  locale: string
  tenantSlug: string
  media: (key: string) => number
  /** Product ids by seed index. */
  products: number[]
  news: number[]
  /** A localized text in this language. */
  t: (text: Localized<string>) => string
  /** The address of a showcase page by key. */
  showcase: (key: ShowcaseKey) => string
  productUrl: (index: number) => string
}

export type ShowcaseKey = 'text' | 'media' | 'teasers' | 'sliders' | 'hotspot'

export const SHOWCASE_PARENT_SLUG: Localized<string> = {
  de: 'bausteine',
  fr: 'elements',
  it: 'elementi',
  en: 'building-blocks',
}
export const SHOWCASE_SLUGS: Record<ShowcaseKey, Localized<string>> = {
  text: { de: 'text-und-bild', fr: 'texte-et-image', it: 'testo-e-immagine', en: 'text-and-image' },
  media: { de: 'medien', fr: 'medias', it: 'media', en: 'media' },
  teasers: { de: 'teaser', fr: 'teasers', it: 'teaser', en: 'teasers' },
  sliders: { de: 'slider', fr: 'carrousels', it: 'slider', en: 'sliders' },
  hotspot: {
    de: 'hotspot-und-sponsoring',
    fr: 'hotspot-et-sponsoring',
    it: 'hotspot-e-sponsorizzazione',
    en: 'hotspot-and-sponsoring',
  },
}

export const routeLocaleOf = (language: ContentLanguage) => (language === 'en' ? 'en' : `${language}-ch`)

export async function blockContext(
  ctx: SeedContext,
  tenantSlug: string,
  language: ContentLanguage,
): Promise<BlockContext> {
  const tenant = ctx.tenants.get(tenantSlug)!
  const find = async (collection: 'products' | 'news', sort: string) =>
    (
      await ctx.payload.find({
        collection,
        where: { tenant: { equals: tenant } },
        sort,
        limit: 20,
        depth: 0,
        overrideAccess: true,
      })
    ).docs.map((doc) => doc.id as number)
  const products = await Promise.all(
    Array.from({ length: 6 }, async (_, index) => {
      const { docs } = await ctx.payload.find({
        collection: 'products',
        where: {
          and: [
            { tenant: { equals: tenant } },
            { productNumber: { equals: seedProductNumber(tenantSlug, index) } },
          ],
        },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      return docs[0]!.id
    }),
  )
  const locale = routeLocaleOf(language)
  return {
    language,
    locale,
    tenantSlug,
    media: (key) => mediaId(ctx, tenantSlug, key),
    products,
    news: await find('news', '-date'),
    t: (text) => text[language],
    showcase: (key) => `/${locale}/${SHOWCASE_PARENT_SLUG[language]}/${SHOWCASE_SLUGS[key][language]}`,
    productUrl: (index) => `/${locale}/p/${seedProductNumber(tenantSlug, index)}`,
  }
}
