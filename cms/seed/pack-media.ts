import { CONTENT_LANGUAGES } from '../../lib/i18n/locales'
import { writeStoredFile } from '../../lib/storage/files'
import { insertReturningIds, insertRows, timestamps } from './bulk'
import { eachLimited } from './parallel'
import { packPictureFileName } from './product-images'
import { LOCAL, type Localized, type SeedContext } from './types'

/** One pack picture to store: its key (article or product number), the SVG and its alt text. */
export type PackMedia = { key: string; svg: string; alt: Localized<string> }

const WIDTH = 600
const HEIGHT = 800

/**
 * Stores pack pictures as media of a tenant and answers their ids by key.
 * Pictures already stored (found by file name) are reused; the others are
 * written in bulk — the file where an upload would put it (the local media
 * folder or the S3 bucket) and the rows an upload through the Local API
 * writes (tests/integration/catalog.int.test.ts compares both). One Local API
 * upload per picture would add minutes to the seed for the ~1700 packs of
 * the demo catalogue. SVG has no generated sizes: the browser scales it.
 */
export async function ensurePackMedia(
  ctx: SeedContext,
  tenantSlug: string,
  tenant: number,
  pictures: PackMedia[],
): Promise<Map<string, number>> {
  const { payload } = ctx
  const ids = new Map<string, number>()
  if (!pictures.length) return ids
  const stored = await payload.find({
    collection: 'media',
    where: { and: [{ tenant: { equals: tenant } }, { filename: { like: `${tenantSlug}-pack-` } }] },
    pagination: false,
    depth: 0,
    select: { filename: true },
    ...LOCAL,
  })
  const byName = new Map(stored.docs.map((doc) => [doc.filename ?? '', doc.id]))
  const missing = new Map<string, PackMedia & { filename: string; data: Buffer }>()
  for (const picture of pictures) {
    const filename = packPictureFileName(tenantSlug, picture.key)
    if (byName.has(filename)) ctx.record('media', 'existing')
    else if (!missing.has(filename))
      missing.set(filename, { ...picture, filename, data: Buffer.from(picture.svg, 'utf8') })
  }
  const rows = [...missing.values()]
  if (rows.length) {
    await eachLimited(rows, 8, async (picture) =>
      writeStoredFile('media', picture.filename, picture.data, 'image/svg+xml'),
    )
    const now = timestamps()
    const created = await insertReturningIds(
      payload,
      'media',
      rows.map((picture) => ({
        tenant,
        filename: picture.filename,
        mimeType: 'image/svg+xml',
        filesize: picture.data.length,
        width: WIDTH,
        height: HEIGHT,
        url: `/cms-api/media/file/${picture.filename}`,
        prefix: '',
        ...now,
      })),
    )
    const locales: Record<string, unknown>[] = []
    rows.forEach((picture, index) => {
      const id = created[index]!
      byName.set(picture.filename, id)
      for (const language of CONTENT_LANGUAGES)
        locales.push({ _locale: language, _parentID: id, alt: picture.alt[language] })
      ctx.record('media', 'created')
    })
    await insertRows(payload, 'media_locales', locales)
  }
  for (const picture of pictures)
    ids.set(picture.key, byName.get(packPictureFileName(tenantSlug, picture.key))!)
  return ids
}
