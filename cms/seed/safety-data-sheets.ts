import type { Article, Product } from '../payload-types'
import { SAFETY_DATA_SHEET_LANGUAGES } from '../../features/account-area/model'
import { safetyDataSheetPdf } from '../../features/safety-data-sheets/model'
import { writeStoredFile } from '../../lib/storage/files'
import { insertRows, timestamps } from './bulk'
import { createRng } from './random'
import { LOCAL, tenantId, type SeedContext, type SeedStep } from './types'

/** Tenants whose catalogue gets safety data sheets. */
const TENANTS = ['tribo', 'moto', 'industrie']

const ISSUE_START = Date.UTC(2023, 0, 2)
const ISSUE_SPAN_DAYS = 1400

/** The sheet's version and issue date, the same on every run for an article (all languages share them). */
export function sheetEdition(articleNumber: string): { version: string; issuedAt: string } {
  const rng = createRng(`sds:${articleNumber}`)
  const issued = new Date(ISSUE_START + rng.int(0, ISSUE_SPAN_DAYS) * 24 * 60 * 60 * 1000)
  return {
    version: `${rng.int(1, 5)}.${rng.int(0, 9)}`,
    issuedAt: `${issued.toISOString().slice(0, 10)}T00:00:00.000Z`,
  }
}

/** A safe file name: sds-<article>-<language>.pdf. */
export const sheetFileName = (articleNumber: string, language: string) =>
  `sds-${articleNumber.replace(/[^A-Za-z0-9-]+/g, '-')}-${language}.pdf`

async function seedTenant(ctx: SeedContext, slug: string) {
  const { payload } = ctx
  const tenant = tenantId(ctx, slug)
  const articles = (
    await payload.find({
      collection: 'articles',
      where: { tenant: { equals: tenant } },
      sort: 'articleNumber',
      depth: 1,
      pagination: false,
      select: { articleNumber: true, product: true },
      populate: { products: { name: true } },
      locale: 'all',
      ...LOCAL,
    })
  ).docs as Article[]
  if (!articles.length) return
  const existing = new Set(
    (
      await payload.find({
        collection: 'safety-data-sheets',
        where: { tenant: { equals: tenant } },
        depth: 0,
        pagination: false,
        select: { article: true, language: true },
        ...LOCAL,
      })
    ).docs.map((doc) => `${typeof doc.article === 'object' ? doc.article.id : doc.article}:${doc.language}`),
  )
  const rows: Record<string, unknown>[] = []
  for (const article of articles) {
    const product = typeof article.product === 'object' ? (article.product as Product) : null
    // Read with locale 'all': the product's name per language.
    const names = (product?.name ?? null) as unknown as Partial<Record<string, string>> | string | null
    const edition = sheetEdition(article.articleNumber)
    for (const language of SAFETY_DATA_SHEET_LANGUAGES) {
      if (existing.has(`${article.id}:${language}`)) {
        ctx.record('safety-data-sheets', 'existing')
        continue
      }
      const productName =
        (typeof names === 'object' && names ? (names[language] ?? names.de) : names) || article.articleNumber
      const data = safetyDataSheetPdf({
        productName,
        articleNumber: article.articleNumber,
        language,
        ...edition,
      })
      const filename = sheetFileName(article.articleNumber, language)
      // Where an upload would store it: the local folder, or the S3 bucket when configured.
      await writeStoredFile('safety-data-sheets', filename, data, 'application/pdf')
      // The columns an upload through the Local API writes (checked in tests/integration/safety-data-sheets.int.test.ts).
      rows.push({
        tenant,
        article: article.id,
        articleNumber: article.articleNumber,
        product: product?.id ?? null,
        language,
        ...edition,
        filename,
        mimeType: 'application/pdf',
        filesize: data.length,
        url: `/cms-api/safety-data-sheets/file/${filename}`,
        prefix: '',
        ...timestamps(),
      })
      ctx.record('safety-data-sheets', 'created')
    }
  }
  if (rows.length) await insertRows(payload, 'safety_data_sheets', rows)
}

/**
 * Safety data sheets: one generated PDF per article and language
 * (de, fr, it, en) with the 16 REACH sections, stored in
 * SAFETY_DATA_SHEETS_DIR (or the S3 bucket). Found by article and language; existing sheets are
 * left alone.
 *
 * Written in bulk (files plus rows) rather than one Local API upload each:
 * the demo catalogue has ~1300 articles, and 5164 uploads through
 * `payload.create` took 139 s on SQLite, doubling the seed; the bulk path
 * takes a few seconds. Editors' uploads still go through the collection's
 * checks (PDF only, size, copied article number and product).
 */
export const safetyDataSheetsStep: SeedStep = {
  name: 'safety-data-sheets',
  async run(ctx) {
    for (const slug of TENANTS) if (ctx.tenants.has(slug)) await seedTenant(ctx, slug)
  },
}
