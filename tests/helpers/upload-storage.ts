// The upload round trips of tests/integration/upload-storage-*.int.test.ts, the
// same for the local folders and for an S3 bucket: upload a share file, a form
// file, a safety data sheet and a media picture, find each where the storage
// keeps it (and nowhere else), read it back through the app's own download
// routes and the CMS's file route byte for byte, and be refused where a
// visitor, another tenant or another customer is refused.
//
// The app's modules are imported in beforeAll, after `storage.start()` has set
// the storage's settings: Payload's config reads them when it is evaluated.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type {
  FileShare,
  FormFile,
  FormSubmission,
  Media,
  SafetyDataSheet,
  ShareFile,
} from '@/cms/payload-types'

import { getTestPayload, startWithEmptyDatabase } from './payload'
import { makeRequest, readJson } from './requests'
import { formFilesDir, mediaDir, safetyDataSheetsDir, shareFilesDir } from './test-database'

export type UploadCollection = 'media' | 'share-files' | 'form-files' | 'safety-data-sheets'

export type StorageUnderTest = {
  name: 'local folders' | 'S3 bucket'
  /** Runs before the app's modules load: starts the store and sets its settings. */
  start: () => Promise<void>
  stop?: () => Promise<void>
  /** The bytes stored for a collection's file, read from the store itself (not through the app); null when it is not there. */
  stored: (collection: UploadCollection, filename: string) => Promise<Buffer | null>
}

/** This test file's local upload folders (tests/helpers/test-database.ts). */
export const LOCAL_DIRS: Record<UploadCollection, string> = {
  media: mediaDir,
  'share-files': shareFilesDir,
  'form-files': formFilesDir,
  'safety-data-sheets': safetyDataSheetsDir,
}

export const readLocal = (collection: UploadCollection, filename: string): Buffer | null => {
  const file = path.join(LOCAL_DIRS[collection], filename)
  return fs.existsSync(file) ? fs.readFileSync(file) : null
}

type Route = (
  request: Request,
  args: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>
type Rest = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** One context object for every call, as the seed passes it (cms/storage.ts must keep the storage plugin's state out of it). */
const LOCAL = { context: { disableRevalidate: true } } as const
const MOTO = 'moto.localhost:3000'

/** A small but real PDF (header, one empty page, trailer), made unique by `tag`. */
const pdf = (tag: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${tag}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\nxref\n0 3\ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n`,
  )

/** Every entry of a ZIP (stored or deflated), by name, read through its central directory. */
function zipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const entries = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10)
    const compressedSize = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8')
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(dataStart, dataStart + compressedSize)
    entries.set(name, method === 0 ? Buffer.from(data) : zlib.inflateRawSync(data))
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
  }
  return entries
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

export function uploadStorageTests(storage: StorageUnderTest): void {
  // These files build their own data (the few seed steps below) on an empty database: the demo
  // data's files would already lie in the folders, and its first form is not the one used here.
  startWithEmptyDatabase()
  let payload: Payload
  let rest: Record<'GET', Rest>
  let shareFileApi: Route
  let shareArchiveApi: Route
  let sheetDownloadApi: Route
  let formSubmitApi: Route
  let storeWithFiles: typeof import('@/features/forms/server/store').storeWithFiles
  let captchaToken: string
  let tribo: number
  const editors: Record<'editor' | 'moto-editor', string> = { editor: '', 'moto-editor': '' }
  const accounts: Record<string, string> = {}

  const picture = { data: Buffer.alloc(0), name: 'werk-winterthur.jpg' }
  const sharePdf = { data: pdf('share'), name: 'factsheet-unternehmen.pdf' }
  const shareText = {
    data: Buffer.from('1. Werk Winterthur\n2. Labor\n'.repeat(40), 'utf8'),
    name: 'bildlegenden.txt',
  }
  let shareFiles: Record<'picture' | 'pdf' | 'text', ShareFile>
  let share: FileShare
  let expiredShare: FileShare
  let sheet: SafetyDataSheet
  const sheetPdf = pdf('safety data sheet')
  let media: Media

  /** The CMS REST API as app/(payload)/cms-api/[...slug]/route.ts mounts it, as an editor or anonymous. */
  const cms = (rawPath: string, editor?: keyof typeof editors) => {
    const headers: Record<string, string> = { host: 'localhost:3000' }
    if (editor) headers.authorization = `JWT ${editors[editor]}`
    return rest.GET(new Request(`http://localhost:3000/cms-api${rawPath}`, { headers }), {
      params: Promise.resolve({ slug: rawPath.split('?')[0]!.split('/').filter(Boolean) }),
    })
  }
  const shareFile = (token: string, fileId: number, type: string, host = 'localhost:3000') =>
    shareFileApi(
      makeRequest(`/api/file-share/${token}/files/${fileId}/${type}`, {
        host,
        headers: { 'x-tribo-locale': 'de-ch' },
      }),
      { params: Promise.resolve({ token, fileId: String(fileId), type }) },
    )
  const shareArchive = (token: string, format: string) =>
    shareArchiveApi(
      makeRequest(`/api/file-share/${token}/download/${format}`, { headers: { 'x-tribo-locale': 'de-ch' } }),
      { params: Promise.resolve({ token, format }) },
    )
  const sheetDownload = (id: number, account?: string, host?: string) =>
    sheetDownloadApi(
      makeRequest(`/api/safety-data-sheet/download?id=${id}`, {
        headers: { 'x-tribo-locale': 'de-ch' },
        cookies: account ? { tribo_account: accounts[account]! } : {},
        ...(host ? { host } : {}),
      }),
      { params: Promise.resolve({}) },
    )

  beforeAll(async () => {
    await storage.start()
    payload = await getTestPayload()
    // Only what these tests need of the demo data: tenants, editors, customers and accounts, the consultation form.
    const { tenantsStep } = await import('@/cms/seed/tenants')
    const { usersStep } = await import('@/cms/seed/users')
    const { customersStep } = await import('@/cms/seed/customers')
    const { accountsStep } = await import('@/cms/seed/accounts')
    const { formsStep } = await import('@/cms/seed/forms')
    const ctx = {
      payload,
      scale: 1,
      log: () => {},
      tenants: new Map<string, number>(),
      customers: new Map<string, number>(),
      media: new Map<string, number>(),
      record: () => {},
    }
    for (const step of [tenantsStep, usersStep, customersStep, accountsStep, formsStep]) await step.run(ctx)
    tribo = ctx.tenants.get('tribo')!

    const { default: config } = await import('@payload-config')
    rest = (await import('@/cms/rest-api')).restHandlers(config) as unknown as Record<'GET', Rest>
    shareFileApi = (await import('@/app/api/file-share/[token]/files/[fileId]/[type]/route'))
      .GET as unknown as Route
    shareArchiveApi = (await import('@/app/api/file-share/[token]/download/[format]/route'))
      .GET as unknown as Route
    sheetDownloadApi = (await import('@/app/api/safety-data-sheet/download/route')).GET as unknown as Route
    formSubmitApi = (await import('@/app/api/forms/[id]/submit/route')).POST as unknown as Route
    storeWithFiles = (await import('@/features/forms/server/store')).storeWithFiles
    captchaToken = (await import('@/lib/captcha/types')).TEST_CAPTCHA_TOKEN

    editors.editor = (
      await payload.login({
        collection: 'users',
        data: { email: 'editor@tribo.local', password: 'Tribo-Editor-2026!' },
      })
    ).token!
    editors['moto-editor'] = (
      await payload.login({
        collection: 'users',
        data: { email: 'moto-editor@tribo.local', password: 'Tribo-Editor-2026!' },
      })
    ).token!
    for (const [username, password] of [
      ['kunde', 'Kunde-2026!'],
      ['privat', 'Privat-2026!'],
      ['mitarbeiter', 'Mitarbeiter-2026!'],
      ['moto-kunde', 'Kunde-2026!'],
    ]) {
      accounts[username!] = (
        await payload.login({ collection: 'accounts', data: { username, password } as never })
      ).token!
    }

    // A share with a picture (thumbnail, web format), a PDF and a text file; and an expired one.
    picture.data = await sharp({ create: { width: 2400, height: 1500, channels: 3, background: '#1f6f8b' } })
      .jpeg({ quality: 80 })
      .toBuffer()
    const upload = async (file: { data: Buffer; name: string }, mimetype: string, title: string) =>
      (await payload.create({
        collection: 'share-files',
        data: { tenant: tribo, title },
        file: { data: file.data, mimetype, name: file.name, size: file.data.length },
        locale: 'de',
        depth: 0,
        ...LOCAL,
      })) as ShareFile
    shareFiles = {
      picture: await upload(picture, 'image/jpeg', 'Werk Winterthur'),
      pdf: await upload(sharePdf, 'application/pdf', 'Factsheet'),
      text: await upload(shareText, 'text/plain', 'Bildlegenden'),
    }
    const files = Object.values(shareFiles).map((file) => file.id)
    share = (await payload.create({
      collection: 'file-shares',
      data: {
        tenant: tribo,
        name: 'Pressebilder',
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        assets: files,
      },
      locale: 'de',
      depth: 0,
      ...LOCAL,
    })) as FileShare
    expiredShare = (await payload.create({
      collection: 'file-shares',
      data: {
        tenant: tribo,
        name: 'Abgelaufen',
        expiresAt: new Date(Date.now() - 86_400_000).toISOString(),
        assets: files,
      },
      locale: 'de',
      depth: 0,
      ...LOCAL,
    })) as FileShare

    // A safety data sheet of a tribo article.
    const product = await payload.create({
      collection: 'products',
      data: { tenant: tribo, name: 'Tribo Synth 5W-30', productNumber: 'TRB-STORAGE-TEST' },
      locale: 'de',
      depth: 0,
      ...LOCAL,
    })
    const article = await payload.create({
      collection: 'articles',
      data: {
        tenant: tribo,
        articleNumber: 'TRB-STORAGE-TEST-001L',
        product: product.id,
        packSize: 1,
        unit: 'L',
      },
      depth: 0,
      ...LOCAL,
    })
    sheet = (await payload.create({
      collection: 'safety-data-sheets',
      data: {
        tenant: tribo,
        article: article.id,
        language: 'de',
        version: '1.0',
        issuedAt: '2026-01-05T00:00:00.000Z',
      },
      file: {
        data: sheetPdf,
        mimetype: 'application/pdf',
        name: 'sds-storage-test-de.pdf',
        size: sheetPdf.length,
      },
      depth: 0,
      ...LOCAL,
    })) as SafetyDataSheet

    // A public picture.
    const mediaPng = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer()
    media = (await payload.create({
      collection: 'media',
      data: { tenant: tribo, alt: 'Rot' },
      file: { data: mediaPng, mimetype: 'image/png', name: 'rot.png', size: mediaPng.length },
      locale: 'de',
      depth: 0,
      ...LOCAL,
    })) as Media
  }, 300_000)

  afterAll(async () => {
    const { closeStoredFiles } = await import('@/lib/storage/files')
    closeStoredFiles()
    await storage.stop?.()
  })

  describe(`uploads in the ${storage.name}: share files`, () => {
    it('stores each file and its thumbnail in the store, under the name in the database, and hands out only Payload’s own file address', async () => {
      for (const [key, file] of Object.entries({ picture, pdf: sharePdf, text: shareText })) {
        const doc = shareFiles[key as keyof typeof shareFiles]
        expect(doc.filename).toBe(file.name)
        expect((await storage.stored('share-files', doc.filename!))?.equals(file.data), key).toBe(true)
        expect(doc.url).toBe(`/cms-api/share-files/file/${doc.filename}`)
      }
      const thumbnail = shareFiles.picture.sizes?.thumbnail
      expect(thumbnail?.filename).toMatch(/^werk-winterthur-400x\d+\.jpg$/)
      expect(thumbnail?.url).toBe(`/cms-api/share-files/file/${thumbnail?.filename}`)
      expect(
        (await sharp((await storage.stored('share-files', thumbnail!.filename!))!).metadata()).width,
      ).toBe(400)
    })

    it('streams every file back byte for byte through the share link (original, preview, thumbnail)', async () => {
      for (const [key, file] of Object.entries({ picture, pdf: sharePdf, text: shareText })) {
        const res = await shareFile(share.token!, shareFiles[key as keyof typeof shareFiles].id, 'original')
        expect(res.status, key).toBe(200)
        expect(res.headers.get('content-length')).toBe(String(file.data.length))
        expect(res.headers.get('content-disposition')).toContain(file.name)
        expect((await bytes(res)).equals(file.data), key).toBe(true)
      }
      const preview = await shareFile(share.token!, shareFiles.pdf.id, 'preview')
      expect(preview.headers.get('content-disposition')).toMatch(/^inline/)
      expect((await bytes(preview)).equals(sharePdf.data)).toBe(true)
      const thumbnail = await shareFile(share.token!, shareFiles.picture.id, 'thumbnail')
      expect(thumbnail.status).toBe(200)
      expect(
        (await bytes(thumbnail)).equals(
          (await storage.stored('share-files', shareFiles.picture.sizes!.thumbnail!.filename!))!,
        ),
      ).toBe(true)
    })

    it('streams both ZIPs from the store: the originals byte for byte, the web format with the picture scaled to 1920 px', async () => {
      const original = await shareArchive(share.token!, 'original')
      expect(original.status).toBe(200)
      const entries = zipEntries(await bytes(original))
      expect([...entries.keys()].sort()).toEqual([sharePdf.name, shareText.name, picture.name].sort())
      expect(entries.get(picture.name)!.equals(picture.data)).toBe(true)
      expect(entries.get(sharePdf.name)!.equals(sharePdf.data)).toBe(true)
      expect(entries.get(shareText.name)!.equals(shareText.data)).toBe(true)

      const web = zipEntries(await bytes(await shareArchive(share.token!, 'web')))
      expect(web.get(sharePdf.name)!.equals(sharePdf.data)).toBe(true)
      const scaled = await sharp(web.get('werk-winterthur.jpg')!).metadata()
      expect([scaled.format, scaled.width, scaled.height]).toEqual(['jpeg', 1920, 1200])
    })

    it('refuses exactly as before: an expired share (410), another tenant’s host, an unknown token, a file of no share (404)', async () => {
      expect((await shareFile(expiredShare.token!, shareFiles.pdf.id, 'original')).status).toBe(410)
      expect((await shareArchive(expiredShare.token!, 'original')).status).toBe(410)
      expect((await shareFile(share.token!, shareFiles.pdf.id, 'original', MOTO)).status).toBe(404)
      expect((await shareFile('A'.repeat(43), shareFiles.pdf.id, 'original')).status).toBe(404)
      expect((await shareFile(share.token!, 999_999, 'original')).status).toBe(404)
    })

    it('serves the CMS’s file address only to the tenant’s editors', async () => {
      const address = `/share-files/file/${shareFiles.pdf.filename}`
      const res = await cms(address, 'editor')
      expect(res.status).toBe(200)
      expect((await bytes(res)).equals(sharePdf.data)).toBe(true)
      expect((await cms(address)).status).toBe(403)
      expect((await cms(address, 'moto-editor')).status).toBe(403)
    })
  })

  describe(`uploads in the ${storage.name}: form files`, () => {
    const submit = async (files: { name: string; data: Buffer }[]) => {
      const form = (
        await payload.find({ collection: 'forms', where: { tenant: { equals: tribo } }, limit: 1, depth: 0 })
      ).docs[0]!
      const body = new FormData()
      const values: Record<string, string | string[]> = {
        company: 'Garage Muster AG',
        branch: 'garage',
        areas: ['engine'],
        message: 'Welches Hydrauliköl passt zu unseren Hebebühnen von 2014?',
        name: 'Anna Muster',
        email: 'anna@garage-muster.ch',
        emailRepeat: 'anna@garage-muster.ch',
        privacy: 'true',
        username: '',
        captchaToken,
      }
      for (const [name, value] of Object.entries(values))
        for (const entry of Array.isArray(value) ? value : [value]) body.append(name, entry)
      for (const file of files)
        body.append(
          'documents',
          new File([new Uint8Array(file.data)], file.name, { type: 'application/pdf' }),
        )
      const request = makeRequest(`/api/forms/${form.id}/submit`, {
        method: 'POST',
        body,
        headers: {
          'x-tribo-locale': 'de-ch',
          origin: 'http://localhost:3000',
          'x-forwarded-for': '203.0.113.7',
        },
      })
      const res = await formSubmitApi(request, { params: Promise.resolve({ id: String(form.id) }) })
      return { status: res.status, body: await readJson<{ data: { id: number } | null }>(res) }
    }

    it('stores a file sent with a form in the store; editors of the tenant read it byte for byte, nobody else', async () => {
      const document = pdf('schmierplan')
      const { status, body } = await submit([{ name: 'schmierplan.pdf', data: document }])
      expect(status).toBe(201)
      const submission = (await payload.findByID({
        collection: 'form-submissions',
        id: body.data!.id,
        depth: 0,
      })) as FormSubmission
      expect(submission.files).toHaveLength(1)
      const file = (await payload.findByID({
        collection: 'form-files',
        id: submission.files![0] as number,
        depth: 0,
      })) as FormFile
      expect(file.filename).toBe('schmierplan.pdf')
      expect((await storage.stored('form-files', file.filename!))?.equals(document)).toBe(true)
      expect(file.url).toBe(`/cms-api/form-files/file/${file.filename}`)

      const res = await cms(`/form-files/file/${file.filename}`, 'editor')
      expect(res.status).toBe(200)
      expect((await bytes(res)).equals(document)).toBe(true)
      expect((await cms(`/form-files/file/${file.filename}`)).status).toBe(403)
      expect((await cms(`/form-files/file/${file.filename}`, 'moto-editor')).status).toBe(403)
    })

    it('removes the stored files again when the submission fails after they were written', async () => {
      const before = (await payload.count({ collection: 'form-files' })).totalDocs
      const data = pdf('verworfen')
      await expect(
        storeWithFiles(
          {
            tenantId: tribo,
            files: [
              {
                field: 'documents',
                originalName: 'verworfen.pdf',
                name: 'verworfen.pdf',
                mimeType: 'application/pdf',
                size: data.length,
                data,
              },
            ],
          },
          async () => {
            throw new Error('the submission cannot be stored')
          },
        ),
      ).rejects.toThrow('the submission cannot be stored')
      expect((await payload.count({ collection: 'form-files' })).totalDocs).toBe(before)
      expect(await storage.stored('form-files', 'verworfen.pdf')).toBeNull()
    })
  })

  describe(`uploads in the ${storage.name}: safety data sheets`, () => {
    it('stores the sheet in the store and streams it byte for byte to a signed-in business customer', async () => {
      expect((await storage.stored('safety-data-sheets', sheet.filename!))?.equals(sheetPdf)).toBe(true)
      expect(sheet.url).toBe(`/cms-api/safety-data-sheets/file/${sheet.filename}`)
      const res = await sheetDownload(sheet.id, 'kunde')
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-length')).toBe(String(sheetPdf.length))
      expect(res.headers.get('content-disposition')).toContain('sds-storage-test-de.pdf')
      expect((await bytes(res)).equals(sheetPdf)).toBe(true)
    })

    it('refuses exactly as before: visitors 401, private customers and employees without a contact 403, another tenant’s customer 404', async () => {
      expect((await sheetDownload(sheet.id)).status).toBe(401)
      expect((await sheetDownload(sheet.id, 'privat')).status).toBe(403)
      expect((await sheetDownload(sheet.id, 'mitarbeiter')).status).toBe(403)
      expect((await sheetDownload(sheet.id, 'moto-kunde', MOTO)).status).toBe(404)
      expect((await sheetDownload(999_999, 'kunde')).status).toBe(404)
    })

    it('serves the CMS’s file address only to the tenant’s editors', async () => {
      const res = await cms(`/safety-data-sheets/file/${sheet.filename}`, 'editor')
      expect(res.status).toBe(200)
      expect((await bytes(res)).equals(sheetPdf)).toBe(true)
      expect((await cms(`/safety-data-sheets/file/${sheet.filename}`)).status).toBe(403)
      expect((await cms(`/safety-data-sheets/file/${sheet.filename}`, 'moto-editor')).status).toBe(403)
    })

    it('the seed’s bulk sheets land in the same store and download the same way', async () => {
      const { safetyDataSheetsStep } = await import('@/cms/seed/safety-data-sheets')
      await safetyDataSheetsStep.run({
        payload,
        scale: 1,
        log: () => {},
        tenants: new Map([['tribo', tribo]]),
        customers: new Map(),
        media: new Map(),
        record: () => {},
      })
      const french = (
        await payload.find({
          collection: 'safety-data-sheets',
          where: { and: [{ tenant: { equals: tribo } }, { language: { equals: 'fr' } }] },
          limit: 1,
          depth: 0,
        })
      ).docs[0]!
      const stored = await storage.stored('safety-data-sheets', french.filename!)
      expect(stored?.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      const res = await sheetDownload(french.id, 'kunde')
      expect(res.status).toBe(200)
      expect((await bytes(res)).equals(stored!)).toBe(true)
    })
  })

  describe(`uploads in the ${storage.name}: media`, () => {
    it('stores public pictures in the store and serves them to anyone through Payload’s file address', async () => {
      const original = await storage.stored('media', media.filename!)
      expect(original).not.toBeNull()
      expect(media.url).toBe(`/cms-api/media/file/${media.filename}`)
      const res = await cms(`/media/file/${media.filename}`)
      expect(res.status).toBe(200)
      expect((await bytes(res)).equals(original!)).toBe(true)
      expect((await cms('/media/file/not-there.png')).status).toBe(404)
    })
  })
}
