import { zipSync } from 'fflate'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { readSheet } from 'read-excel-file/node'
import writeExcelFile from 'write-excel-file/node'

import { DELETE as emptyApi, GET as getApi } from '@/app/api/b2bcart/route'
import { POST as fileApi } from '@/app/api/b2bcart/quick-order/file/route'
import { GET as templateApi } from '@/app/api/b2bcart/quick-order/template/route'
import type { Article } from '@/cms/payload-types'
import type { B2BCart } from '@/features/carts/schemas'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { type: string; message: string; meta?: { fields?: string[] } }[] }

const ORIGIN = 'http://localhost:3000'
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

let payload: Payload
let tokens: Record<string, string>
/** Articles Garage Muster (100200) may order, and one that is disabled. */
let orderable: string[] = []
let disabled: string

const as = (user?: string, origin = ORIGIN, locale = 'de-ch') => ({
  headers: { 'x-tribo-locale': locale, origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})

const upload = async (
  content: Uint8Array | string,
  name: string,
  user: string | null = 'teile',
  type = '',
) => {
  const form = new FormData()
  form.append('file', new Blob([content as BlobPart], { type }), name)
  const res = await fileApi(
    makeRequest('/api/b2bcart/quick-order/file', { method: 'POST', body: form, ...as(user ?? undefined) }),
  )
  return { status: res.status, body: (await res.json()) as Envelope<B2BCart> }
}
const cartOf = async (user = 'teile') =>
  ((await (await getApi(makeRequest('/api/b2bcart/', as(user)))).json()) as Envelope<B2BCart>).data
const empty = (user = 'teile') => emptyApi(makeRequest('/api/b2bcart/', { method: 'DELETE', ...as(user) }))
const xlsx = async (rows: unknown[][]) => new Uint8Array(await writeExcelFile(rows as never).toBuffer())
const lines = (cart: B2BCart) => cart.entries.map((entry) => [entry.articleNumber, entry.count])
const errors = (body: Envelope<unknown>) => (body.messages ?? []).filter((m) => m.type === 'error')

beforeAll(async () => {
  payload = await getTestPayload()
  const tenant = (
    await payload.find({ collection: 'tenants', where: { slug: { equals: 'tribo' } }, limit: 1, depth: 0 })
  ).docs[0]!.id
  tokens = (await loginDemoAccounts(payload)).tokens
  const customer = (
    await payload.find({
      collection: 'customers',
      where: { customerId: { equals: '100200' } },
      limit: 1,
      depth: 0,
    })
  ).docs[0]!
  const priceList = typeof customer.priceList === 'object' ? customer.priceList!.id : customer.priceList
  const articles = (
    await payload.find({
      collection: 'articles',
      where: { tenant: { equals: tenant } },
      sort: 'articleNumber',
      depth: 0,
      limit: 400,
    })
  ).docs as Article[]
  orderable = articles
    .filter(
      (a) =>
        !a.disabled &&
        (a.prices ?? []).some(
          (row) => (typeof row.priceList === 'object' ? row.priceList.id : row.priceList) === priceList,
        ),
    )
    .map((a) => a.articleNumber)
  const off = articles.find((a) => a.disabled)
  if (off) disabled = off.articleNumber
  else {
    const last = articles.at(-1)!
    await payload.update({
      collection: 'articles',
      id: last.id,
      data: { disabled: true },
      context: { disableRevalidate: true },
    })
    disabled = last.articleNumber
  }
}, 300_000)

describe('Quick order from a file: good files', () => {
  it('puts the rows of an XLSX file into the cart, found by their headers, and names every bad row', async () => {
    await empty()
    const [first, second, third] = orderable
    const file = await xlsx([
      ['Pos.', 'Bezeichnung', 'Art.-Nr.', 'Menge'],
      [1, 'Motorenöl', first, 3],
      [2, 'Getriebeöl', second!.toLowerCase(), "1'000"],
      [3, 'Unbekannt', 'NOPE-404', 1],
      [4, 'Ausverkauft', disabled, 1],
      [5, 'Halbe Menge', third, 2.5],
      [6, 'Formel', third, { type: 'Formula', value: '=D2*2' }],
    ])
    const res = await upload(file, 'Bestellung.xlsx', 'teile', XLSX_TYPE)
    expect(res.status).toBe(200)
    expect(lines(res.body.data)).toEqual([
      [first, 3],
      [second, 1000],
    ])
    expect(res.body.messages?.[0]).toMatchObject({
      type: 'success',
      message: '2 Positionen wurden in den Warenkorb gelegt.',
    })
    expect(errors(res.body).map((m) => [m.message, m.meta?.fields])).toEqual([
      ['Zeile 4: Den Artikel NOPE-404 gibt es nicht.', ['line.4']],
      [`Zeile 5: Der Artikel ${disabled} ist nicht mehr erhältlich.`, ['line.5']],
      [`Zeile 6 («${third}; 2.5»): Die Menge muss eine ganze Zahl von 1 bis 9999 sein.`, ['line.6']],
      [
        `Zeile 7 («${third}; =»): Formeln werden nicht übernommen. Bitte den Wert selbst eintragen.`,
        ['line.7'],
      ],
    ])
    expect(lines(await cartOf())).toEqual(lines(res.body.data))
  })

  it('reads CSV with semicolons (Windows-1252, as Swiss Excel saves it), commas and tabs, with and without a header', async () => {
    await empty()
    const [first, second, third] = orderable
    // "Stück" in Windows-1252 and a quoted field with the separator inside.
    const latin1 = Uint8Array.from(
      [...`Artikelnummer;"Bezeichnung; lang";Stück\r\n${first};"Öl; 5 l";2\r\n`].map((c) => c.charCodeAt(0)),
    )
    expect((await upload(latin1, 'liste.csv', 'teile', 'text/csv')).status).toBe(200)
    expect((await upload(`Article number,Quantity\n${second},4\n`, 'list.csv')).status).toBe(200)
    expect((await upload(`${third}\t5\n${first}\t1\n`, 'list.txt')).status).toBe(200)
    expect(lines(await cartOf())).toEqual([
      [first, 3],
      [second, 4],
      [third, 5],
    ])
  })

  it('offers a template in the page language that the upload reads back as it is', async () => {
    await empty()
    const res = await templateApi(
      makeRequest('/api/b2bcart/quick-order/template?format=xlsx', {
        headers: { referer: 'http://localhost:3000/fr-ch/warenkorb' },
        cookies: { tribo_account: tokens.teile! },
      }),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE)
    expect(res.headers.get('content-disposition')).toContain('.xlsx')
    const template = new Uint8Array(await res.arrayBuffer())
    const rows = await readSheet(Buffer.from(template))
    expect(rows[0]).toEqual(["Numéro d'article", 'Quantité'])
    expect(rows).toHaveLength(3)
    const back = await upload(template, 'modele.xlsx')
    expect(back.status).toBe(200)
    expect(back.body.data.entries).toHaveLength(2)

    const csv = await templateApi(makeRequest('/api/b2bcart/quick-order/template?format=csv', as('teile')))
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const csvBytes = new Uint8Array(await csv.arrayBuffer())
    // A byte order mark first, so that Excel reads the UTF-8 right.
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(new TextDecoder().decode(csvBytes).split('\r\n')[0]).toBe('Artikelnummer;Menge')
    expect(
      (await templateApi(makeRequest('/api/b2bcart/quick-order/template?format=pdf', as('teile')))).status,
    ).toBe(400)
  })
})

describe('Quick order from a file: refused files change nothing', () => {
  it('refuses other types, old .xls, damaged and empty files, a file without the columns, and a ZIP bomb', async () => {
    await empty()
    const [first] = orderable
    const before = await cartOf()
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0])
    const notXlsx = zipSync({ 'word/document.xml': new TextEncoder().encode('<w:document/>') })
    const damaged = (
      await xlsx([
        ['Artikelnummer', 'Menge'],
        [first, 1],
      ])
    ).slice(0, 300)
    // 30 MB of zeros packs into about 30 kB: unpacked it passes the 20 MB limit.
    const bomb = zipSync({
      'xl/workbook.xml': new TextEncoder().encode('<workbook/>'),
      'xl/worksheets/sheet1.xml': new Uint8Array(30 * 1024 * 1024),
    })
    expect(bomb.length).toBeLessThan(1024 * 1024)
    const cases: [Uint8Array | string, string, string][] = [
      [png, 'bild.xlsx', 'Diese Datei ist weder eine Excel-Datei (XLSX) noch eine CSV-Datei.'],
      [xls, 'alt.xls', 'Alte Excel-Dateien (.xls) können nicht gelesen werden.'],
      [notXlsx, 'brief.xlsx', 'Diese Datei ist weder eine Excel-Datei (XLSX) noch eine CSV-Datei.'],
      [damaged, 'kaputt.xlsx', 'Die Datei ist beschädigt und kann nicht gelesen werden.'],
      [bomb, 'bombe.xlsx', 'Die Datei ist beschädigt und kann nicht gelesen werden.'],
      ['', 'leer.csv', 'Die Datei ist leer.'],
      ['\r\n;\r\n', 'leer.csv', 'Die Datei ist leer.'],
      ['Name;Preis\nÖl;12\n', 'preise.csv', 'Die Spalte «Artikelnummer» wurde nicht gefunden.'],
      ['Artikelnummer;Menge\nNOPE-1;1\n=1+1;2\n', 'nichts.csv', 'Zeile 2: Den Artikel NOPE-1 gibt es nicht.'],
    ]
    for (const [content, name, message] of cases) {
      const res = await upload(content, name)
      expect(res.status, name).toBe(400)
      expect(errors(res.body)[0]?.message, name).toContain(message)
    }
    expect(await cartOf()).toEqual(before)
  })

  it('refuses a file over 1 MB with 413, and more than 200 rows with 400', async () => {
    await empty()
    const big = new Uint8Array(10 * 1024 * 1024).fill(0x41)
    const res = await upload(big, 'gross.csv')
    expect(res.status).toBe(413)
    expect(errors(res.body)[0]).toMatchObject({
      message: 'Die Datei ist zu gross (höchstens 1 MB).',
      meta: { fields: ['file'] },
    })
    const many = ['Artikelnummer;Menge', ...Array.from({ length: 201 }, () => `${orderable[0]};1`)].join('\n')
    const tooMany = await upload(many, 'viele.csv')
    expect(tooMany.status).toBe(400)
    expect(errors(tooMany.body)[0]?.message).toBe(
      'Die Datei hat mehr als 200 Zeilen. Bitte auf mehrere Dateien aufteilen.',
    )
    expect((await cartOf()).entries).toHaveLength(0)
  })

  it('asks for a file when the field is missing or not a file', async () => {
    const form = new FormData()
    form.append('file', 'TRB-1;1')
    const res = await fileApi(
      makeRequest('/api/b2bcart/quick-order/file', { method: 'POST', body: form, ...as('teile') }),
    )
    expect(res.status).toBe(400)
    expect(((await res.json()) as Envelope<unknown>).messages?.[0]).toMatchObject({
      message: 'Bitte eine Datei wählen.',
      meta: { fields: ['file'] },
    })
  })

  it('answers 401 to visitors, 403 to viewers, private customers and other sites', async () => {
    const csv = `Artikelnummer;Menge\n${orderable[0]};1\n`
    expect((await upload(csv, 'a.csv', null)).status).toBe(401)
    expect((await upload(csv, 'a.csv', 'ansicht')).status).toBe(403)
    expect((await upload(csv, 'a.csv', 'privat')).status).toBe(403)
    const form = new FormData()
    form.append('file', new Blob([csv]), 'a.csv')
    const foreign = await fileApi(
      makeRequest('/api/b2bcart/quick-order/file', {
        method: 'POST',
        body: form,
        ...as('teile', 'https://evil.example'),
      }),
    )
    expect(foreign.status).toBe(403)
  })
})
