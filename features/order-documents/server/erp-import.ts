import 'server-only'

import type { NextRequest } from 'next/server'

import type { Order, OrderDocument } from '@/cms/payload-types'
import type { TenantContext } from '@/features/tenancy/server/route-context'
import {
  fieldMessage,
  NotFoundError,
  ConflictError,
  PayloadTooLargeError,
  ValidationError,
} from '@/lib/api/errors'
import { readLimitedBody } from '@/lib/api/route'
import { formatBytes } from '@/lib/bytes'
import { systemData } from '@/lib/data/system'

import { ORDER_DOCUMENT_MAX_BYTES, PDF_MAGIC, type ImportedDocumentKind } from '../constants'
import { ZErpDocumentFields, type ErpDocumentFields, type ErpImportResult } from '../schemas'
import { storedFileName, storeOrderDocument } from './generate'

/** The form's text fields besides the file take a few kilobytes at most. */
const FORM_OVERHEAD_BYTES = 64 * 1024
const FIELDS = ['orderNumber', 'kind', 'documentNumber', 'issuedAt', 'totalCents'] as const

const system = (reason: string) => systemData(`ERP import: ${reason}`)

const badField = (ctx: TenantContext, field: string, key: string = field) =>
  new ValidationError([
    fieldMessage(ctx.t(`orderDocuments.api.fields.${key}` as Parameters<TenantContext['t']>[0]), [field]),
  ])

const tooLarge = (ctx: TenantContext) =>
  new PayloadTooLargeError([
    fieldMessage(ctx.t('orderDocuments.api.tooLarge', { max: formatBytes(ORDER_DOCUMENT_MAX_BYTES, 0) }), [
      'file',
    ]),
  ])

/** The form of the request (multipart/form-data within the document's limit), or a 400/413. */
async function readForm(ctx: TenantContext, request: NextRequest): Promise<FormData> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(type))
    throw new ValidationError([fieldMessage(ctx.t('orderDocuments.api.formRequired'), ['body'])])
  const bytes = await readLimitedBody(request, ORDER_DOCUMENT_MAX_BYTES + FORM_OVERHEAD_BYTES, () =>
    tooLarge(ctx),
  )
  try {
    return await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      headers: { 'content-type': type },
    }).formData()
  } catch {
    throw new ValidationError([fieldMessage(ctx.t('orderDocuments.api.formRequired'), ['body'])])
  }
}

/** The text fields, checked: each bad one is named (the first, in the form's order). */
function fieldsOf(ctx: TenantContext, form: FormData): ErpDocumentFields {
  const raw: Record<string, string | undefined> = {}
  for (const name of FIELDS) {
    const values = form.getAll(name)
    if (values.length > 1 || values.some((value) => typeof value !== 'string')) throw badField(ctx, name)
    raw[name] = values[0] as string | undefined
  }
  const parsed = ZErpDocumentFields.safeParse(raw)
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'orderNumber')
    throw badField(ctx, field)
  }
  return parsed.data
}

/** The PDF: exactly one file, not empty, at most 10 MB, starting with %PDF- and ending with %%EOF (a file cut short is refused). */
async function pdfOf(ctx: TenantContext, form: FormData): Promise<Buffer> {
  const files = form.getAll('file')
  const file = files[0]
  if (files.length !== 1 || !(file instanceof Blob) || file.size === 0) throw badField(ctx, 'file')
  if (file.size > ORDER_DOCUMENT_MAX_BYTES) throw tooLarge(ctx)
  const bytes = Buffer.from(await file.arrayBuffer())
  if (!bytes.subarray(0, PDF_MAGIC.length).equals(Buffer.from(PDF_MAGIC)))
    throw badField(ctx, 'file', 'notPdf')
  if (!bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF'))
    throw badField(ctx, 'file', 'truncated')
  return bytes
}

const sameNumber = (ctx: TenantContext, kind: ImportedDocumentKind, documentNumber: string) =>
  system('documents of a number')
    .find({
      collection: 'order-documents',
      where: {
        and: [
          { tenant: { equals: ctx.tenant.id } },
          { kind: { equals: kind } },
          { documentNumber: { equals: documentNumber } },
        ],
      },
      sort: 'id',
      depth: 0,
      pagination: false,
      select: { order: true, issuedAt: true, totalCents: true, kind: true, documentNumber: true },
    })
    .then(({ docs }) => docs as OrderDocument[])

const resultOf = (
  doc: Pick<OrderDocument, 'id' | 'issuedAt' | 'totalCents'>,
  fields: ErpDocumentFields,
  created: boolean,
): ErpImportResult => ({
  id: doc.id,
  kind: fields.kind,
  documentNumber: fields.documentNumber,
  orderNumber: fields.orderNumber,
  issuedAt: new Date(doc.issuedAt).toISOString(),
  totalCents: doc.totalCents ?? null,
  created,
})

const orderIdOf = (doc: Pick<OrderDocument, 'order'>) =>
  typeof doc.order === 'object' ? doc.order.id : doc.order

/**
 * POST /api/erp/order-documents (multipart: orderNumber, kind deliveryNote|invoice,
 * documentNumber, issuedAt, totalCents for invoices, file): a delivery note or invoice of an
 * order of this tenant, as a PDF of at most 10 MB. Idempotent per (kind, documentNumber): the
 * same document again answers the stored one (`created: false`) and changes nothing; the same
 * number for another order is a 409. The order's customer's users are notified by the
 * collection's hook (cms/hooks/order-documents.ts). Every refusal stores nothing.
 */
export async function importErpDocument(
  ctx: TenantContext,
  request: NextRequest,
): Promise<{ result: ErpImportResult; created: boolean }> {
  const form = await readForm(ctx, request)
  const fields = fieldsOf(ctx, form)
  const pdf = await pdfOf(ctx, form)
  const { docs } = await system('the order').find({
    collection: 'orders',
    where: { and: [{ tenant: { equals: ctx.tenant.id } }, { orderNumber: { equals: fields.orderNumber } }] },
    depth: 0,
    limit: 1,
    select: { tenant: true, customer: true, orderNumber: true },
  })
  const order = docs[0] as Pick<Order, 'id' | 'tenant' | 'customer' | 'orderNumber'> | undefined
  if (!order)
    throw new NotFoundError([
      fieldMessage(ctx.t('orderDocuments.api.orderNotFound', { orderNumber: fields.orderNumber }), [
        'orderNumber',
      ]),
    ])
  const answerExisting = async (existing: OrderDocument) => {
    if (orderIdOf(existing) !== order.id) {
      const other = (await system('the other order').findByID({
        collection: 'orders',
        id: orderIdOf(existing),
        depth: 0,
        disableErrors: true,
        select: { orderNumber: true },
      })) as Pick<Order, 'orderNumber'> | null
      throw new ConflictError([
        fieldMessage(
          ctx.t('orderDocuments.api.otherOrder', {
            number: fields.documentNumber,
            orderNumber: other?.orderNumber ?? '',
          }),
          ['documentNumber'],
        ),
      ])
    }
    return { result: resultOf(existing, fields, false), created: false }
  }
  const earlier = (await sameNumber(ctx, fields.kind, fields.documentNumber))[0]
  if (earlier) return answerExisting(earlier)
  const stored = await storeOrderDocument(order, {
    kind: fields.kind,
    documentNumber: fields.documentNumber,
    issuedAt: fields.issuedAt,
    totalCents: fields.totalCents,
    pdf,
    fileName: storedFileName(fields.kind, fields.documentNumber),
  })
  // Two imports of one document at the same moment: the earlier row stays, the later gives way.
  const first = (await sameNumber(ctx, fields.kind, fields.documentNumber))[0]
  if (first && first.id !== stored.id) {
    await system('removing a second copy').delete({ collection: 'order-documents', id: stored.id })
    return answerExisting(first)
  }
  return { result: resultOf(stored, fields, true), created: true }
}
