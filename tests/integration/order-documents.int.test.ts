import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { DELETE as emptyApi, POST as cartApi } from '@/app/api/b2bcart/route'
import { POST as commitApi } from '@/app/api/b2bcart-data/commit/route'
import { POST as dataPostApi } from '@/app/api/b2bcart-data/route'
import { GET as approvalApi } from '@/app/api/company/approvals/[orderNumber]/route'
import { POST as approveApi } from '@/app/api/company/approvals/[orderNumber]/approve/route'
import { POST as leaveApi } from '@/app/api/contact/logout/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { POST as erpApi } from '@/app/api/erp/order-documents/route'
import { GET as downloadApi } from '@/app/api/order-documents/[id]/download/route'
import { GET as confirmationApi } from '@/app/api/order-documents/confirmation/[orderNumber]/route'
import { GET as exportApi } from '@/app/api/order-documents/export/route'
import { GET as listApi } from '@/app/api/order-documents/route'
import type { Account, Article, Contact, Customer, Order, OrderDocument } from '@/cms/payload-types'
import type { CommitResult } from '@/features/carts/checkout-schemas'
import type { ApprovalDetail } from '@/features/company/approval-schemas'
import type { ErpImportResult, OrderDocumentEntry } from '@/features/order-documents/schemas'
import { ensureConfirmation } from '@/features/order-documents/server/generate'
import type { TableResults } from '@/features/table-lists/types'
import { createTextPdf } from '@/lib/pdf'
import { formatPrice } from '@/lib/money'
import { KNOWN_DEMO_ERP_TOKENS } from '@/lib/production-readiness'
import { readStoredFile } from '@/lib/storage/files'

import { loginDemoAccounts } from '../helpers/accounts'
import { readPdf, sameLine } from '../helpers/pdf'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tenant: number
let tokens: Record<string, string>
let accounts: Record<string, Account>
let garage: Customer
let alpin: Customer
let orderable: string[] = []

const ERP_TOKEN = KNOWN_DEMO_ERP_TOKENS[0]

beforeAll(async () => {
  payload = await getTestPayload()
  tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accounts = demo.accounts
  const customers = (await payload.find({ collection: 'customers', depth: 0, pagination: false }))
    .docs as Customer[]
  garage = customers.find((c) => c.customerId === '100200')!
  alpin = customers.find((c) => c.customerId === '100300')!
  const priceList = typeof garage.priceList === 'object' ? garage.priceList!.id : garage.priceList
  orderable = (
    (
      await payload.find({
        collection: 'articles',
        where: { and: [{ tenant: { equals: tenant } }, { disabled: { not_equals: true } }] },
        sort: 'articleNumber',
        depth: 0,
        limit: 400,
      })
    ).docs as Article[]
  )
    .filter((a) =>
      (a.prices ?? []).some(
        (row) =>
          (typeof row.priceList === 'object' ? row.priceList.id : row.priceList) === priceList &&
          (row.scales ?? []).length,
      ),
    )
    .map((a) => a.articleNumber)
}, 300_000)

afterEach(() => {
  delete process.env.ERP_API_TOKEN
})

const ORIGIN = 'http://localhost:3000'
const as = (user?: string, locale = 'de-ch') => ({
  headers: { 'x-tribo-locale': locale, origin: ORIGIN },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer())

const confirmation = (orderNumber: string, user?: string, locale?: string) =>
  confirmationApi(makeRequest(`/api/order-documents/confirmation/${orderNumber}`, as(user, locale)), {
    params: Promise.resolve({ orderNumber }),
  })
const download = (id: number | string, user?: string) =>
  downloadApi(makeRequest(`/api/order-documents/${id}/download`, as(user)), {
    params: Promise.resolve({ id: String(id) }),
  })
const list = (query: string, user?: string) =>
  listApi(makeRequest(`/api/order-documents${query ? `?${query}` : ''}`, as(user)))
const results = async (query: string, user = 'kunde') =>
  (await json<{ results: TableResults<OrderDocumentEntry> }>(await list(query, user))).body.data.results

/** Places an order of the user's cart lines through the checkout's own submit. */
async function placeOrder(user: string, lines: [string, number][]): Promise<Order> {
  expect((await emptyApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as(user) }))).status).toBe(200)
  const added = await cartApi(
    makeRequest('/api/b2bcart/', {
      method: 'POST',
      body: { action: 'add', entries: lines.map(([articleNumber, count]) => ({ articleNumber, count })) },
      ...as(user),
    }),
  )
  expect(added.status).toBe(200)
  await dataPostApi(
    makeRequest('/api/b2bcart-data/', {
      method: 'POST',
      body: { shipTo: '100201', billTo: '100200', purchaseOrderNumber: 'PO-DOK-1', costCentre: '4711' },
      ...as(user),
    }),
  )
  const committed = await json<CommitResult>(
    await commitApi(
      makeRequest('/api/b2bcart-data/commit', {
        method: 'POST',
        body: { submissionKey: `test-${crypto.randomUUID()}`, termsAccepted: true },
        ...as(user),
      }),
    ),
  )
  expect(committed.status).toBe(200)
  return (
    await payload.find({
      collection: 'orders',
      where: { orderNumber: { equals: committed.body.data.orderNumber } },
      limit: 1,
      depth: 0,
    })
  ).docs[0] as Order
}

const confirmationsOf = async (orderId: number) =>
  (
    await payload.find({
      collection: 'order-documents',
      where: { and: [{ order: { equals: orderId } }, { kind: { equals: 'confirmation' } }] },
      depth: 0,
    })
  ).docs as OrderDocument[]

describe('the order confirmation', () => {
  let order: Order
  let pdf: Uint8Array

  beforeAll(async () => {
    order = await placeOrder('kunde', [
      [orderable[0]!, 2],
      [orderable[3]!, 3],
      [orderable[7]!, 4],
    ])
  }, 120_000)

  it('is written and stored at submit, with the terms version the buyer accepted', async () => {
    expect(order.status).toBe('open')
    expect(order.termsVersion).toBe('AGB 2026-01')
    const stored = await confirmationsOf(order.id)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      documentNumber: order.orderNumber,
      customer: garage.id,
      tenant,
      mimeType: 'application/pdf',
    })
    expect(new Date(stored[0]!.issuedAt).toISOString()).toBe(new Date(order.orderedAt).toISOString())
    const file = await readStoredFile('order-documents', stored[0]!)
    expect(file?.size).toBe(stored[0]!.filesize)
    file?.body.destroy()
  })

  it('downloads as a private attachment named in the reader’s language', async () => {
    const res = await confirmation(order.orderNumber, 'kunde')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Auftragsbestaetigung-${order.orderNumber}.pdf"`,
    )
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    pdf = await bytesOf(res)
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-')
    const french = await confirmation(order.orderNumber, 'kunde', 'fr-ch')
    expect(french.headers.get('content-disposition')).toBe(
      `attachment; filename="Confirmation-de-commande-${order.orderNumber}.pdf"`,
    )
    // The stored German document, whatever the reader's language.
    expect(Buffer.from(await bytesOf(french)).equals(Buffer.from(pdf))).toBe(true)
  })

  it('holds the order number, every line with its article number and quantity, the totals, the terms version and who ordered', async () => {
    const { items, text } = await readPdf(pdf)
    const all = text.join('\n')
    expect(all).toContain(`Auftragsbestätigung ${order.orderNumber}`)
    expect(all).toContain('Garage Muster AG')
    expect(all).toContain('100200')
    expect(all).toContain('PO-DOK-1')
    expect(all).toContain('4711')
    expect(all).toContain('Es gelten unsere Allgemeinen Geschäftsbedingungen (AGB 2026-01).')
    expect(all).toContain(`${accounts.kunde!.firstName} ${accounts.kunde!.lastName}`)
    for (const line of order.lines) {
      const article = items.find((item) => item.text === line.articleNumber)
      expect(article, line.articleNumber).toBeDefined()
      const row = sameLine(items, article!)
      expect(row).toContain(String(line.quantity))
      expect(row).toContain(formatPrice(line.unitPriceCents).replace('CHF ', ''))
      expect(row).toContain(formatPrice(line.unitPriceCents * line.quantity).replace('CHF ', ''))
    }
    expect(all).toContain(formatPrice(order.totalCents))
    expect(all).toContain(formatPrice(order.vatCents))
    expect(all).toContain(formatPrice(order.grossTotalCents))
    expect(all).toContain(`MWST 8.1 % auf ${formatPrice(order.totalCents)}`)
    expect(all).toContain('Total inkl. MWST')
    expect(all).toContain('Seite 1 von 1')
  })

  it('is one document however often it is asked for, also by id', async () => {
    const [a, b] = await Promise.all([ensureConfirmation(order.id), ensureConfirmation(order.id)])
    expect(a?.id).toBe(b?.id)
    expect(await confirmationsOf(order.id)).toHaveLength(1)
    const byId = await download(a!.id, 'kunde')
    expect(byId.status).toBe(200)
    expect(Buffer.from(await bytesOf(byId)).equals(Buffer.from(pdf))).toBe(true)
  })

  it('goes to every user of the customer and employees acting for it, never to another customer (404) or a visitor (401)', async () => {
    const stored = (await confirmationsOf(order.id))[0]!
    expect((await confirmation(order.orderNumber, 'ansicht')).status).toBe(200)
    expect((await download(stored.id, 'ansicht')).status).toBe(200)
    expect((await download(stored.id, 'einkauf')).status).toBe(200)
    const foreign = await json(await confirmation(order.orderNumber, 'alpin'))
    expect(foreign.status).toBe(404)
    expect(foreign.body.messages?.[0]?.meta?.fields).toEqual(['orderNumber'])
    const foreignById = await json(await download(stored.id, 'disposition'))
    expect(foreignById.status).toBe(404)
    expect(foreignById.body.messages?.[0]?.message).toBe('Das Dokument wurde nicht gefunden.')
    expect((await confirmation(order.orderNumber)).status).toBe(401)
    expect((await download(stored.id)).status).toBe(401)
    expect((await download(stored.id, 'privat')).status).toBe(403)
    expect((await download(stored.id, 'mitarbeiter')).status).toBe(403)
    const malformed = await json(await download('abc', 'kunde'))
    expect(malformed.status).toBe(400)
    expect(malformed.body.messages?.[0]?.meta?.fields).toEqual(['id'])
    expect((await download(999_999_999, 'kunde')).status).toBe(404)

    const contact = (
      await payload.find({
        collection: 'contacts',
        where: { customer: { equals: garage.id } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
    const selected = await selectApi(
      makeRequest('/api/contact/select', {
        method: 'POST',
        body: { id: String(contact.id), contactId: contact.contactId },
        ...as('mitarbeiter'),
      }),
    )
    expect(selected.status).toBe(200)
    try {
      expect((await download(stored.id, 'mitarbeiter')).status).toBe(200)
      expect((await confirmation(order.orderNumber, 'mitarbeiter')).status).toBe(200)
    } finally {
      await leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))
    }
  })

  it('is written on first download when the submit could not write it', async () => {
    for (const doc of await confirmationsOf(order.id))
      await payload.delete({ collection: 'order-documents', id: doc.id })
    expect(await confirmationsOf(order.id)).toHaveLength(0)
    const res = await confirmation(order.orderNumber, 'ansicht', 'it-ch')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Conferma-d-ordine-${order.orderNumber}.pdf"`,
    )
    // Written in the language of whom asked first.
    const { text } = await readPdf(await bytesOf(res))
    expect(text.join('\n')).toContain(`Conferma d’ordine ${order.orderNumber}`)
    expect(await confirmationsOf(order.id)).toHaveLength(1)
  })

  it('does not exist for an order awaiting approval; the approval writes it', async () => {
    const pending = (
      await payload.find({
        collection: 'orders',
        where: { and: [{ customer: { equals: garage.id } }, { status: { equals: 'awaitingApproval' } }] },
        sort: 'orderNumber',
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Order
    expect(pending).toBeDefined()
    const refused = await json(await confirmation(pending.orderNumber, 'kunde'))
    expect(refused.status).toBe(404)
    expect(refused.body.messages?.[0]?.message).toContain('wartet auf die Freigabe')
    expect(await confirmationsOf(pending.id)).toHaveLength(0)
    expect(await ensureConfirmation(pending.id)).toBeNull()

    const detail = await json<{ approval: ApprovalDetail }>(
      await approvalApi(makeRequest(`/api/company/approvals/${pending.orderNumber}`, as('kunde')), {
        params: Promise.resolve({ orderNumber: pending.orderNumber }),
      }),
    )
    const approved = await approveApi(
      makeRequest(`/api/company/approvals/${pending.orderNumber}/approve`, {
        method: 'POST',
        body: { expectedTotalCents: detail.body.data.approval.current.netCents },
        ...as('kunde'),
      }),
      { params: Promise.resolve({ orderNumber: pending.orderNumber }) },
    )
    expect(approved.status).toBe(200)
    const written = await confirmationsOf(pending.id)
    expect(written).toHaveLength(1)
    const placed = (await payload.findByID({ collection: 'orders', id: pending.id, depth: 0 })) as Order
    const { text } = await readPdf(await bytesOf(await download(written[0]!.id, 'einkauf')))
    expect(text.join('\n')).toContain(formatPrice(placed.grossTotalCents))
  })

  it('carries many lines over several pages, the table head on each, the totals once', async () => {
    const many = await placeOrder(
      'kunde',
      orderable.slice(0, 45).map((articleNumber, i) => [articleNumber, (i % 9) + 1]),
    )
    const res = await confirmation(many.orderNumber, 'kunde')
    const { pages, items, text } = await readPdf(await bytesOf(res))
    expect(pages).toBeGreaterThan(1)
    for (const page of text) expect(page).toContain('Artikel-Nr.')
    expect(text.at(-1)).toContain(`Seite ${pages} von ${pages}`)
    expect(text.join('\n').split('Total inkl. MWST')).toHaveLength(2)
    expect(text.join('\n')).toContain(formatPrice(many.grossTotalCents))
    for (const line of many.lines) expect(items.some((item) => item.text === line.articleNumber)).toBe(true)
  })
})

describe('delivery notes and invoices', () => {
  it('are seeded for the demo customers’ recent history, the delivery note without prices', async () => {
    const { docs } = await payload.find({
      collection: 'order-documents',
      where: { and: [{ customer: { equals: garage.id } }, { kind: { equals: 'deliveryNote' } }] },
      sort: '-issuedAt',
      limit: 1,
      depth: 0,
    })
    const note = docs[0] as OrderDocument
    expect(note).toBeDefined()
    expect(note.documentNumber).toMatch(/^80\d{8}$/)
    const order = (await payload.findByID({
      collection: 'orders',
      id: note.order as number,
      depth: 0,
    })) as Order
    expect(['shipped', 'completed']).toContain(order.status)
    const res = await download(note.id, 'kunde')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Lieferschein-${note.documentNumber}.pdf"`,
    )
    const { items, text } = await readPdf(await bytesOf(res))
    const all = text.join('\n')
    expect(all).toContain(`Lieferschein ${note.documentNumber}`)
    expect(all).toContain(order.orderNumber)
    expect(all).not.toContain(formatPrice(order.totalCents))
    expect(all).not.toContain('Preis CHF')
    for (const line of order.lines) {
      const article = items.find((item) => item.text === line.articleNumber)
      expect(sameLine(items, article!)).toContain(String(line.quantity))
    }
    const invoices = await payload.count({
      collection: 'order-documents',
      where: { and: [{ customer: { equals: alpin.id } }, { kind: { equals: 'invoice' } }] },
    })
    expect(invoices.totalDocs).toBeGreaterThan(0)
  })
})

describe('the ERP import', () => {
  const pdfFile = (title = 'Rechnung') => createTextPdf([{ text: title, bold: true }], { title })
  const form = (fields: Record<string, string | Blob>) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields))
      if (value instanceof Blob) body.append(name, value, 'document.pdf')
      else body.append(name, value)
    return body
  }
  const pdfBlob = (bytes: Uint8Array = pdfFile()) =>
    new Blob([new Uint8Array(bytes)], { type: 'application/pdf' })
  const send = (body: FormData | string, token: string | null = ERP_TOKEN) =>
    erpApi(
      makeRequest('/api/erp/order-documents', {
        method: 'POST',
        body,
        headers: { 'x-tribo-locale': 'de-ch', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    )
  let target: Order
  let other: Order
  const documentsNumbered = async (documentNumber: string) =>
    (
      await payload.find({
        collection: 'order-documents',
        where: { documentNumber: { equals: documentNumber } },
        depth: 0,
      })
    ).docs as OrderDocument[]
  const unread = async (user: string) =>
    (
      await payload.count({
        collection: 'account-notifications',
        where: {
          and: [{ account: { equals: accounts[user]!.id } }, { kind: { equals: 'documentAvailable' } }],
        },
      })
    ).totalDocs

  beforeAll(async () => {
    const orders = (
      await payload.find({
        collection: 'orders',
        where: { and: [{ customer: { equals: garage.id } }, { status: { equals: 'completed' } }] },
        sort: '-orderedAt',
        limit: 2,
        depth: 0,
      })
    ).docs as Order[]
    ;[target, other] = orders as [Order, Order]
  })

  it('does not exist without ERP_API_TOKEN and wants the token', async () => {
    const good = () =>
      form({
        orderNumber: target.orderNumber,
        kind: 'deliveryNote',
        documentNumber: 'LS-1',
        issuedAt: '2026-11-20',
        file: pdfBlob(),
      })
    expect((await send(good())).status).toBe(404)
    process.env.ERP_API_TOKEN = ERP_TOKEN
    const none = await send(good(), null)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toContain('Bearer')
    expect((await send(good(), `${ERP_TOKEN}x`)).status).toBe(401)
    expect((await send(good(), 'short')).status).toBe(401)
    // A browser page of another site cannot post to it, token or not (the ERP sends no Origin).
    const foreign = await erpApi(
      makeRequest('/api/erp/order-documents', {
        method: 'POST',
        body: good(),
        headers: { authorization: `Bearer ${ERP_TOKEN}`, origin: 'https://evil.example' },
      }),
    )
    expect(foreign.status).toBe(403)
    expect(await documentsNumbered('LS-1')).toHaveLength(0)
  })

  it('stores an invoice for the order’s customer, tells its active users, and is idempotent', async () => {
    process.env.ERP_API_TOKEN = ERP_TOKEN
    const before = {
      kunde: await unread('kunde'),
      ansicht: await unread('ansicht'),
      alpin: await unread('alpin'),
    }
    const bytes = pdfFile('Rechnung RE-2026-0001')
    const fields = () =>
      form({
        orderNumber: target.orderNumber,
        kind: 'invoice',
        documentNumber: 'RE-2026-0001',
        issuedAt: '2026-11-20',
        totalCents: '123456',
        file: pdfBlob(bytes),
      })
    const first = await json<ErpImportResult>(await send(fields()))
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({
      kind: 'invoice',
      documentNumber: 'RE-2026-0001',
      orderNumber: target.orderNumber,
      totalCents: 123456,
      created: true,
    })
    const stored = await documentsNumbered('RE-2026-0001')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ customer: garage.id, tenant, order: target.id, kind: 'invoice' })
    const res = await download(stored[0]!.id, 'ansicht')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="Rechnung-RE-2026-0001.pdf"')
    expect(Buffer.from(await bytesOf(res)).equals(bytes)).toBe(true)
    expect(await unread('kunde')).toBe(before.kunde + 1)
    expect(await unread('ansicht')).toBe(before.ansicht + 1)
    expect(await unread('alpin')).toBe(before.alpin)
    const note = (
      await payload.find({
        collection: 'account-notifications',
        where: {
          and: [{ account: { equals: accounts.kunde!.id } }, { kind: { equals: 'documentAvailable' } }],
        },
        sort: '-createdAt',
        limit: 1,
        locale: 'de',
        depth: 0,
      })
    ).docs[0]!
    expect(note.text).toBe('«Rechnung RE-2026-0001» steht für Sie zum Herunterladen bereit.')
    expect(note.link).toBe('/de-ch/konto/dokumente?search=RE-2026-0001')

    const again = await json<ErpImportResult>(await send(fields()))
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ id: first.body.data.id, created: false })
    expect(await documentsNumbered('RE-2026-0001')).toHaveLength(1)
    expect(await unread('kunde')).toBe(before.kunde + 1)

    const elsewhere = await json(
      await send(
        form({
          orderNumber: other.orderNumber,
          kind: 'invoice',
          documentNumber: 'RE-2026-0001',
          issuedAt: '2026-11-20',
          totalCents: '1',
          file: pdfBlob(),
        }),
      ),
    )
    expect(elsewhere.status).toBe(409)
    expect(elsewhere.body.messages?.[0]?.meta?.fields).toEqual(['documentNumber'])
    expect(elsewhere.body.messages?.[0]?.message).toContain(target.orderNumber)
  })

  it('refuses bad input naming the field, and stores nothing', async () => {
    process.env.ERP_API_TOKEN = ERP_TOKEN
    const count = async () => (await payload.count({ collection: 'order-documents' })).totalDocs
    const before = await count()
    const base = {
      orderNumber: target.orderNumber,
      kind: 'deliveryNote',
      documentNumber: 'LS-BAD',
      issuedAt: '2026-11-20',
    }
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])
    const cut = new Uint8Array(pdfFile().subarray(0, 200))
    const cases: [Record<string, string | Blob>, number, string][] = [
      [{ ...base, file: new Blob([png], { type: 'application/pdf' }) }, 400, 'file'],
      [{ ...base, file: new Blob([cut], { type: 'application/pdf' }) }, 400, 'file'],
      [{ ...base, file: new Blob([]) }, 400, 'file'],
      [{ ...base }, 400, 'file'],
      [{ ...base, orderNumber: 'W000000-NONE0', file: pdfBlob() }, 404, 'orderNumber'],
      [{ ...base, orderNumber: 'bad number!', file: pdfBlob() }, 400, 'orderNumber'],
      [{ ...base, kind: 'confirmation', file: pdfBlob() }, 400, 'kind'],
      [{ ...base, documentNumber: '', file: pdfBlob() }, 400, 'documentNumber'],
      [{ ...base, documentNumber: 'x'.repeat(41), file: pdfBlob() }, 400, 'documentNumber'],
      [{ ...base, issuedAt: '2026-02-30', file: pdfBlob() }, 400, 'issuedAt'],
      [{ ...base, issuedAt: '2099-01-01', file: pdfBlob() }, 400, 'issuedAt'],
      [{ ...base, totalCents: '100', file: pdfBlob() }, 400, 'totalCents'],
      [{ ...base, kind: 'invoice', file: pdfBlob() }, 400, 'totalCents'],
      [{ ...base, kind: 'invoice', totalCents: '-5', file: pdfBlob() }, 400, 'totalCents'],
    ]
    for (const [fields, status, field] of cases) {
      const answer = await json(await send(form(fields)))
      expect(
        [answer.status, answer.body.messages?.[0]?.meta?.fields],
        JSON.stringify(Object.keys(fields)),
      ).toEqual([status, [field]])
    }
    const huge = new Uint8Array(10 * 1024 * 1024 + 1)
    huge.set(Buffer.from('%PDF-1.4\n'))
    huge.set(Buffer.from('%%EOF\n'), huge.length - 6)
    const tooLarge = await json(await send(form({ ...base, file: new Blob([huge]) })))
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.messages?.[0]?.meta?.fields).toEqual(['file'])
    const notForm = await json(await send('orderNumber=1'))
    expect(notForm.status).toBe(400)
    expect(await count()).toBe(before)
  })

  it('is refused from the CMS too when the file is no PDF; an editor’s upload takes the order’s customer', async () => {
    const editor = (
      await payload.find({
        collection: 'users',
        where: { email: { equals: 'editor@tribo.local' } },
        depth: 0,
      })
    ).docs[0]!
    const data = {
      kind: 'deliveryNote' as const,
      documentNumber: 'LS-CMS-1',
      issuedAt: '2026-11-21T00:00:00.000Z',
      order: target.id,
    }
    await expect(
      payload.create({
        collection: 'order-documents',
        data: { ...data, customer: alpin.id },
        file: { data: Buffer.from('not a pdf at all'), mimetype: 'application/pdf', name: 'x.pdf', size: 16 },
        overrideAccess: false,
        user: { ...editor, collection: 'users' },
      }),
    ).rejects.toThrow()
    const bytes = Buffer.from(pdfFile('Lieferschein LS-CMS-1'))
    const created = (await payload.create({
      collection: 'order-documents',
      // The editor picked the wrong customer: the order's counts.
      data: { ...data, customer: alpin.id },
      file: { data: bytes, mimetype: 'application/pdf', name: 'ls-cms-1.pdf', size: bytes.length },
      overrideAccess: false,
      user: { ...editor, collection: 'users' },
      depth: 0,
    })) as OrderDocument
    expect(created.customer).toBe(garage.id)
    expect(created.tenant).toBe(tenant)
    expect((await download(created.id, 'kunde')).status).toBe(200)
    expect((await download(created.id, 'alpin')).status).toBe(404)
  })
})

describe('the documents table', () => {
  it('lists the customer’s documents only, newest first, for viewers too; visitors get 401', async () => {
    const page = await results('limit=100')
    expect(page.entries.length).toBeGreaterThan(0)
    const ids = page.entries.map((entry) => entry.id)
    const rows = (
      await payload.find({ collection: 'order-documents', where: { id: { in: ids } }, depth: 0, limit: 100 })
    ).docs as OrderDocument[]
    expect(rows.every((row) => row.customer === garage.id)).toBe(true)
    const issued = page.entries.map((entry) => entry.issuedAt)
    expect(issued).toEqual([...issued].sort().reverse())
    expect(page.pagination.total).toBe(
      (await payload.count({ collection: 'order-documents', where: { customer: { equals: garage.id } } }))
        .totalDocs,
    )
    const first = page.entries[0]!
    expect(first.downloadUrl).toBe(`/api/order-documents/${first.id}/download`)
    expect(first.orderUrl).toBe(`/de-ch/konto/bestellungen/${first.orderNumber}`)
    expect((await results('limit=100', 'ansicht')).pagination.total).toBe(page.pagination.total)
    const foreign = await results('limit=100', 'alpin')
    expect(foreign.entries.some((entry) => ids.includes(entry.id))).toBe(false)
    expect((await list('')).status).toBe(401)
    expect((await list('', 'privat')).status).toBe(403)
  })

  it('filters by kind and issue date, searches document and order numbers, sorts and pages', async () => {
    const invoices = await results('filters[kind][]=invoice&limit=100')
    expect(invoices.entries.length).toBeGreaterThan(0)
    expect(invoices.entries.every((entry) => entry.kind === 'invoice' && entry.totalCents != null)).toBe(true)
    expect(invoices.entries.every((entry) => entry.kindLabel === 'Rechnung')).toBe(true)
    const invoice = invoices.entries[0]!
    const byOrder = await results(`search=${invoice.orderNumber}`)
    expect(byOrder.entries.every((entry) => entry.orderNumber.includes(invoice.orderNumber))).toBe(true)
    expect(byOrder.entries.map((entry) => entry.kind)).toContain('invoice')
    const byNumber = await results(`search=${invoice.documentNumber}`)
    expect(byNumber.entries.map((entry) => entry.id)).toEqual([invoice.id])
    const day = invoice.issuedAt.slice(0, 10)
    const dated = await results(`dateFrom=${day}&dateTo=${day}&limit=100`)
    expect(dated.entries.map((entry) => entry.id)).toContain(invoice.id)
    expect(dated.entries.every((entry) => entry.issuedAt.slice(0, 10) >= day)).toBe(true)
    const byNumberAsc = await results('sort=documentNumber&order=asc&limit=5')
    const numbers = byNumberAsc.entries.map((entry) => entry.documentNumber)
    expect(numbers).toEqual([...numbers].sort())
    const first = (await results('limit=5')).entries.map((entry) => entry.id)
    const second = await results('limit=5&page=2')
    expect(second.pagination.page).toBe(2)
    expect(second.entries).toHaveLength(5)
    expect(second.entries.some((entry) => first.includes(entry.id))).toBe(false)
  })

  it('answers a bad parameter with a 400 naming it', async () => {
    for (const [query, parameter] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['offset=3', 'offset'],
      ['sort=customer', 'sort'],
      ['sort=issuedAt&order=up', 'order'],
      ['filters[kind][]=receipt', 'filters[kind]'],
      ['filters[status][]=open', 'filters[status]'],
      ['dateFrom=2026-13-01', 'dateFrom'],
      ['dateFrom=2026-11-20&dateTo=2026-11-01', 'dateTo'],
      [`search=${'x'.repeat(101)}`, 'search'],
    ] as const) {
      const answer = await json(await list(query, 'kunde'))
      expect([query, answer.status, answer.body.messages?.[0]?.meta?.fields]).toEqual([
        query,
        400,
        [parameter],
      ])
    }
  })

  it('exports the selection as CSV in the page’s language', async () => {
    const res = await exportApi(
      makeRequest('/api/order-documents/export?filters[kind][]=invoice', {
        headers: { origin: ORIGIN, referer: `${ORIGIN}/fr-ch/konto/dokumente` },
        cookies: { tribo_account: tokens.kunde! },
      }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const rows = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rows[0]).toBe('Type de document;N° de document;N° de commande;Date;Montant CHF')
    expect(rows.slice(1).every((row) => row.startsWith('Facture;'))).toBe(true)
    expect(rows.length - 1).toBe((await results('filters[kind][]=invoice&limit=100')).pagination.total)
  })
})
