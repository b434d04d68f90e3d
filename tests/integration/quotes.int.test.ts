import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { POST as commitApi } from '@/app/api/b2bcart-data/commit/route'
import { GET as checkoutDataApi } from '@/app/api/b2bcart-data/route'
import { POST as confirmChangeApi } from '@/app/api/b2bcart/confirm-change/route'
import { DELETE as emptyCartApi, GET as cartApi, POST as cartPostApi } from '@/app/api/b2bcart/route'
import { POST as approveApi } from '@/app/api/company/approvals/[orderNumber]/approve/route'
import { POST as rejectApi } from '@/app/api/company/approvals/[orderNumber]/reject/route'
import { GET as approvalApi } from '@/app/api/company/approvals/[orderNumber]/route'
import { GET as orderApi } from '@/app/api/orders/[orderNumber]/route'
import { POST as leaveApi } from '@/app/api/contact/logout/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import { GET as variantsApi } from '@/app/api/product/variants/route'
import { POST as acceptApi } from '@/app/api/quotes/[quoteNumber]/accept/route'
import { POST as declineApi } from '@/app/api/quotes/[quoteNumber]/decline/route'
import { GET as oneApi } from '@/app/api/quotes/[quoteNumber]/route'
import { GET as listApi, POST as requestApi } from '@/app/api/quotes/route'
import type {
  Account,
  AccountNotification,
  AuditLog,
  Contact,
  EmailOutbox,
  Order,
  Quote,
  User,
} from '@/cms/payload-types'
import type { B2BCartData, CommitResult } from '@/features/carts/checkout-schemas'
import type { B2BCart } from '@/features/carts/schemas'
import type { ApprovalDetail } from '@/features/company/approval-schemas'
import type { OrderDetail } from '@/features/orders/schemas'
import { QUOTE_NUMBER_PATTERN } from '@/features/quotes/constants'
import { addDays } from '@/features/quotes/rules'
import type { QuoteDetail, QuoteEntry } from '@/features/quotes/schemas'
import type { TableResults } from '@/features/table-lists/types'
import { formatIsoDate } from '@/lib/iso-date'
import { swissToday } from '@/lib/dates'

import { loginDemoAccounts, type DemoAccount } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = {
  data: T
  messages?: { type?: string; message: string; meta?: { fields?: string[] } }[]
}

let payload: Payload
let tokens: Record<string, string>
let accounts: Record<DemoAccount, Account>
let editor: User & { collection: 'users' }
/** Two packs Garage Muster AG can order of one product, and an article of another product. */
let packs: string[]
let other: string
const PRODUCT = 'TRB-SYNPRO-5W30'

const ORIGIN = 'http://localhost:3000'
const as = (user?: DemoAccount, origin = ORIGIN) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })
const params = (quoteNumber: string) => ({ params: Promise.resolve({ quoteNumber }) })

const list = (query = '', user?: DemoAccount) => listApi(makeRequest(`/api/quotes${query}`, as(user)))
const request = (body: unknown, user?: DemoAccount, origin?: string) =>
  requestApi(makeRequest('/api/quotes', { method: 'POST', body, ...as(user, origin) }))
const one = (quoteNumber: string, user?: DemoAccount) =>
  oneApi(makeRequest(`/api/quotes/${quoteNumber}`, as(user)), params(quoteNumber))
const accept = (quoteNumber: string, user?: DemoAccount, origin?: string) =>
  acceptApi(
    makeRequest(`/api/quotes/${quoteNumber}/accept`, { method: 'POST', ...as(user, origin) }),
    params(quoteNumber),
  )
const decline = (quoteNumber: string, user?: DemoAccount) =>
  declineApi(
    makeRequest(`/api/quotes/${quoteNumber}/decline`, { method: 'POST', ...as(user) }),
    params(quoteNumber),
  )

const cartOf = async (user: DemoAccount) =>
  (await json<B2BCart>(await cartApi(makeRequest('/api/b2bcart/', as(user))))).body.data
const emptyCart = (user: DemoAccount) =>
  emptyCartApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as(user) }))
const fillCart = async (user: DemoAccount, entries: { articleNumber: string; count: number }[]) => {
  await emptyCart(user)
  const res = await cartPostApi(
    makeRequest('/api/b2bcart/', { method: 'POST', body: { action: 'add', entries }, ...as(user) }),
  )
  expect(res.status).toBe(200)
}
const setCount = (user: DemoAccount, itemKey: string, count: number) =>
  cartPostApi(
    makeRequest('/api/b2bcart/', { method: 'POST', body: { action: 'update', itemKey, count }, ...as(user) }),
  )
const checkoutOf = async (user: DemoAccount) =>
  (await json<B2BCartData>(await checkoutDataApi(makeRequest('/api/b2bcart-data/', as(user))))).body.data
const commit = (user: DemoAccount) =>
  commitApi(
    makeRequest('/api/b2bcart-data/commit', {
      method: 'POST',
      body: { submissionKey: `quote-${crypto.randomUUID()}`, termsAccepted: true },
      ...as(user),
    }),
  )
const confirmChange = (user: DemoAccount, id: string) =>
  confirmChangeApi(makeRequest('/api/b2bcart/confirm-change', { method: 'POST', body: { id }, ...as(user) }))
const orderOf = async (orderNumber: string, user: DemoAccount) =>
  json<{ order: OrderDetail }>(
    await orderApi(makeRequest(`/api/orders/${orderNumber}`, as(user)), {
      params: Promise.resolve({ orderNumber }),
    }),
  )

const stored = async (quoteNumber: string) =>
  (
    await payload.find({
      collection: 'quotes',
      where: { quoteNumber: { equals: quoteNumber } },
      depth: 0,
      limit: 1,
    })
  ).docs[0] as Quote
const countQuotes = async () => (await payload.count({ collection: 'quotes' })).totalDocs
const seededNumber = async (suffix: string) =>
  (
    await payload.find({
      collection: 'quotes',
      where: { quoteNumber: { like: `%-${suffix}` } },
      depth: 0,
      limit: 1,
    })
  ).docs[0]!.quoteNumber

/** The sales answer as an editor saves it in the CMS (the Local API with the editor as user, access checked). */
const answer = (quote: Quote, prices: (number | null)[], validUntil: string | null, text?: string) =>
  payload.update({
    collection: 'quotes',
    id: quote.id,
    data: {
      lines: quote.lines.map((line, index) => ({ ...line, quotedUnitPriceCents: prices[index] ?? null })),
      answer: { ...quote.answer, validUntil, ...(text ? { text } : {}) },
    },
    user: editor,
    overrideAccess: false,
    depth: 0,
  })

/** A request for the two packs (quantities 10 and 4 unless told), answered by sales at 90 % of the list price. */
async function answeredQuote(
  validUntil = addDays(swissToday(), 10),
  user: DemoAccount = 'beschaffung',
  quantities: [number, number] = [10, 4],
): Promise<Quote> {
  const created = await json<{ quote: QuoteEntry }>(
    await request(
      {
        source: 'product',
        productNumber: PRODUCT,
        lines: [
          { articleNumber: packs[0], quantity: quantities[0] },
          { articleNumber: packs[1], quantity: quantities[1] },
        ],
      },
      user,
    ),
  )
  expect(created.status).toBe(201)
  const quote = await stored(created.body.data.quote.quoteNumber)
  return (await answer(
    quote,
    quote.lines.map((line) => Math.round(line.listUnitPriceCents! * 0.9)),
    validUntil,
  )) as Quote
}

const yesterday = () => addDays(swissToday(), -1)
/** What the system (not an editor) writes: the test moves a quote's validity to make it expire. */
const expire = (quote: Quote) =>
  payload.update({
    collection: 'quotes',
    id: quote.id,
    data: { answer: { ...quote.answer, validUntil: yesterday() } },
    depth: 0,
  })

beforeAll(async () => {
  payload = await getTestPayload()
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  accounts = demo.accounts
  const user = (
    await payload.find({ collection: 'users', where: { email: { equals: 'editor@tribo.local' } }, limit: 1 })
  ).docs[0] as User
  editor = { ...user, collection: 'users' }
  const variants = await json<{ variantTable: { rows: { articleNumber: string; orderable: boolean }[] } }>(
    await variantsApi(makeRequest(`/api/product/variants?productNumber=${PRODUCT}`, as('beschaffung'))),
  )
  packs = variants.body.data.variantTable.rows.filter((row) => row.orderable).map((row) => row.articleNumber)
  expect(packs.length).toBeGreaterThanOrEqual(2)
  const another = await json<{ variantTable: { rows: { articleNumber: string; orderable: boolean }[] } }>(
    await variantsApi(makeRequest('/api/product/variants?productNumber=TRB-SYN-5W30-C3', as('beschaffung'))),
  )
  other = another.body.data.variantTable.rows.find((row) => row.orderable)!.articleNumber
}, 300_000)

beforeEach(async () => {
  await emptyCart('beschaffung')
})

describe('quote requests: who may ask', () => {
  it('answers 401 to visitors, 403 to private customers, viewers and other sites, and stores nothing', async () => {
    const before = await countQuotes()
    const body = {
      source: 'product',
      productNumber: PRODUCT,
      lines: [{ articleNumber: packs[0], quantity: 5 }],
    }
    expect((await list()).status).toBe(401)
    expect((await request(body)).status).toBe(401)
    expect((await request(body, 'privat')).status).toBe(403)
    const viewer = await json(await request(body, 'ansicht'))
    expect(viewer.status).toBe(403)
    expect(viewer.body.messages?.[0]?.message).toBe(
      'Als Betrachter können Sie keine Offerten anfragen, annehmen oder ablehnen.',
    )
    expect((await list('', 'ansicht')).status).toBe(403)
    expect((await request(body, 'beschaffung', 'https://evil.example')).status).toBe(403)
    expect(await countQuotes()).toBe(before)
  })
})

describe('asking for a quote', () => {
  it('stores a product request with the packs asked for at the caller’s list price and tells sales', async () => {
    const before = await countQuotes()
    const res = await json<{ quote: QuoteEntry }>(
      await request(
        {
          source: 'product',
          productNumber: PRODUCT.toLowerCase(),
          lines: [
            { articleNumber: packs[0], quantity: 12 },
            { articleNumber: packs[1], quantity: 0 },
          ],
          desiredDate: addDays(swissToday(), 14),
          remark: '  Für die Werkstatt Winterthur\nbitte mit Lieferung  ',
        },
        'beschaffung',
      ),
    )
    expect(res.status).toBe(201)
    const entry = res.body.data.quote
    expect(entry.quoteNumber).toMatch(QUOTE_NUMBER_PATTERN)
    expect(entry.quoteNumber.slice(1, 7)).toBe(swissToday().slice(2).replaceAll('-', ''))
    expect(entry).toMatchObject({
      state: 'requested',
      stateLabel: 'Angefragt',
      lineCount: 1,
      own: true,
      totalCents: null,
    })
    expect(res.body.messages?.[0]?.message).toContain(entry.quoteNumber)
    expect(await countQuotes()).toBe(before + 1)
    const quote = await stored(entry.quoteNumber)
    expect(quote).toMatchObject({
      status: 'requested',
      source: 'product',
      account: accounts.beschaffung.id,
      desiredDate: addDays(swissToday(), 14),
      remark: 'Für die Werkstatt Winterthur\nbitte mit Lieferung',
    })
    expect(quote.lines.map((line) => [line.articleNumber, line.quantity])).toEqual([[packs[0], 12]])
    // The list price is what the cart charges for that count.
    await fillCart('beschaffung', [{ articleNumber: packs[0]!, count: 12 }])
    expect(quote.lines[0]!.listUnitPriceCents).toBe(
      (await cartOf('beschaffung')).entries[0]!.price!.unitPriceCents,
    )
    const mails = (
      await payload.find({
        collection: 'email-outbox',
        where: { subject: { contains: entry.quoteNumber } },
        depth: 0,
      })
    ).docs as EmailOutbox[]
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: 'bestellungen@tribo.ch' })
    expect(mails[0]!.subject).toBe(`Offertanfrage ${entry.quoteNumber} von Garage Muster AG`)
    expect(mails[0]!.text).toContain(`/cms/collections/quotes/${quote.id}`)
    expect(mails[0]!.text).toContain(`12 × ${packs[0]}`)
  })

  it('names the bad field and stores nothing', async () => {
    const before = await countQuotes()
    const product = (lines: unknown, extra: Record<string, unknown> = {}) =>
      request({ source: 'product', productNumber: PRODUCT, lines, ...extra }, 'beschaffung')
    const cases: [Promise<Response>, string, RegExp][] = [
      [product([{ articleNumber: packs[0], quantity: 0 }]), 'lines', /mindestens eine Packung/],
      [product([]), 'lines', /mindestens eine Packung/],
      [product([{ articleNumber: packs[0], quantity: 10000 }]), 'lines.0.quantity', /Position 1/],
      [product([{ articleNumber: packs[0], quantity: 1.5 }]), 'lines.0.quantity', /ganze Zahl/],
      [product([{ articleNumber: other, quantity: 2 }]), 'lines.0.articleNumber', /gehört nicht zum Produkt/],
      [
        product([
          { articleNumber: packs[0], quantity: 2 },
          { articleNumber: packs[0], quantity: 3 },
        ]),
        'lines.1.articleNumber',
        /mehrfach/,
      ],
      [
        product([{ articleNumber: packs[0], quantity: 2 }], { desiredDate: swissToday() }),
        'desiredDate',
        /Zukunft/,
      ],
      [
        product([{ articleNumber: packs[0], quantity: 2 }], { desiredDate: '2026-02-30' }),
        'desiredDate',
        /Zukunft/,
      ],
      [
        product([{ articleNumber: packs[0], quantity: 2 }], { desiredDate: addDays(swissToday(), 400) }),
        'desiredDate',
        /ein Jahr/,
      ],
      [
        product([{ articleNumber: packs[0], quantity: 2 }], { remark: 'x'.repeat(1001) }),
        'remark',
        /1000 Zeichen/,
      ],
      [
        product([{ articleNumber: packs[0], quantity: 2 }], { remark: 'a\u0007b' }),
        'remark',
        /Steuerzeichen/,
      ],
      [
        request(
          {
            source: 'product',
            productNumber: 'TRB-NOPE-0000',
            lines: [{ articleNumber: packs[0], quantity: 1 }],
          },
          'beschaffung',
        ),
        'productNumber',
        /nicht gefunden/,
      ],
      [request({ source: 'offer' }, 'beschaffung'), 'source', /Produkt oder für den Warenkorb/],
      [product([{ articleNumber: packs[0], quantity: 2 }], { price: 1 }), 'price', /ungültig/],
    ]
    for (const [sent, field, message] of cases) {
      const res = await json(await sent)
      expect(res.status, field).toBe(400)
      expect(res.body.messages?.[0]?.meta?.fields, field).toEqual([field])
      expect(res.body.messages?.[0]?.message, field).toMatch(message)
    }
    expect(await countQuotes()).toBe(before)
  })

  it('asks for the whole cart at its counts; an empty cart is refused', async () => {
    const empty = await json(await request({ source: 'cart' }, 'beschaffung'))
    expect(empty.status).toBe(409)
    expect(empty.body.messages?.[0]?.message).toBe('Ihr Warenkorb ist leer: Es gibt nichts zu offerieren.')
    await fillCart('beschaffung', [
      { articleNumber: packs[1]!, count: 3 },
      { articleNumber: other, count: 7 },
    ])
    const cart = await cartOf('beschaffung')
    const res = await json<{ quote: QuoteEntry }>(
      await request({ source: 'cart', desiredDate: null, remark: '' }, 'beschaffung'),
    )
    expect(res.status).toBe(201)
    const quote = await stored(res.body.data.quote.quoteNumber)
    expect(quote).toMatchObject({ source: 'cart', desiredDate: null, remark: null })
    expect(quote.lines.map((line) => [line.articleNumber, line.quantity, line.listUnitPriceCents])).toEqual(
      cart.entries.map((entry) => [entry.articleNumber, entry.count, entry.price!.unitPriceCents]),
    )
    // The cart stays as it was.
    expect((await cartOf('beschaffung')).entries.map((entry) => entry.count)).toEqual([3, 7])
  })
})

describe('the sales answer in the CMS', () => {
  it('sets the status, time and editor, notifies the buyer and mails it', async () => {
    const created = await json<{ quote: QuoteEntry }>(
      await request(
        { source: 'product', productNumber: PRODUCT, lines: [{ articleNumber: packs[0], quantity: 20 }] },
        'beschaffung',
      ),
    )
    const quote = await stored(created.body.data.quote.quoteNumber)
    const validUntil = addDays(swissToday(), 7)
    const answered = (await answer(quote, [4321], validUntil, 'Gerne offerieren wir Ihnen.')) as Quote
    expect(answered.status).toBe('answered')
    expect(answered.answer?.answeredBy).toBe(editor.id)
    expect(answered.answer?.answeredAt).toBeTruthy()
    expect(answered.answer?.text).toBe('Gerne offerieren wir Ihnen.')
    const notices = (
      await payload.find({
        collection: 'account-notifications',
        where: {
          and: [{ account: { equals: accounts.beschaffung.id } }, { kind: { equals: 'quoteAnswered' } }],
        },
        sort: '-createdAt',
        locale: 'all',
        depth: 0,
        limit: 1,
      })
    ).docs as unknown as (Omit<AccountNotification, 'title'> & { title: Record<string, string> })[]
    expect(notices[0]?.link).toBe(`/de-ch/konto/offerten?offerte=${quote.quoteNumber}`)
    expect(notices[0]?.title).toEqual({
      de: `Offerte ${quote.quoteNumber} liegt vor`,
      fr: `L’offre ${quote.quoteNumber} est prête`,
      it: `L’offerta ${quote.quoteNumber} è pronta`,
      en: `Quote ${quote.quoteNumber} is ready`,
    })
    const mails = (
      await payload.find({
        collection: 'email-outbox',
        where: {
          and: [
            { to: { equals: 'beschaffung@garage-muster.ch' } },
            { subject: { contains: quote.quoteNumber } },
          ],
        },
        depth: 0,
      })
    ).docs as EmailOutbox[]
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`Ihre Offerte ${quote.quoteNumber} liegt vor`)
    expect(mails[0]!.text).toContain(`gilt bis ${formatIsoDate(validUntil)}`)
    expect(mails[0]!.text).toContain(`/de-ch/konto/offerten?offerte=${quote.quoteNumber}`)
    // The buyer sees the answer: the quoted price, the validity and what it saves.
    const detail = await json<{ quote: QuoteDetail }>(await one(quote.quoteNumber, 'beschaffung'))
    expect(detail.body.data.quote).toMatchObject({
      state: 'answered',
      validUntil,
      answerText: 'Gerne offerieren wir Ihnen.',
      canAccept: true,
      canDecline: true,
      totalCents: 4321 * 20,
    })
    expect(detail.body.data.quote.lines[0]).toMatchObject({
      quotedUnitPriceCents: 4321,
      savingsCents: (quote.lines[0]!.listUnitPriceCents! - 4321) * 20,
    })
  })

  it('refuses an incomplete or past answer at its field and changes nothing', async () => {
    const created = await json<{ quote: QuoteEntry }>(
      await request(
        {
          source: 'product',
          productNumber: PRODUCT,
          lines: [
            { articleNumber: packs[0], quantity: 2 },
            { articleNumber: packs[1], quantity: 3 },
          ],
        },
        'beschaffung',
      ),
    )
    const quote = await stored(created.body.data.quote.quoteNumber)
    const refused = async (run: Promise<unknown>, path: string) => {
      const error = (await run.then(
        () => null,
        (e: unknown) => e,
      )) as { data?: { errors?: { path: string }[] } } | null
      expect(error?.data?.errors?.map((e) => e.path)).toContain(path)
    }
    await refused(answer(quote, [1000, null], addDays(swissToday(), 5)), 'lines.1.quotedUnitPriceCents')
    await refused(answer(quote, [1000, 2000], yesterday()), 'answer.validUntil')
    await refused(answer(quote, [1000, 2000], null), 'answer.validUntil')
    await refused(
      payload.update({
        collection: 'quotes',
        id: quote.id,
        data: { status: 'accepted' },
        user: editor,
        overrideAccess: false,
      }),
      'status',
    )
    expect(await stored(quote.quoteNumber)).toMatchObject({ status: 'requested', updatedAt: quote.updatedAt })
  })
})

describe('the quotes page', () => {
  it('lists the caller’s own quotes with the state, expired computed from the validity', async () => {
    const [requested, answered, expired, ordered] = await Promise.all(
      ['SDRQ2', 'SDAN3', 'SDEX4', 'SDBS5'].map(seededNumber),
    )
    const all = await json<{ results: TableResults<QuoteEntry> }>(await list('', 'einkauf'))
    expect(all.status).toBe(200)
    const states = new Map(all.body.data.results.entries.map((entry) => [entry.quoteNumber, entry.state]))
    expect(states.get(requested!)).toBe('requested')
    expect(states.get(answered!)).toBe('answered')
    expect(states.get(expired!)).toBe('expired')
    expect(states.has(ordered!)).toBe(false) // the administrator's own
    const onlyExpired = await json<{ results: TableResults<QuoteEntry> }>(
      await list('?filters[state][]=expired', 'einkauf'),
    )
    expect(onlyExpired.body.data.results.entries.map((entry) => entry.quoteNumber)).toEqual([expired])
    const search = await json<{ results: TableResults<QuoteEntry> }>(
      await list(`?search=${answered!.slice(-5).toLowerCase()}`, 'einkauf'),
    )
    expect(search.body.data.results.entries.map((entry) => entry.quoteNumber)).toEqual([answered])
    const bad = await json(await list('?filters[state][]=lost', 'einkauf'))
    expect(bad.status).toBe(400)
    expect(bad.body.messages?.[0]?.meta?.fields).toEqual(['filters[state]'])
  })

  it('shows an administrator the company’s quotes, which only their asker accepts', async () => {
    const answered = (await seededNumber('SDAN3'))!
    const company = await json<{ results: TableResults<QuoteEntry> }>(await list('?limit=100', 'kunde'))
    const row = company.body.data.results.entries.find((entry) => entry.quoteNumber === answered)
    expect(row).toMatchObject({
      requestedBy: 'Petra Einkauf',
      own: false,
      canAccept: false,
      state: 'answered',
    })
    const refused = await json(await accept(answered, 'kunde'))
    expect(refused.status).toBe(403)
    expect((await stored(answered)).status).toBe('answered')
  })

  it('never shows another customer’s quote: 404', async () => {
    const alpin = (await seededNumber('SDAL6'))!
    expect((await one(alpin, 'einkauf')).status).toBe(404)
    expect((await one(alpin, 'kunde')).status).toBe(404)
    expect((await accept(alpin, 'kunde')).status).toBe(404)
    expect((await decline(alpin, 'kunde')).status).toBe(404)
    const einkauf = (await seededNumber('SDAN3'))!
    expect((await one(einkauf, 'alpin')).status).toBe(404)
    // A colleague's quote is a buyer's 404 too; a malformed number as well.
    expect((await one(einkauf, 'beschaffung')).status).toBe(404)
    expect((await one('Q1-NOPE', 'einkauf')).status).toBe(404)
    expect((await one(einkauf, 'einkauf')).status).toBe(200)
  })
})

describe('accepting a quote', () => {
  it('puts its lines into the cart at the quoted prices, replacing the same articles, in one step', async () => {
    const quote = await answeredQuote()
    await fillCart('beschaffung', [
      { articleNumber: packs[0]!, count: 2 },
      { articleNumber: other, count: 1 },
    ])
    const res = await json<{ quote: QuoteDetail; cart: B2BCart }>(
      await accept(quote.quoteNumber, 'beschaffung'),
    )
    expect(res.status).toBe(200)
    expect(res.body.data.quote).toMatchObject({ state: 'accepted', canAccept: true, canDecline: false })
    const cart = await cartOf('beschaffung')
    expect(cart.entries.map((entry) => [entry.articleNumber, entry.count])).toEqual([
      [other, 1],
      [packs[0], 10],
      [packs[1], 4],
    ])
    for (const [index, line] of quote.lines.entries()) {
      const entry = cart.entries[index + 1]!
      expect(entry.price).toMatchObject({
        priceType: 'quoted',
        unitPriceCents: line.quotedUnitPriceCents,
        totalCents: line.quotedUnitPriceCents! * line.quantity,
        listUnitPriceCents: line.listUnitPriceCents,
        quoteNumber: quote.quoteNumber,
      })
      expect(entry.quote).toMatchObject({ applies: true, quantity: line.quantity })
    }
    expect(cart.entries[0]!.price?.priceType).toBe('net')
    expect(cart.changes).toEqual([])
    const decided = await stored(quote.quoteNumber)
    expect(decided).toMatchObject({ status: 'accepted', decidedAt: expect.any(String) })
    // Removed from the cart by mistake: accepting again puts the quote's lines back, once.
    await cartPostApi(
      makeRequest('/api/b2bcart/', {
        method: 'POST',
        body: { action: 'remove', itemKey: cart.entries[1]!.itemKey },
        ...as('beschaffung'),
      }),
    )
    const again = await json<{ quote: QuoteDetail; cart: B2BCart }>(
      await accept(quote.quoteNumber, 'beschaffung'),
    )
    expect(again.status).toBe(200)
    expect(again.body.messages?.[0]?.message).toMatch(/wieder zum Offertpreis in Ihrem Warenkorb/)
    expect(
      again.body.data.cart.entries.map((entry) => [entry.articleNumber, entry.count, entry.price?.priceType]),
    ).toEqual([
      [other, 1, 'net'],
      [packs[0], 10, 'quoted'],
      [packs[1], 4, 'quoted'],
    ])
    expect((await stored(quote.quoteNumber)).decidedAt).toBe(decided.decidedAt)
  })

  it('is ordered at the quoted prices: the order’s lines are marked, the quote becomes ordered', async () => {
    const quote = await answeredQuote()
    await fillCart('beschaffung', [{ articleNumber: other, count: 2 }])
    expect((await accept(quote.quoteNumber, 'beschaffung')).status).toBe(200)
    const overview = await checkoutOf('beschaffung')
    expect(overview.entries.filter((entry) => entry.price?.priceType === 'quoted')).toHaveLength(2)
    const submitted = await json<CommitResult>(await commit('beschaffung'))
    expect(submitted.status).toBe(200)
    const orderNumber = submitted.body.data.orderNumber
    const order = (
      await payload.find({ collection: 'orders', where: { orderNumber: { equals: orderNumber } }, depth: 0 })
    ).docs[0] as Order
    expect(order.quote).toBe(quote.id)
    expect(
      order.lines.map((line) => [line.articleNumber, line.quantity, line.unitPriceCents, line.quotedPrice]),
    ).toEqual([
      [other, 2, overview.entries[0]!.price!.unitPriceCents, false],
      ...quote.lines.map((line) => [line.articleNumber, line.quantity, line.quotedUnitPriceCents, true]),
    ])
    expect(await stored(quote.quoteNumber)).toMatchObject({ status: 'ordered', orderNumber })
    const detail = await orderOf(orderNumber, 'beschaffung')
    expect(detail.body.data.order.quoteNumber).toBe(quote.quoteNumber)
    expect(detail.body.data.order.lines.map((line) => line.quotedPrice)).toEqual([false, true, true])
    const listed = await json<{ quote: QuoteDetail }>(await one(quote.quoteNumber, 'beschaffung'))
    expect(listed.body.data.quote).toMatchObject({
      state: 'ordered',
      orderNumber,
      orderUrl: `/de-ch/konto/bestellungen/${orderNumber}`,
    })
  })

  it('is refused after the validity date (409 naming the day) and leaves the cart as it was', async () => {
    const quote = await answeredQuote()
    await expire(quote)
    await fillCart('beschaffung', [{ articleNumber: packs[0]!, count: 3 }])
    const before = await cartOf('beschaffung')
    const res = await json(await accept(quote.quoteNumber, 'beschaffung'))
    expect(res.status).toBe(409)
    expect(res.body.messages?.[0]?.message).toBe(
      `Diese Offerte ist am ${formatIsoDate(yesterday())} abgelaufen.`,
    )
    expect(await cartOf('beschaffung')).toEqual(before)
    expect((await stored(quote.quoteNumber)).status).toBe('answered')
    const detail = await json<{ quote: QuoteDetail }>(await one(quote.quoteNumber, 'beschaffung'))
    expect(detail.body.data.quote).toMatchObject({
      state: 'expired',
      stateLabel: 'Abgelaufen',
      canAccept: false,
    })
  })

  it('falls back to the list price when the quote expires before the submit, and says so', async () => {
    const quote = await answeredQuote()
    expect((await accept(quote.quoteNumber, 'beschaffung')).status).toBe(200)
    await expire(quote)
    const cart = await cartOf('beschaffung')
    const line = cart.entries.find((entry) => entry.articleNumber === packs[0])!
    expect(line.price?.priceType).toBe('net')
    expect(line.price!.unitPriceCents).toBe(quote.lines[0]!.listUnitPriceCents)
    expect(line.quote).toMatchObject({ applies: false, reason: 'expired', quoteNumber: quote.quoteNumber })
    expect(cart.changes.find((change) => change.itemKey === line.itemKey)).toMatchObject({
      reason: 'quoteEnded',
      from: quote.lines[0]!.quotedUnitPriceCents,
      to: quote.lines[0]!.listUnitPriceCents,
    })
    // The checkout shows the change and refuses the order until the buyer has seen the list price.
    const overview = await checkoutOf('beschaffung')
    expect(overview.changes.map((change) => change.reason)).toEqual(['quoteEnded', 'quoteEnded'])
    const orders = (await payload.count({ collection: 'orders' })).totalDocs
    const refused = await json(await commit('beschaffung'))
    expect(refused.status).toBe(409)
    expect(refused.body.messages?.[0]?.message).toMatch(/Offertpreis einer Position gilt nicht mehr/)
    expect((await payload.count({ collection: 'orders' })).totalDocs).toBe(orders)
    for (const change of cart.changes)
      expect((await confirmChange('beschaffung', change.id)).status).toBe(200)
    const seen = await cartOf('beschaffung')
    expect(seen.changes).toEqual([])
    expect(seen.entries.every((entry) => entry.quote == null && entry.price?.priceType === 'net')).toBe(true)
    const placed = await json<CommitResult>(await commit('beschaffung'))
    expect(placed.status).toBe(200)
    const order = (
      await payload.find({
        collection: 'orders',
        where: { orderNumber: { equals: placed.body.data.orderNumber } },
        depth: 0,
      })
    ).docs[0] as Order
    expect(order.quote ?? null).toBeNull()
    expect(order.lines.every((entry) => !entry.quotedPrice)).toBe(true)
    expect((await stored(quote.quoteNumber)).status).toBe('accepted')
  })

  it('ends the quoted price of a line whose count changes', async () => {
    const quote = await answeredQuote()
    expect((await accept(quote.quoteNumber, 'beschaffung')).status).toBe(200)
    const line = (await cartOf('beschaffung')).entries.find((entry) => entry.articleNumber === packs[0])!
    const changed = await json<B2BCart>(await setCount('beschaffung', line.itemKey, 11))
    const now = changed.body.data.entries.find((entry) => entry.itemKey === line.itemKey)!
    expect(now.price?.priceType).toBe('net')
    expect(now.quote ?? null).toBeNull()
    expect(
      changed.body.data.entries.find((entry) => entry.articleNumber === packs[1])!.price?.priceType,
    ).toBe('quoted')
  })

  it('refuses a second quote while the cart holds a quote that still applies', async () => {
    const first = await answeredQuote()
    const second = await answeredQuote()
    expect((await accept(first.quoteNumber, 'beschaffung')).status).toBe(200)
    const before = await cartOf('beschaffung')
    const res = await json(await accept(second.quoteNumber, 'beschaffung'))
    expect(res.status).toBe(409)
    expect(res.body.messages?.[0]?.message).toBe(
      `Ihr Warenkorb enthält bereits Positionen der Offerte ${first.quoteNumber}. Bestellen oder entfernen Sie diese zuerst.`,
    )
    expect(await cartOf('beschaffung')).toEqual(before)
    expect((await stored(second.quoteNumber)).status).toBe('answered')
  })
})

describe('declining', () => {
  it('withdraws a request, declines an answer, and refuses what is decided', async () => {
    const created = await json<{ quote: QuoteEntry }>(
      await request(
        { source: 'product', productNumber: PRODUCT, lines: [{ articleNumber: packs[0], quantity: 2 }] },
        'beschaffung',
      ),
    )
    const withdrawn = await json<{ quote: QuoteDetail }>(
      await decline(created.body.data.quote.quoteNumber, 'beschaffung'),
    )
    expect(withdrawn.status).toBe(200)
    expect(withdrawn.body.data.quote.state).toBe('declined')
    expect(withdrawn.body.messages?.[0]?.message).toMatch(/zurückgezogen/)
    const quote = await answeredQuote()
    expect((await decline(quote.quoteNumber, 'beschaffung')).status).toBe(200)
    const again = await json(await decline(quote.quoteNumber, 'beschaffung'))
    expect(again.status).toBe(409)
    expect((await accept(quote.quoteNumber, 'beschaffung')).status).toBe(409)
    // Sales cannot change the prices of an accepted quote.
    const taken = await answeredQuote()
    expect((await accept(taken.quoteNumber, 'beschaffung')).status).toBe(200)
    const current = await stored(taken.quoteNumber)
    const error = await answer(current, [1, 1], addDays(swissToday(), 30)).then(
      () => null,
      (e: unknown) => e as { data?: { errors?: { message: string }[] } },
    )
    expect(error?.data?.errors?.[0]?.message).toMatch(/accepted/)
    expect((await stored(taken.quoteNumber)).lines.map((line) => line.quotedUnitPriceCents)).toEqual(
      current.lines.map((line) => line.quotedUnitPriceCents),
    )
  })
})

describe('a quoted order that needs approval', () => {
  const approvalOf = async (orderNumber: string) =>
    (
      await json<{ approval: ApprovalDetail }>(
        await approvalApi(makeRequest(`/api/company/approvals/${orderNumber}`, as('kunde')), {
          params: Promise.resolve({ orderNumber }),
        }),
      )
    ).body.data.approval
  /** einkauf (order limit CHF 1000) accepts a quote above its limit and submits: the order awaits approval. */
  async function submittedAboveLimit(): Promise<{ quote: Quote; orderNumber: string }> {
    await emptyCart('einkauf')
    const quote = await answeredQuote(addDays(swissToday(), 10), 'einkauf', [30, 30])
    expect(
      quote.lines.reduce((sum, line) => sum + line.quotedUnitPriceCents! * line.quantity, 0),
    ).toBeGreaterThan(100_000)
    expect((await accept(quote.quoteNumber, 'einkauf')).status).toBe(200)
    const submitted = await json<CommitResult>(await commit('einkauf'))
    expect(submitted.status).toBe(200)
    expect(submitted.body.data.awaitingApproval).toBe(true)
    expect(await stored(quote.quoteNumber)).toMatchObject({
      status: 'ordered',
      orderNumber: submitted.body.data.orderNumber,
    })
    return { quote, orderNumber: submitted.body.data.orderNumber }
  }

  it('keeps the quoted prices when an administrator approves it, even after the validity', async () => {
    const { quote, orderNumber } = await submittedAboveLimit()
    await expire(await stored(quote.quoteNumber))
    const detail = await approvalOf(orderNumber)
    expect(detail.priceChanged).toBe(false)
    expect(detail.lines.map((line) => line.unitPriceCents)).toEqual(
      quote.lines.map((line) => line.quotedUnitPriceCents),
    )
    const approved = await approveApi(
      makeRequest(`/api/company/approvals/${orderNumber}/approve`, {
        method: 'POST',
        body: { expectedTotalCents: detail.current.netCents },
        ...as('kunde'),
      }),
      { params: Promise.resolve({ orderNumber }) },
    )
    expect(approved.status).toBe(200)
    const order = (
      await payload.find({ collection: 'orders', where: { orderNumber: { equals: orderNumber } }, depth: 0 })
    ).docs[0] as Order
    expect(order.status).toBe('open')
    expect(order.lines.map((line) => [line.unitPriceCents, line.quotedPrice])).toEqual(
      quote.lines.map((line) => [line.quotedUnitPriceCents, true]),
    )
  })

  it('gives the quote back to the buyer when the order is rejected: its lines come back quoted', async () => {
    const { quote, orderNumber } = await submittedAboveLimit()
    const rejected = await rejectApi(
      makeRequest(`/api/company/approvals/${orderNumber}/reject`, {
        method: 'POST',
        body: { reason: 'Bitte auf zwei Bestellungen aufteilen.' },
        ...as('kunde'),
      }),
      { params: Promise.resolve({ orderNumber }) },
    )
    expect(rejected.status).toBe(200)
    expect(await stored(quote.quoteNumber)).toMatchObject({ status: 'accepted', orderNumber: null })
    const cart = await cartOf('einkauf')
    expect(cart.entries.map((entry) => [entry.articleNumber, entry.count, entry.price?.priceType])).toEqual(
      quote.lines.map((line) => [line.articleNumber, line.quantity, 'quoted']),
    )
    expect(cart.changes).toEqual([])
  })
})

describe('an employee acting for a contact', () => {
  const contactOf = async (contactId: string) =>
    (await payload.find({ collection: 'contacts', where: { contactId: { equals: contactId } }, limit: 1 }))
      .docs[0] as Contact
  const select = async (contactId: string) => {
    const contact = await contactOf(contactId)
    const res = await selectApi(
      makeRequest('/api/contact/select', {
        method: 'POST',
        body: { id: String(contact.id), contactId: contact.contactId },
        ...as('mitarbeiter'),
      }),
    )
    expect(res.status).toBe(200)
    return contact
  }
  const leave = () => leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))

  it('asks and accepts for the contact it acts for (audited); the administrator sees it; for another contact it is not found', async () => {
    expect((await list('', 'mitarbeiter')).status).toBe(403)
    const hans = await select('K-100200-01')
    try {
      await emptyCart('mitarbeiter')
      const quote = await answeredQuote(addDays(swissToday(), 10), 'mitarbeiter', [2, 1])
      expect(quote).toMatchObject({
        account: accounts.mitarbeiter.id,
        contact: hans.id,
        placedBy: accounts.mitarbeiter.id,
      })
      const own = await json<{ results: TableResults<QuoteEntry> }>(await list('', 'mitarbeiter'))
      expect(
        own.body.data.results.entries.find((entry) => entry.quoteNumber === quote.quoteNumber),
      ).toMatchObject({
        own: true,
        canAccept: true,
        requestedBy: 'Erika Berger',
      })
      expect((await accept(quote.quoteNumber, 'mitarbeiter')).status).toBe(200)
      expect((await cartOf('mitarbeiter')).entries.map((entry) => entry.price?.priceType)).toEqual([
        'quoted',
        'quoted',
      ])
      const audit = (
        await payload.find({
          collection: 'audit-log',
          where: {
            and: [{ actor: { equals: accounts.mitarbeiter.id } }, { action: { equals: 'quote.accept' } }],
          },
          sort: '-createdAt',
          limit: 1,
          depth: 0,
        })
      ).docs[0] as AuditLog
      expect(audit).toMatchObject({ contact: hans.id })
      expect(audit.details).toMatchObject({ quoteNumber: quote.quoteNumber })
      const company = await json<{ results: TableResults<QuoteEntry> }>(await list('?limit=100', 'kunde'))
      expect(
        company.body.data.results.entries.find((entry) => entry.quoteNumber === quote.quoteNumber),
      ).toMatchObject({ own: false, requestedBy: 'Erika Berger' })
      expect((await one(quote.quoteNumber, 'einkauf')).status).toBe(404)
      expect((await leave()).status).toBe(200)
      await select('K-100200-03')
      expect((await one(quote.quoteNumber, 'mitarbeiter')).status).toBe(404)
      expect((await decline(quote.quoteNumber, 'mitarbeiter')).status).toBe(404)
    } finally {
      await leave()
    }
  })
})
