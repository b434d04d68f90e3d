import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'

import type { Article, Customer, Order, OrderDocument, Product, Tenant } from '../payload-types'
import {
  documentData,
  documentFileName,
  renderOrderDocument,
  type DocumentTranslator,
  type OrderDocumentKind,
} from '../../features/order-documents/model'
import { languageOf } from '../../lib/i18n/locales'
import { getApiTranslator } from '../../lib/i18n/translator'
import { formatQuantity } from '../../lib/numbers'
import { relationId } from '../../lib/relation-ids'
import { SKIP_DOCUMENT_NOTIFICATION } from '../hooks/order-documents'
import { customerKey } from './customers'
import { LOCAL, tenantId, type SeedContext, type SeedStep } from './types'

/** Whose recent orders get their documents: Garage Muster AG and Transporte Alpin GmbH. */
const CUSTOMERS = ['100200', '100300']
/** The newest this many completed orders of each (confirmation, delivery note, invoice) and shipped ones (no invoice yet). */
const ORDERS_PER_CUSTOMER = { completed: 12, shipped: 4 } as const
const DAY = 24 * 60 * 60 * 1000

/** The ERP's numbers for an order's delivery note (80…) and invoice (90…): the order number's digits after its prefix. */
export const seededDocumentNumber = (kind: OrderDocumentKind, orderNumber: string) =>
  kind === 'confirmation' ? orderNumber : `${kind === 'deliveryNote' ? '80' : '90'}${orderNumber.slice(2)}`

/** What an order of the history has: its confirmation, a delivery note two days on when it went out, an invoice a day later when it is completed. */
export function seededDocuments(order: Pick<Order, 'orderNumber' | 'orderedAt' | 'status'>) {
  const at = (days: number) => new Date(new Date(order.orderedAt).getTime() + days * DAY).toISOString()
  const kinds: [OrderDocumentKind, string][] = [['confirmation', order.orderedAt]]
  if (order.status === 'shipped' || order.status === 'completed') kinds.push(['deliveryNote', at(2)])
  if (order.status === 'completed') kinds.push(['invoice', at(3)])
  return kinds.map(([kind, issuedAt]) => ({
    kind,
    issuedAt,
    documentNumber: seededDocumentNumber(kind, order.orderNumber),
  }))
}

const fullName = (person: { firstName?: string | null; lastName?: string | null } | null) =>
  person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || null : null

async function personName(payload: Payload, id: number | null): Promise<string | null> {
  if (id == null) return null
  const account = await payload.findByID({
    collection: 'accounts',
    id,
    depth: 0,
    disableErrors: true,
    select: { firstName: true, lastName: true },
    ...LOCAL,
  })
  return fullName(account)
}

/**
 * The document history of the demo customers: for the newest completed and shipped orders of
 * Garage Muster AG and Transporte Alpin GmbH the order confirmation, the delivery note and (once
 * completed) the invoice, written by the shop's own PDF layout (features/order-documents) and
 * stored through Payload's upload like real ones. Nobody is notified of history. Found by kind
 * and number: a second run changes nothing.
 */
export const orderDocumentsStep: SeedStep = {
  name: 'order-documents',
  async run(ctx: SeedContext) {
    const { payload } = ctx
    const tenant = (await payload.findByID({
      collection: 'tenants',
      id: tenantId(ctx, 'tribo'),
      depth: 0,
      ...LOCAL,
    })) as Tenant
    const language = languageOf(tenant.defaultLocale ?? 'de-ch')
    const translator = await getApiTranslator(tenant.defaultLocale ?? 'de-ch')
    const t: DocumentTranslator = (key, values) =>
      translator(`orderDocuments.${key}` as never, values as never)
    const logoSvg = await fs
      .readFile(path.join(process.cwd(), 'public/images/logos', `${tenant.theme ?? '01'}.svg`), 'utf8')
      .catch(() => null)
    for (const customerId of CUSTOMERS) {
      const customerRow = ctx.customers.get(customerKey('tribo', customerId))
      if (customerRow == null) continue
      const customer = (await payload.findByID({
        collection: 'customers',
        id: customerRow,
        depth: 0,
        ...LOCAL,
      })) as Customer
      const orders: Order[] = []
      for (const [status, limit] of Object.entries(ORDERS_PER_CUSTOMER))
        orders.push(
          ...((
            await payload.find({
              collection: 'orders',
              where: {
                and: [
                  { tenant: { equals: tenant.id } },
                  { customer: { equals: customer.id } },
                  { status: { equals: status } },
                ],
              },
              sort: ['-orderedAt', '-id'],
              limit,
              depth: 0,
              ...LOCAL,
            })
          ).docs as Order[]),
        )
      const planned = orders.flatMap((order) =>
        seededDocuments(order).map((document) => ({ order, ...document })),
      )
      const existing = new Set(
        (
          (
            await payload.find({
              collection: 'order-documents',
              where: {
                and: [
                  { tenant: { equals: tenant.id } },
                  { documentNumber: { in: [...new Set(planned.map((p) => p.documentNumber))] } },
                ],
              },
              depth: 0,
              pagination: false,
              select: { kind: true, documentNumber: true },
              ...LOCAL,
            })
          ).docs as Pick<OrderDocument, 'kind' | 'documentNumber'>[]
        ).map((doc) => `${doc.kind}:${doc.documentNumber}`),
      )
      const missing = planned.filter((p) => !existing.has(`${p.kind}:${p.documentNumber}`))
      for (let n = planned.length - missing.length; n > 0; n--) ctx.record('order-documents', 'existing')
      if (!missing.length) continue

      const lines = orders.flatMap((order) => order.lines)
      const productIds = [
        ...new Set(lines.map((line) => relationId(line.product as number | { id: number }))),
      ].filter((id): id is number => id != null)
      const products = (
        await payload.find({
          collection: 'products',
          where: { id: { in: productIds } },
          locale: language,
          fallbackLocale: 'de',
          pagination: false,
          depth: 0,
          select: { name: true },
          ...LOCAL,
        })
      ).docs as Pick<Product, 'id' | 'name'>[]
      const articles = (
        await payload.find({
          collection: 'articles',
          where: {
            and: [
              { tenant: { equals: tenant.id } },
              { articleNumber: { in: [...new Set(lines.map((line) => line.articleNumber))] } },
            ],
          },
          pagination: false,
          depth: 0,
          select: { articleNumber: true, packSize: true, unit: true },
          ...LOCAL,
        })
      ).docs as Pick<Article, 'articleNumber' | 'packSize' | 'unit'>[]
      const productNames = new Map(products.map((product) => [product.id, product.name]))
      const packs = new Map(
        articles.map((article) => [
          article.articleNumber,
          formatQuantity(article.packSize, translator(`catalog.units.${article.unit}` as never)),
        ]),
      )
      const billing = customer.billingPartners?.[0]
      for (const document of missing) {
        const { order } = document
        const data = documentData({
          kind: document.kind,
          documentNumber: document.documentNumber,
          issuedAt: document.issuedAt,
          language,
          tenant: { name: tenant.name, theme: tenant.theme },
          order,
          customer: {
            customerId: customer.customerId,
            name: customer.name,
            billingAddress: billing ? { ...billing, country: 'CH' } : null,
          },
          productNames,
          packs,
          buyer: await personName(payload, relationId(order.account as number | { id: number } | null)),
          onBehalf: await personName(payload, relationId(order.placedBy as number | { id: number } | null)),
        })
        const pdf = await renderOrderDocument(data, t, { logoSvg })
        await payload.create({
          collection: 'order-documents',
          data: {
            tenant: tenant.id,
            kind: document.kind,
            documentNumber: document.documentNumber,
            issuedAt: document.issuedAt,
            order: order.id,
            customer: customer.id,
            totalCents: document.kind === 'invoice' ? data.amountDueCents : null,
          },
          file: {
            data: pdf,
            mimetype: 'application/pdf',
            name: documentFileName(document.kind, document.documentNumber),
            size: pdf.length,
          },
          depth: 0,
          ...LOCAL,
          context: { ...LOCAL.context, [SKIP_DOCUMENT_NOTIFICATION]: true },
        })
        ctx.record('order-documents', 'created')
      }
    }
  },
}
