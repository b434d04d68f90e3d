import type { Article, Product } from '../payload-types'
import {
  CARE_PRODUCTS,
  CATALOG,
  CUSTOMER_PRICE_LISTS,
  PRICE_LISTS,
  tagsFor,
  type FamilySeed,
  type GroupSeed,
  type PackSeed,
} from './catalog-data'
import { DATASHEET_KEY, mediaId } from './media'
import { ensurePackMedia, type PackMedia } from './pack-media'
import { eachLimited, writeConcurrency } from './parallel'
import { packAlt, packArticleNumber, packPicture } from './product-images'
import { PRODUCT_SEEDS, seedProductNumber } from './products'
import { createRng } from './random'
import { p, richText } from './rich-text'
import { findLine, PRODUCT_LINE_SEEDS } from './site-shell'
import { L, LOCAL, OTHER_LANGUAGES, tenantId, type Localized, type SeedContext, type SeedStep } from './types'

/**
 * A generated product: number, name, group and family, viscosity (or the type
 * printed on a care product's label) and approvals, its packs and the pack
 * its picture shows.
 */
export type Generated = {
  productNumber: string
  name: string
  group: GroupSeed
  family: FamilySeed
  viscosity: string | null
  grade: string | null
  approvals: string[]
  packs: PackSeed[]
  mainPack: PackSeed
  centsPerUnit: [number, number]
  index: number
}

const SPECS = L(
  'Spezifikationen und Freigaben',
  'Spécifications et homologations',
  'Specifiche e omologazioni',
  'Specifications and approvals',
)
const FEATURES: Record<FamilySeed['baseOil'], Localized<string>[]> = {
  fullySynthetic: [
    L(
      'Schneller Öldruck beim Kaltstart',
      'Pression d’huile rapide au démarrage à froid',
      'Pressione dell’olio rapida all’avviamento a freddo',
      'Fast oil pressure at cold start',
    ),
    L(
      'Hohe Scherstabilität',
      'Grande stabilité au cisaillement',
      'Elevata stabilità al taglio',
      'High shear stability',
    ),
    L('Hält Motoren sauber', 'Garde les moteurs propres', 'Mantiene puliti i motori', 'Keeps engines clean'),
  ],
  synthetic: [
    L('Lange Lebensdauer', 'Longue durée de vie', 'Lunga durata', 'Long service life'),
    L(
      'Stabil bei hohen Temperaturen',
      'Stable à haute température',
      'Stabile ad alte temperature',
      'Stable at high temperatures',
    ),
    L(
      'Guter Korrosionsschutz',
      'Bonne protection anticorrosion',
      'Buona protezione anticorrosione',
      'Good corrosion protection',
    ),
  ],
  semiSynthetic: [
    L(
      'Gutes Preis-Leistungs-Verhältnis',
      'Bon rapport qualité-prix',
      'Buon rapporto qualità-prezzo',
      'Good value for money',
    ),
    L(
      'Zuverlässiger Verschleissschutz',
      'Protection fiable contre l’usure',
      'Protezione affidabile dall’usura',
      'Reliable wear protection',
    ),
    L('Für gemischte Flotten', 'Pour flottes mixtes', 'Per flotte miste', 'For mixed fleets'),
  ],
  mineral: [
    L('Bewährte Grundöle', 'Huiles de base éprouvées', 'Oli base collaudati', 'Proven base oils'),
    L(
      'Verträglich mit Dichtungen älterer Bauart',
      'Compatible avec les joints anciens',
      'Compatibile con guarnizioni di vecchio tipo',
      'Compatible with older seals',
    ),
    L(
      'Wasserabscheidend',
      'Bonne séparation de l’eau',
      'Buona separazione dell’acqua',
      'Good water separation',
    ),
  ],
  biodegradable: [
    L(
      'Biologisch schnell abbaubar',
      'Rapidement biodégradable',
      'Rapidamente biodegradabile',
      'Readily biodegradable',
    ),
    L(
      'Für Wasserschutzzonen',
      'Pour zones de protection des eaux',
      'Per zone di protezione delle acque',
      'For water protection zones',
    ),
    L(
      'Auf Basis nachwachsender Rohstoffe',
      'À base de matières premières renouvelables',
      'A base di materie prime rinnovabili',
      'Based on renewable raw materials',
    ),
  ],
}

const code = (text: string) => text.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
const round5 = (cents: number) => Math.max(5, Math.round(cents / 5) * 5)

type ArticleData = Omit<Article, 'id' | 'createdAt' | 'updatedAt' | 'product'>

/** The base units (litres or kilograms) in a pack. */
function baseUnits([size, unit]: PackSeed): number {
  if (unit === 'g' || unit === 'ml') return size / 1000
  return size
}

/** Every generated product of the catalogue, in a fixed order. */
export function generatedProducts(): Generated[] {
  const all: Generated[] = []
  for (const group of CATALOG) {
    const base = { group, packs: group.packs, mainPack: group.mainPack, centsPerUnit: group.centsPerUnit }
    for (const family of group.families) {
      if (!family.viscosities.length) {
        CARE_PRODUCTS.forEach((care, i) =>
          all.push({
            ...base,
            productNumber: `TRB-${family.code}-${String(i + 1).padStart(2, '0')}`,
            name: `Tribo ${care.name}`,
            family,
            viscosity: null,
            grade: care.grade,
            approvals: [],
            packs: care.packs,
            mainPack: care.packs[0]!,
            centsPerUnit: care.centsPerUnit ?? group.centsPerUnit,
            index: all.length,
          }),
        )
        continue
      }
      for (const viscosity of family.viscosities) {
        // Approval sets exist in the viscosities they name; the first one in a viscosity carries no suffix.
        const sets = family.approvals
          .map((set) => (Array.isArray(set) ? set : set.only.includes(viscosity) ? set.specs : null))
          .filter((set): set is string[] => set != null)
        sets.forEach((approvals, set) => {
          const suffix = set === 0 ? '' : `-${set + 1}`
          const spec = approvals[0] && set > 0 ? ` ${approvals[0].replace(/^(ACEA|API|DIN) /, '')}` : ''
          all.push({
            ...base,
            productNumber: `TRB-${family.code}-${code(viscosity)}${suffix}`,
            name: `Tribo ${family.name} ${viscosity}${spec}`,
            family,
            viscosity,
            grade: viscosity,
            approvals,
            index: all.length,
          })
        })
      }
    }
  }
  return all
}

/** Scale prices of one pack in one list: cheaper per unit from 10 and 50 (drums: from 3). */
function scalesOf(packCents: number, pack: PackSeed) {
  const big = baseUnits(pack) >= 60
  return big
    ? [
        { minQuantity: 1, unitPriceCents: packCents },
        { minQuantity: 3, unitPriceCents: round5(packCents * 0.97) },
      ]
    : [
        { minQuantity: 1, unitPriceCents: packCents },
        { minQuantity: 10, unitPriceCents: round5(packCents * 0.95) },
        { minQuantity: 50, unitPriceCents: round5(packCents * 0.9) },
      ]
}

async function ensurePriceLists(ctx: SeedContext, tenant: number): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const list of PRICE_LISTS) {
    const found = await ctx.payload.find({
      collection: 'price-lists',
      where: { and: [{ tenant: { equals: tenant } }, { code: { equals: list.code } }] },
      limit: 1,
      depth: 0,
      ...LOCAL,
    })
    const id =
      found.docs[0]?.id ??
      (
        await ctx.payload.create({
          collection: 'price-lists',
          data: { tenant, code: list.code, name: list.name },
          ...LOCAL,
        })
      ).id
    ctx.record('price-lists', found.docs[0] ? 'existing' : 'created')
    ids.set(list.code, id)
  }
  for (const [customerId, listCode] of Object.entries(CUSTOMER_PRICE_LISTS)) {
    const found = await ctx.payload.find({
      collection: 'customers',
      where: { and: [{ tenant: { equals: tenant } }, { customerId: { equals: customerId } }] },
      limit: 1,
      depth: 0,
      ...LOCAL,
    })
    const customer = found.docs[0]
    if (customer && customer.priceList == null) {
      await ctx.payload.update({
        collection: 'customers',
        id: customer.id,
        data: { priceList: ids.get(listCode), retailerModeAvailable: customerId === '100200' },
        ...LOCAL,
      })
    }
  }
  return ids
}

/** True for the care products: no base oil, no viscosity, no oil features. */
const isCare = (product: Generated) => !product.family.viscosities.length

async function createProduct(
  ctx: SeedContext,
  tenant: number,
  line: number | null,
  product: Generated,
  features: Localized<string>[],
  pictures: { image: number; gallery: number[] },
) {
  const { group, family, viscosity, approvals } = product
  const subtitle = (language: keyof Localized<string>) =>
    [group.noun[language], viscosity].filter(Boolean).join(' ') + (approvals[0] ? `, ${approvals[0]}` : '')
  const description = (language: keyof Localized<string>) =>
    family.claim[language] + (approvals.length ? ` ${SPECS[language]}: ${approvals.join(', ')}.` : '')
  const created = await ctx.payload.create({
    collection: 'products',
    locale: 'de',
    data: {
      tenant,
      productNumber: product.productNumber,
      name: product.name,
      subtitle: subtitle('de'),
      description: description('de'),
      contents: richText([p(description('de'))]),
      image: pictures.image,
      productLine: line,
      tags: tagsFor(product.index),
      viscosity: (viscosity ?? undefined) as Product['viscosity'],
      baseOil: isCare(product) ? undefined : family.baseOil,
      approvals: approvals as Product['approvals'],
      features: features.map((feature) => ({ text: feature.de })),
      documents: [
        { file: mediaId(ctx, 'tribo', DATASHEET_KEY), kind: 'datasheet', title: 'Produktdatenblatt' },
      ],
      gallery: pictures.gallery.map((image) => ({ image })),
    },
    depth: 0,
    ...LOCAL,
  })
  for (const language of OTHER_LANGUAGES) {
    await ctx.payload.update({
      collection: 'products',
      id: created.id,
      locale: language,
      data: {
        name: product.name,
        subtitle: subtitle(language),
        description: description(language),
        contents: richText([p(description(language))]),
        features: (created.features ?? []).map((row, i) => ({ id: row.id, text: features[i]![language] })),
        documents: (created.documents ?? []).map((row) => ({
          ...row,
          file: mediaId(ctx, 'tribo', DATASHEET_KEY),
          title: L('Produktdatenblatt', 'Fiche technique', 'Scheda tecnica', 'Product data sheet')[language],
        })),
      },
      depth: 0,
      select: { productNumber: true },
      ...LOCAL,
    })
  }
  ctx.record('products', 'created')
  return created
}

/** What a product's articles are planned from: its packs, the pack its picture shows and its price range. */
type PackPlan = { packs: PackSeed[]; mainPack: PackSeed; centsPerUnit: [number, number]; count?: number }

/**
 * The pack sizes of one product with their prices: three or four of the
 * group's packs, always with the main pack. Drawn from a generator seeded by
 * the product number, so a product's packs and prices stay the same when
 * other products are added to or removed from the catalogue.
 */
export function planArticles(
  tenant: number,
  index: number,
  productNumber: string,
  plan: PackPlan,
  lists: Map<string, number>,
): ArticleData[] {
  const rng = createRng(`tribo:catalog:${productNumber}`)
  const count = Math.min(plan.packs.length, plan.count ?? 3 + (index % 2))
  const others = plan.packs.filter(
    (pack) => pack !== plan.mainPack && packArticleNumber('', pack) !== packArticleNumber('', plan.mainPack),
  )
  const chosen = plan.packs.length <= count ? plan.packs : [plan.mainPack, ...rng.sample(others, count - 1)]
  const packs = [...chosen].sort((a, b) => baseUnits(a) - baseUnits(b))
  const base = rng.int(plan.centsPerUnit[0], plan.centsPerUnit[1])
  return packs.map((pack, sort) => {
    const units = baseUnits(pack)
    const packFactor = units <= 1 ? 1.3 : units <= 5 ? 1.1 : units <= 60 ? 1 : 0.92
    const garage = round5(base * units * packFactor)
    return {
      tenant,
      articleNumber: packArticleNumber(productNumber, pack),
      packSize: pack[0],
      unit: pack[1],
      container: pack[2],
      sort,
      disabled: rng.next() < 0.02,
      recommendedRetailPriceCents: Math.round((garage * 1.65 * 1.081) / 10) * 10,
      prices: PRICE_LISTS.map((list) => ({
        priceList: lists.get(list.code)!,
        tags: rng.next() < 0.04 ? ['SALE' as const] : [],
        scales: scalesOf(round5(garage * list.factor), pack),
      })),
    }
  })
}

async function createArticles(ctx: SeedContext, productId: number, articles: ArticleData[]) {
  for (const data of articles) {
    await ctx.payload.create({
      collection: 'articles',
      data: { ...data, product: productId },
      depth: 0,
      select: { articleNumber: true },
      ...LOCAL,
    })
    ctx.record('articles', 'created')
  }
}

/**
 * The Tribo catalogue: ~400 generated products in 11 product groups (plus the
 * six hand-written ones), 3–4 pack sizes each with scale prices in three
 * customer price lists and a recommended retail price, and a picture of every
 * pack (the product shows its main pack); the demo customers get their price
 * lists.
 */
export const catalogStep: SeedStep = {
  name: 'catalog',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    const lists = await ensurePriceLists(ctx, tenant)
    const existing = await payload.find({
      collection: 'products',
      where: { tenant: { equals: tenant } },
      depth: 0,
      pagination: false,
      select: { productNumber: true, productLine: true },
      ...LOCAL,
    })
    const byNumber = new Map(existing.docs.map((doc) => [doc.productNumber, doc]))
    const withArticles = new Set(
      (
        await payload.find({
          collection: 'articles',
          where: { tenant: { equals: tenant } },
          depth: 0,
          pagination: false,
          select: { product: true },
          ...LOCAL,
        })
      ).docs.map((a) => (typeof a.product === 'object' ? a.product.id : a.product)),
    )
    const lines = PRODUCT_LINE_SEEDS.tribo ?? []
    const lineIds = new Map<string, number | null>()
    const lineId = async (key: string) => {
      if (!lineIds.has(key)) {
        const slug = findLine(lines, key)?.line.slug.de
        const found = slug
          ? await payload.find({
              collection: 'product-lines',
              where: { and: [{ tenant: { equals: tenant } }, { slug: { equals: slug } }] },
              locale: 'de',
              limit: 1,
              depth: 0,
              ...LOCAL,
            })
          : null
        lineIds.set(key, found?.docs[0]?.id ?? null)
      }
      return lineIds.get(key)!
    }
    // Everything is planned first (each product from its own seeded generator); the writes may then run side by side.
    const generated = generatedProducts()
    type Plan = {
      product?: Generated
      existingId?: number
      productNumber: string
      features: Localized<string>[]
      articles: ArticleData[]
      pictures: PackMedia[]
    }
    const picturesOf = (
      productNumber: string,
      name: Localized<string>,
      lineKey: string,
      grade: string | null,
      articles: ArticleData[],
    ): PackMedia[] =>
      articles.map((article) => {
        const pack: PackSeed = [
          article.packSize,
          article.unit as PackSeed[1],
          article.container as PackSeed[2],
        ]
        return {
          key: article.articleNumber,
          svg: packPicture('tribo', findLine(lines, lineKey)?.topKey ?? lineKey, {
            name: name.de,
            grade,
            pack,
          }),
          alt: packAlt(name, pack),
        }
      })
    const plans: Plan[] = generated.map((product) => {
      const features = isCare(product)
        ? []
        : createRng(`tribo:catalog:features:${product.productNumber}`).sample(
            FEATURES[product.family.baseOil],
            3,
          )
      const articles = planArticles(tenant, product.index, product.productNumber, product, lists)
      const name = L(product.name, product.name, product.name, product.name)
      return {
        product,
        existingId: byNumber.get(product.productNumber)?.id,
        productNumber: product.productNumber,
        features,
        articles,
        pictures: picturesOf(product.productNumber, name, product.group.lineKey, product.grade, articles),
      }
    })
    // The hand-written products (products step) get all their packs.
    for (const [index, seed] of (PRODUCT_SEEDS.tribo ?? []).entries()) {
      const productNumber = seedProductNumber('tribo', index)
      const id = byNumber.get(productNumber)?.id
      if (id == null) continue
      const articles = planArticles(
        tenant,
        index,
        productNumber,
        { ...seed, count: seed.packs.length },
        lists,
      )
      plans.push({
        existingId: id,
        productNumber,
        features: [],
        articles,
        pictures: picturesOf(productNumber, seed.name, seed.lineKey, seed.grade, articles),
      })
    }
    for (const plan of plans) if (plan.product) await lineId(plan.product.group.lineKey)
    const started = Date.now()
    const media = await ensurePackMedia(
      ctx,
      'tribo',
      tenant,
      plans.flatMap((plan) =>
        plan.existingId != null && withArticles.has(plan.existingId) ? [] : plan.pictures,
      ),
    )
    ctx.log(`seed: catalog pictures in ${Date.now() - started} ms`)
    await eachLimited(plans, writeConcurrency(payload), async (plan) => {
      let id = plan.existingId
      if (id == null && plan.product) {
        const main = packArticleNumber(plan.productNumber, plan.product.mainPack)
        const pictures = {
          image: media.get(main)!,
          gallery: plan.articles
            .filter((a) => a.articleNumber !== main)
            .map((a) => media.get(a.articleNumber)!),
        }
        id = (
          await createProduct(
            ctx,
            tenant,
            lineIds.get(plan.product.group.lineKey) ?? null,
            plan.product,
            plan.features,
            pictures,
          )
        ).id
      } else if (plan.product) ctx.record('products', 'existing')
      if (id != null && !withArticles.has(id))
        await createArticles(
          ctx,
          id,
          plan.articles.map((article) => ({ ...article, image: media.get(article.articleNumber) })),
        )
    })
  },
}
