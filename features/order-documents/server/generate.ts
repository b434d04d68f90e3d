import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import type { Article, Contact, Customer, Order, OrderDocument, Product, Tenant } from '@/cms/payload-types'
import { systemData } from '@/lib/data/system'
import {
  DEFAULT_LANGUAGE,
  isContentLanguage,
  isRouteLocale,
  languageOf,
  ROUTE_LOCALES,
  type ContentLanguage,
} from '@/lib/i18n/locales'
import { getApiTranslator } from '@/lib/i18n/translator'
import { formatQuantity } from '@/lib/numbers'
import { relationId } from '@/lib/relation-ids'
import { toTheme, type Theme } from '@/lib/tenancy/themes'

import { CONFIRMED_ORDER_STATUSES, type OrderDocumentKind } from '../constants'
import { documentData, type DocumentParts } from '../document'
import { documentFileName } from '../layout'
import { renderOrderDocument, type DocumentTranslator } from '../pdf'

/**
 * Writing order documents: the PDF of an order (the confirmation at submit and on first
 * download, the seed's delivery notes and invoices use the same layout), and storing it as an
 * `order-documents` row through Payload's upload, so it lands in ORDER_DOCUMENTS_DIR or the
 * S3 bucket alike. System work: the order's customer is not the caller's scope when an
 * administrator approves or a repeat order runs; every read here is narrowed to the order.
 */

const system = (reason: string, payload?: Payload) => systemData(`order documents: ${reason}`, payload)

/** The catalogue texts of the `orderDocuments` namespace in a language. */
export async function documentTranslator(language: ContentLanguage): Promise<DocumentTranslator> {
  const locale = ROUTE_LOCALES.find((candidate) => languageOf(candidate) === language) ?? 'de-ch'
  const t = await getApiTranslator(locale)
  return (key, values) => t(`orderDocuments.${key}` as Parameters<typeof t>[0], values as never)
}

const logos = new Map<Theme, Promise<string | null>>()

/** The theme's logo file (public/images/logos/0N.svg), read once; null when there is none. */
export function themeLogo(theme: Theme): Promise<string | null> {
  let logo = logos.get(theme)
  if (!logo) {
    logo = fs
      .readFile(
        path.join(/*turbopackIgnore: true*/ process.cwd(), 'public/images/logos', `${theme}.svg`),
        'utf8',
      )
      .catch(() => null)
    logos.set(theme, logo)
  }
  return logo
}

const fullName = (person: { firstName?: string | null; lastName?: string | null } | null | undefined) =>
  person ? `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || null : null

/** The document's language: the one asked for (a route locale or a language), else the tenant's default. */
export function documentLanguage(
  requested: string | null | undefined,
  tenant: Pick<Tenant, 'defaultLocale'>,
): ContentLanguage {
  if (isRouteLocale(requested)) return languageOf(requested)
  if (isContentLanguage(requested)) return requested
  return tenant.defaultLocale ? languageOf(tenant.defaultLocale) : DEFAULT_LANGUAGE
}

type Reading = { payload?: Payload; req?: PayloadRequest }

/** Everything a document of an order shows, read for that order only. */
async function partsOf(
  order: Order,
  document: Pick<DocumentParts, 'kind' | 'documentNumber' | 'issuedAt' | 'amountDueCents'>,
  requestedLanguage: string | null | undefined,
  { payload, req }: Reading,
): Promise<DocumentParts> {
  const data = system('reading an order’s parts', payload ?? req?.payload)
  const options = { depth: 0, ...(req ? { req } : {}) } as const
  const tenantId = relationId(order.tenant as number | { id: number } | null)
  if (tenantId == null) throw new Error(`Order ${order.orderNumber} has no tenant.`)
  const tenant = (await data.findByID({ collection: 'tenants', id: tenantId, ...options })) as Tenant
  const language = documentLanguage(requestedLanguage, tenant)
  const customerId = relationId(order.customer as number | { id: number })
  const customer = customerId
    ? ((await data.findByID({
        collection: 'customers',
        id: customerId,
        disableErrors: true,
        ...options,
      })) as Customer | null)
    : null
  const productIds = [
    ...new Set(order.lines.map((line) => relationId(line.product as number | { id: number }))),
  ].filter((id): id is number => id != null)
  const products = productIds.length
    ? ((
        await data.find({
          collection: 'products',
          where: { id: { in: productIds } },
          locale: language,
          fallbackLocale: 'de',
          pagination: false,
          select: { name: true },
          ...options,
        })
      ).docs as Pick<Product, 'id' | 'name'>[])
    : []
  const numbers = [...new Set(order.lines.map((line) => line.articleNumber))]
  const articles = numbers.length
    ? ((
        await data.find({
          collection: 'articles',
          where: { and: [{ tenant: { equals: tenantId } }, { articleNumber: { in: numbers } }] },
          pagination: false,
          select: { articleNumber: true, packSize: true, unit: true },
          ...options,
        })
      ).docs as Pick<Article, 'articleNumber' | 'packSize' | 'unit'>[])
    : []
  const t = await getApiTranslator(ROUTE_LOCALES.find((locale) => languageOf(locale) === language) ?? 'de-ch')
  const unit = (code: string) => t(`catalog.units.${code}` as Parameters<typeof t>[0])
  const person = async (collection: 'accounts' | 'contacts', id: number | null) =>
    id == null
      ? null
      : fullName(
          (await data.findByID({
            collection,
            id,
            disableErrors: true,
            select: { firstName: true, lastName: true },
            ...options,
          })) as Pick<Contact, 'firstName' | 'lastName'> | null,
        )
  const contact = relationId(order.contact as number | { id: number } | null)
  const billing = customer?.billingPartners?.[0]
  return {
    ...document,
    language,
    tenant: { name: tenant.name, theme: tenant.theme },
    order,
    customer: {
      customerId: customer?.customerId ?? '',
      name: customer?.name ?? '',
      billingAddress: billing ? { ...billing, country: 'CH' } : null,
    },
    productNames: new Map(products.map((product) => [product.id, product.name])),
    packs: new Map(
      articles.map((article) => [
        article.articleNumber,
        formatQuantity(article.packSize, unit(article.unit)),
      ]),
    ),
    // Who ordered: the contact an employee ordered for, else the order's login.
    buyer:
      contact != null
        ? await person('contacts', contact)
        : await person('accounts', relationId(order.account as number | { id: number } | null)),
    onBehalf: await person('accounts', relationId(order.placedBy as number | { id: number } | null)),
  }
}

/** The PDF of an order's document, in the language asked for (else the tenant's default). */
export async function orderDocumentPdf(
  order: Order,
  document: Pick<DocumentParts, 'kind' | 'documentNumber' | 'issuedAt' | 'amountDueCents'>,
  language: string | null | undefined,
  reading: Reading = {},
): Promise<{ pdf: Buffer; fileName: string }> {
  const parts = await partsOf(order, document, language, reading)
  const data = documentData(parts)
  const t = await documentTranslator(data.language)
  const pdf = await renderOrderDocument(data, t, { logoSvg: await themeLogo(toTheme(parts.tenant.theme)) })
  return { pdf, fileName: storedFileName(document.kind, document.documentNumber) }
}

/** The name a document's file is stored under (never shown: downloads are named in the reader's language). */
export const storedFileName = (kind: OrderDocumentKind, documentNumber: string) =>
  documentFileName(kind, documentNumber)

/** Stores a PDF as an order's document (through Payload's upload: local folder or S3). */
export async function storeOrderDocument(
  order: Pick<Order, 'id' | 'tenant' | 'customer'>,
  document: {
    kind: OrderDocumentKind
    documentNumber: string
    issuedAt: Date | string
    totalCents?: number | null
    pdf: Buffer
    fileName: string
  },
  { payload, req, context }: Reading & { context?: Record<string, unknown> } = {},
): Promise<OrderDocument> {
  return (await system('storing a PDF', payload ?? req?.payload).create({
    collection: 'order-documents',
    data: {
      tenant: relationId(order.tenant as number | { id: number }),
      kind: document.kind,
      documentNumber: document.documentNumber,
      issuedAt: new Date(document.issuedAt).toISOString(),
      order: order.id,
      customer: relationId(order.customer as number | { id: number })!,
      totalCents: document.totalCents ?? null,
    },
    file: {
      data: document.pdf,
      mimetype: 'application/pdf',
      name: document.fileName,
      size: document.pdf.length,
    },
    depth: 0,
    ...(context ? { context } : {}),
    ...(req ? { req } : {}),
  })) as OrderDocument
}

/** An order's documents of one kind, oldest first (system: the order is known to be the caller's or the system's). */
export async function documentsOfOrder(orderId: number, kind: OrderDocumentKind, payload?: Payload) {
  const { docs } = await system('finding an order’s documents', payload).find({
    collection: 'order-documents',
    where: { and: [{ order: { equals: orderId } }, { kind: { equals: kind } }] },
    sort: 'id',
    depth: 0,
    pagination: false,
  })
  return docs as OrderDocument[]
}

/** Whether an order was placed (not awaiting approval, not rejected): only then it has a confirmation. */
export const isConfirmedOrder = (order: Pick<Order, 'status'>) =>
  (CONFIRMED_ORDER_STATUSES as readonly string[]).includes(order.status)

const running = new Map<number, Promise<OrderDocument | null>>()

/**
 * The order's confirmation: the stored one, else written now (the PDF in `locale`'s language,
 * the tenant's default without one) and stored. Null for an order that was never placed
 * (awaiting approval, rejected) or does not exist. Called right after an order is placed
 * (checkout, approval, repeat order) and on download, so a confirmation that failed at submit
 * is written on first demand. One at a time per order in this process; should two instances
 * write one at the same moment, the later row gives way to the earlier.
 */
export function ensureConfirmation(
  orderId: number,
  { locale, payload }: { locale?: string | null; payload?: Payload } = {},
): Promise<OrderDocument | null> {
  const pending = running.get(orderId)
  if (pending) return pending
  const work = writeConfirmation(orderId, locale ?? null, payload).finally(() => running.delete(orderId))
  running.set(orderId, work)
  return work
}

async function writeConfirmation(
  orderId: number,
  locale: string | null,
  payload?: Payload,
): Promise<OrderDocument | null> {
  const existing = await documentsOfOrder(orderId, 'confirmation', payload)
  if (existing[0]) return existing[0]
  const order = (await system('reading the order to confirm', payload).findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    disableErrors: true,
  })) as Order | null
  if (!order || !isConfirmedOrder(order)) return null
  const { pdf, fileName } = await orderDocumentPdf(
    order,
    { kind: 'confirmation', documentNumber: order.orderNumber, issuedAt: order.orderedAt },
    locale,
    { payload },
  )
  const stored = await storeOrderDocument(
    order,
    { kind: 'confirmation', documentNumber: order.orderNumber, issuedAt: order.orderedAt, pdf, fileName },
    { payload },
  )
  const all = await documentsOfOrder(orderId, 'confirmation', payload)
  const first = all[0] ?? stored
  if (first.id !== stored.id)
    await system('removing a second confirmation', payload).delete({
      collection: 'order-documents',
      id: stored.id,
    })
  return first
}

/**
 * After an order was placed: writes its confirmation and never fails the caller (the order is
 * placed either way); a failure is logged and the confirmation is written on first download.
 */
export async function confirmPlacedOrder(orderId: number, locale?: string | null): Promise<void> {
  try {
    await ensureConfirmation(orderId, { locale })
  } catch (error) {
    console.error(
      `[order-documents] the confirmation of order ${orderId} could not be written now; it is written on first download`,
      error,
    )
  }
}
