/**
 * The one PDF layout of every order document (confirmation, delivery note, invoice), on PDFKit:
 * A4, the tenant's theme (header band and logo as on the site's header, the primary colour for
 * the table head and rules), the addresses and the order's facts, the line table over as many
 * pages as it needs (its head repeated, no row split), VAT per rate and the totals, the terms'
 * version, who ordered, page numbers and the issuer's address in the footer. Texts come from the
 * `orderDocuments` catalogue in the document's language; figures in the Swiss format of every
 * language (lib/money.ts, lib/dates.ts). Pure: data in, PDF bytes out (no clock, no files).
 */
import PDFDocument from 'pdfkit'

import { formatDate } from '../../lib/dates'
import { formatAmount, formatPrice } from '../../lib/money'
import { formatCount } from '../../lib/numbers'

import { DOCUMENT_ISSUER } from './constants'
import type { DocumentLine, OrderDocumentData } from './document'
import {
  fitLine,
  fittingSize,
  wrapCode,
  pdfText,
  planPages,
  tableColumns,
  vatRateLabel,
  wrapText,
  type Column,
  type Measure,
} from './layout'
import { parseLogo, type Logo } from './logo'
import { documentTheme, tint, type DocumentTheme } from './theme'

/** A text of the `orderDocuments` catalogue in the document's language (`pdf.number`, `kinds.invoice` …). */
export type DocumentTranslator = (key: string, values?: Record<string, string | number>) => string

type Doc = PDFKit.PDFDocument

const PAGE = { width: 595.28, height: 841.89 }
const LEFT = 50
const RIGHT = PAGE.width - 50
const WIDTH = RIGHT - LEFT
const BAND = 64
const BODY_TOP = BAND + 26
/** Content ends here; the footer sits below. */
const BOTTOM = PAGE.height - 62
const FOOTER_RULE = PAGE.height - 50

const FONT = 'Helvetica'
const BOLD = 'Helvetica-Bold'

const SIZE = {
  body: 9,
  small: 7.5,
  label: 8,
  head: 8,
  title: 17,
  name: 9,
  detail: 7.8,
  article: 8.3,
  articleMin: 6.5,
}
const LINE = { name: 11, detail: 9.6 }
const ROW_PADDING = 4
const HEAD_HEIGHT = 18
/** At most this many lines of a product's name and of its details (pack, reference, price note) per row. */
const MAX_NAME_LINES = 3
const MAX_DETAIL_LINES = 2

type Ctx = {
  doc: Doc
  data: OrderDocumentData
  /** The document's texts (named so: `ctx.t` is the catalogue's translator elsewhere). */
  text: DocumentTranslator
  theme: DocumentTheme
  logo: Logo | null
}

const measureIn =
  (doc: Doc, font: string, size: number): Measure =>
  (text) =>
    doc.font(font).fontSize(size).widthOfString(text)

/** One line of text at (x, y), never wrapped, cut with "…" when wider than `width`. */
function line(
  doc: Doc,
  value: string,
  x: number,
  y: number,
  width: number,
  {
    font = FONT,
    size = SIZE.body,
    color,
    align = 'left',
  }: { font?: string; size?: number; color: string; align?: 'left' | 'right' },
): void {
  const text = fitLine(value, width, measureIn(doc, font, size))
  if (!text) return
  doc.font(font).fontSize(size).fillColor(color)
  const textWidth = doc.widthOfString(text)
  doc.text(text, align === 'right' ? x + width - textWidth : x, y, { lineBreak: false })
}

const title = (ctx: Ctx) => ctx.text(`kinds.${ctx.data.kind}`)

/** The header band of every page: the logo (or the tenant's name) on the theme's header colour, the document on the right. */
function drawBand(ctx: Ctx): void {
  const { doc, theme, logo, data } = ctx
  doc.save().rect(0, 0, PAGE.width, BAND).fill(theme.headerBg).restore()
  doc.save().rect(0, BAND, PAGE.width, 3).fill(theme.primary).restore()
  if (logo) {
    const height = 34
    const scale = height / logo.viewBox[3]
    doc.save()
    doc.translate(LEFT, (BAND - height) / 2)
    doc.scale(scale)
    doc.translate(-logo.viewBox[0], -logo.viewBox[1])
    for (const path of logo.paths) {
      doc.save()
      doc.transform(...path.matrix)
      doc.path(path.d)
      if (path.stroke) doc.lineWidth(path.strokeWidth).lineCap(path.lineCap).strokeColor(path.stroke)
      if (path.fill && path.stroke) doc.fillAndStroke(path.fill, path.stroke)
      else if (path.fill) doc.fill(path.fill)
      else if (path.stroke) doc.stroke()
      doc.restore()
    }
    doc.restore()
  } else
    line(doc, data.tenant.name, LEFT, BAND / 2 - 8, WIDTH / 2, {
      font: BOLD,
      size: 16,
      color: theme.headerText,
    })
  line(doc, title(ctx), LEFT + WIDTH / 2, BAND / 2 - 11, WIDTH / 2, {
    font: BOLD,
    size: 10,
    color: theme.headerText,
    align: 'right',
  })
  line(doc, data.documentNumber, LEFT + WIDTH / 2, BAND / 2 + 2, WIDTH / 2, {
    size: 9,
    color: theme.headerText,
    align: 'right',
  })
}

/** An address block: its label and lines; answers the y below it. */
function drawAddress(ctx: Ctx, label: string, lines: string[], x: number, y: number, width: number): number {
  const { doc, theme } = ctx
  line(doc, label, x, y, width, { font: BOLD, size: SIZE.label, color: theme.textMuted })
  let at = y + 13
  for (const text of lines.slice(0, 7)) {
    line(doc, text, x, at, width, { size: 9.5, color: theme.text })
    at += 12
  }
  return at
}

/** The facts of the document and its order as label–value rows; answers the y below them. */
function drawFacts(ctx: Ctx, x: number, y: number, width: number): number {
  const { doc, theme, data, text: t } = ctx
  const { order } = data
  const rows: [string, string | null][] = [
    [t('pdf.number'), data.documentNumber],
    [t('pdf.date'), formatDate(data.issuedAt)],
    [
      t('pdf.orderNumber'),
      data.kind === 'confirmation' && order.orderNumber === data.documentNumber ? null : order.orderNumber,
    ],
    [t('pdf.orderedAt'), formatDate(order.orderedAt)],
    [t('pdf.customerNumber'), data.customer.number],
    [t('pdf.purchaseOrderNumber'), order.purchaseOrderNumber],
    [t('pdf.costCentre'), order.costCentre],
    [
      t('pdf.requestedDeliveryDate'),
      order.requestedDeliveryDate ? formatDate(`${order.requestedDeliveryDate}T12:00:00Z`) : null,
    ],
    [
      t('pdf.partialDelivery'),
      order.partialDelivery == null || data.kind === 'invoice'
        ? null
        : t(order.partialDelivery ? 'pdf.partialDeliveryAllowed' : 'pdf.partialDeliveryRefused'),
    ],
    [t('pdf.dueDate'), data.dueDate ? formatDate(`${data.dueDate}T12:00:00Z`) : null],
    [t('pdf.orderedBy'), data.buyer],
    [t('pdf.onBehalf'), data.onBehalf],
  ]
  const labelWidth = 108
  let at = y
  for (const [label, value] of rows) {
    if (!value) continue
    line(doc, label, x, at + 0.5, labelWidth - 6, { size: SIZE.label, color: theme.textMuted })
    line(doc, value, x + labelWidth, at, width - labelWidth, { size: SIZE.body, color: theme.text })
    at += 12.5
  }
  return at
}

/** The texts and height of one table row. */
type Row = {
  line: DocumentLine
  article: string[]
  articleSize: number
  name: string[]
  details: string[]
  height: number
}

function rowOf(ctx: Ctx, columns: Column[], item: DocumentLine): Row {
  const { doc, text: t } = ctx
  const description = columns.find((c) => c.key === 'description')!
  const articleColumn = columns.find((c) => c.key === 'articleNumber')!
  const inner = description.width - 8
  const name = wrapText(item.name, inner, measureIn(doc, FONT, SIZE.name), MAX_NAME_LINES)
  const notes = [
    item.pack ? t('pdf.pack', { pack: item.pack }) : null,
    item.itemRefText ? t('pdf.reference', { text: item.itemRefText }) : null,
    ctx.data.kind !== 'deliveryNote' && item.manualPrice ? t('pdf.manualPrice') : null,
    ctx.data.kind !== 'deliveryNote' && item.quotedPrice ? t('pdf.quotedPrice') : null,
  ].filter((note): note is string => !!note)
  const details = notes.length
    ? wrapText(notes.join(' · '), inner, measureIn(doc, FONT, SIZE.detail), MAX_DETAIL_LINES)
    : []
  // The article number whole on one line, smaller where it must be; a very long one (an ERP's) wraps at its hyphens.
  const articleWidth = articleColumn.width - 8
  const articleSize =
    fittingSize(
      item.articleNumber,
      articleWidth,
      (size) => measureIn(doc, FONT, size),
      SIZE.article,
      SIZE.articleMin,
    ) ?? SIZE.articleMin
  const article = wrapCode(item.articleNumber, articleWidth, measureIn(doc, FONT, articleSize), 2)
  const height =
    ROW_PADDING * 2 +
    Math.max(name.length * LINE.name + details.length * LINE.detail, article.length * LINE.detail, LINE.name)
  return { line: item, article, articleSize, name, details, height }
}

function drawTableHead(ctx: Ctx, columns: Column[], y: number): number {
  const { doc, theme, text: t } = ctx
  doc.save().rect(LEFT, y, WIDTH, HEAD_HEIGHT).fill(theme.primary).restore()
  for (const column of columns)
    line(doc, t(`pdf.${column.key}`), column.x + 4, y + 5.5, column.width - 8, {
      font: BOLD,
      size: SIZE.head,
      color: theme.primaryContrast,
      align: column.align,
    })
  return y + HEAD_HEIGHT
}

function drawRow(ctx: Ctx, columns: Column[], row: Row, y: number, shaded: boolean): void {
  const { doc, theme } = ctx
  if (shaded) doc.save().rect(LEFT, y, WIDTH, row.height).fill(tint(theme.primary, 0.07)).restore()
  const top = y + ROW_PADDING
  const cell = (key: Column['key']) => columns.find((c) => c.key === key)
  const value = (key: Column['key'], text: string, font = FONT) => {
    const column = cell(key)
    if (column)
      line(doc, text, column.x + 4, top + 1, column.width - 8, {
        font,
        color: theme.text,
        align: column.align,
      })
  }
  value('position', String(row.line.position))
  const article = cell('articleNumber')!
  row.article.forEach((text, i) =>
    line(doc, text, article.x + 4, top + 1.5 + i * LINE.detail, article.width - 8, {
      size: row.articleSize,
      color: theme.text,
    }),
  )
  const description = cell('description')!
  let at = top + 1
  for (const text of row.name) {
    line(doc, text, description.x + 4, at, description.width - 8, { size: SIZE.name, color: theme.text })
    at += LINE.name
  }
  for (const text of row.details) {
    line(doc, text, description.x + 4, at, description.width - 8, {
      size: SIZE.detail,
      color: theme.textMuted,
    })
    at += LINE.detail
  }
  value('quantity', formatCount(row.line.quantity))
  value('unitPrice', formatAmount(row.line.unitPriceCents))
  value('total', formatAmount(row.line.totalCents))
  value('vatRate', vatRateLabel(row.line.vatRate))
  doc
    .save()
    .moveTo(LEFT, y + row.height)
    .lineTo(RIGHT, y + row.height)
    .lineWidth(0.4)
    .strokeColor(theme.border)
    .stroke()
    .restore()
}

/** The block below the lines: totals (priced documents), payment terms, the receipt's signature (delivery notes), remark and terms. */
type Tail = { height: number; draw: (y: number) => void }

function tailOf(ctx: Ctx): Tail {
  const { doc, data, text: t, theme } = ctx
  const parts: { height: number; draw: (y: number) => void }[] = []
  const priced = data.kind !== 'deliveryNote'
  if (priced) {
    const rows: [string, string, boolean][] = [[t('pdf.netTotal'), formatPrice(data.vat.netCents), false]]
    for (const rate of data.vat.rates)
      rows.push([
        t('pdf.vatOn', { rate: vatRateLabel(rate.rate), net: formatPrice(rate.netCents) }),
        formatPrice(rate.vatCents),
        false,
      ])
    rows.push([t('pdf.grossTotal'), formatPrice(data.vat.grossCents), true])
    if (data.amountDueCents != null && data.amountDueCents !== data.vat.grossCents)
      rows.push([t('pdf.amountDue'), formatPrice(data.amountDueCents), true])
    const x = LEFT + WIDTH * 0.42
    const width = RIGHT - x
    parts.push({
      height: rows.length * 15 + 14,
      draw: (y) => {
        let at = y + 8
        for (const [label, amount, strong] of rows) {
          if (strong)
            doc
              .save()
              .moveTo(x, at - 3)
              .lineTo(RIGHT, at - 3)
              .lineWidth(0.8)
              .strokeColor(theme.text)
              .stroke()
              .restore()
          line(doc, label, x, at, width - 100, { font: strong ? BOLD : FONT, color: theme.text })
          line(doc, amount, RIGHT - 100, at, 100, {
            font: strong ? BOLD : FONT,
            color: theme.text,
            align: 'right',
          })
          at += 15
        }
      },
    })
  }
  const paragraph = (text: string, font = FONT, color = theme.text) => {
    const lines = wrapText(text, WIDTH, measureIn(doc, font, SIZE.body), 12)
    parts.push({
      height: lines.length * 12 + 6,
      draw: (y) =>
        lines.forEach((value, i) => line(doc, value, LEFT, y + 6 + i * 12, WIDTH, { font, color })),
    })
  }
  if (data.kind === 'invoice' && data.dueDate && data.paymentDays != null)
    paragraph(
      t('pdf.paymentTerms', {
        days: data.paymentDays,
        date: formatDate(`${data.dueDate}T12:00:00Z`),
        number: data.documentNumber,
      }),
      BOLD,
    )
  if (data.order.remark) paragraph(`${t('pdf.remark')}: ${data.order.remark}`)
  if (data.order.termsVersion && data.kind !== 'deliveryNote')
    paragraph(t('pdf.terms', { version: data.order.termsVersion }), FONT, theme.textMuted)
  if (data.kind === 'deliveryNote')
    parts.push({
      height: 58,
      draw: (y) => {
        line(doc, t('pdf.received'), LEFT, y + 14, WIDTH, { color: theme.text })
        doc
          .save()
          .moveTo(LEFT, y + 48)
          .lineTo(LEFT + 230, y + 48)
          .lineWidth(0.6)
          .strokeColor(theme.textMuted)
          .stroke()
          .restore()
        line(doc, t('pdf.signature'), LEFT, y + 51, 230, { size: SIZE.small, color: theme.textMuted })
      },
    })
  return {
    height: parts.reduce((sum, part) => sum + part.height, 0) + 6,
    draw: (y) => {
      let at = y + 6
      for (const part of parts) {
        part.draw(at)
        at += part.height
      }
    },
  }
}

/** The footer of every page: the issuer's address and VAT number, the page of pages. */
function drawFooters(ctx: Ctx): void {
  const { doc, text: t, theme } = ctx
  const range = doc.bufferedPageRange()
  const issuer = DOCUMENT_ISSUER
  const address = [
    issuer.name,
    issuer.street,
    `${issuer.postalCode} ${issuer.town}`,
    issuer.phone,
    issuer.email,
    issuer.web,
    t('pdf.vatNumber', { uid: issuer.uid }),
  ].join(' · ')
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    doc
      .save()
      .moveTo(LEFT, FOOTER_RULE)
      .lineTo(RIGHT, FOOTER_RULE)
      .lineWidth(0.5)
      .strokeColor(theme.border)
      .stroke()
      .restore()
    const page = t('pdf.page', { page: index - range.start + 1, pages: range.count })
    const pageWidth = measureIn(doc, FONT, SIZE.small)(page) + 4
    line(doc, address, LEFT, FOOTER_RULE + 8, WIDTH - pageWidth - 12, {
      size: SIZE.small,
      color: theme.textMuted,
    })
    line(doc, page, RIGHT - pageWidth, FOOTER_RULE + 8, pageWidth, {
      size: SIZE.small,
      color: theme.textMuted,
      align: 'right',
    })
  }
}

function newPage(ctx: Ctx): number {
  const { doc, data, text: t, theme } = ctx
  doc.addPage()
  drawBand(ctx)
  line(doc, t('pdf.continued', { title: title(ctx), number: data.documentNumber }), LEFT, BODY_TOP, WIDTH, {
    size: SIZE.label,
    color: theme.textMuted,
  })
  return BODY_TOP + 18
}

function draw(ctx: Ctx): void {
  const { doc, data, text: t, theme } = ctx
  drawBand(ctx)
  // Addresses on the left (a delivery note leads with where the goods go), the facts on the right.
  const column = WIDTH * 0.5 - 10
  const addresses: [string, string[]][] =
    data.kind === 'deliveryNote'
      ? [
          [t('pdf.shipTo'), data.shipTo],
          [t('pdf.billTo'), data.billTo],
        ]
      : [
          [t('pdf.billTo'), data.billTo],
          [t('pdf.shipTo'), data.shipTo],
        ]
  let left = BODY_TOP
  for (const [label, lines] of addresses) left = drawAddress(ctx, label, lines, LEFT, left, column) + 10
  const right = drawFacts(ctx, LEFT + WIDTH * 0.5 + 10, BODY_TOP, WIDTH * 0.5 - 10)

  let y = Math.max(left, right) + 12
  doc.save().rect(LEFT, y, 4, 22).fill(theme.primary).restore()
  line(doc, `${title(ctx)} ${data.documentNumber}`, LEFT + 12, y + 3, WIDTH - 12, {
    font: BOLD,
    size: SIZE.title,
    color: theme.text,
  })
  y += 32
  const intro = wrapText(
    t(`pdf.intro.${data.kind}`, { orderNumber: data.order.orderNumber }),
    WIDTH,
    measureIn(doc, FONT, SIZE.body),
    3,
  )
  intro.forEach((text, i) => line(doc, text, LEFT, y + i * 12, WIDTH, { color: theme.text }))
  y += intro.length * 12 + 8

  const columns = tableColumns(data.kind !== 'deliveryNote', LEFT, WIDTH)
  const rows = data.lines.map((item) => rowOf(ctx, columns, item))
  const tail = tailOf(ctx)
  const firstFree = BOTTOM - y - HEAD_HEIGHT
  const nextFree = BOTTOM - (BODY_TOP + 18) - HEAD_HEIGHT
  const plan = planPages(
    rows.map((row) => row.height),
    firstFree,
    nextFree,
    tail.height,
  )
  plan.pages.forEach((indexes, pageIndex) => {
    if (pageIndex > 0) y = newPage(ctx)
    y = drawTableHead(ctx, columns, y)
    if (!rows.length) {
      line(doc, t('pdf.noLines'), LEFT + 4, y + 6, WIDTH - 8, { color: theme.textMuted })
      y += 22
    }
    for (const index of indexes) {
      drawRow(ctx, columns, rows[index]!, y, index % 2 === 1)
      y += rows[index]!.height
    }
  })
  if (plan.tailOnNewPage) y = newPage(ctx)
  tail.draw(y)
}

/** The PDF of an order document. `logoSvg`: the tenant theme's logo file, drawn when it is a plain SVG of paths. */
export async function renderOrderDocument(
  data: OrderDocumentData,
  t: DocumentTranslator,
  { logoSvg }: { logoSvg?: string | null } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 20, bottom: 10, left: LEFT, right: PAGE.width - RIGHT },
    bufferPages: true,
    autoFirstPage: true,
    lang: data.language,
    displayTitle: true,
    info: {
      Title: pdfText(`${t(`kinds.${data.kind}`)} ${data.documentNumber}`),
      Author: DOCUMENT_ISSUER.name,
      Subject: pdfText(`${data.tenant.name} ${data.order.orderNumber}`),
      Creator: data.tenant.name,
      CreationDate: new Date(data.issuedAt),
      ModDate: new Date(data.issuedAt),
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const ctx: Ctx = {
    doc,
    data,
    text: t,
    theme: documentTheme(data.tenant.theme),
    logo: logoSvg ? parseLogo(logoSvg) : null,
  }
  draw(ctx)
  drawFooters(ctx)
  doc.end()
  return done
}
