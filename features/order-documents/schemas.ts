import { z } from 'zod'

import {
  DOCUMENT_ORDER_NUMBER_PATTERN,
  IMPORTED_DOCUMENT_KINDS,
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_NUMBER_PATTERN,
} from './constants'

/** One row of the documents table (and of an order's documents on its detail page). */
export const ZOrderDocumentEntry = z.object({
  id: z.number(),
  kind: z.enum(ORDER_DOCUMENT_KINDS),
  kindLabel: z.string(),
  documentNumber: z.string(),
  orderNumber: z.string(),
  /** The order's detail page. */
  orderUrl: z.string(),
  issuedAt: z.string(),
  /** Invoices: the amount due including VAT, in cents; null for the other kinds. */
  totalCents: z.number().nullable(),
  downloadUrl: z.string(),
  /** The download's file name in the reader's language (Auftragsbestaetigung-W261127-7KQ2M.pdf). */
  fileName: z.string(),
  fileSize: z.number().nullable(),
})
export type OrderDocumentEntry = z.infer<typeof ZOrderDocumentEntry>

/** A document id in an address: a positive whole number. */
export const ZOrderDocumentId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/** A real calendar day or ISO instant, as the moment it names (a day: noon in Zurich is the same day everywhere the shop shows it). */
export function issuedAtOf(value: string): Date | null {
  const text = value.trim()
  if (ISO_DAY.test(text)) {
    const date = new Date(`${text}T12:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) ? date : null
  }
  if (!ISO_INSTANT.test(text)) return null
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The text fields of an ERP import (multipart form fields; the file is checked on its own). */
export const ZErpDocumentFields = z
  .object({
    orderNumber: z.string().trim().regex(DOCUMENT_ORDER_NUMBER_PATTERN),
    kind: z.enum(IMPORTED_DOCUMENT_KINDS),
    documentNumber: z.string().trim().regex(ORDER_DOCUMENT_NUMBER_PATTERN),
    issuedAt: z.string().transform((value, ctx) => {
      const date = issuedAtOf(value)
      // A day's noon may lie a few hours ahead of now; a document from tomorrow is a mistake.
      if (!date || date.getTime() > Date.now() + 24 * 60 * 60 * 1000) {
        ctx.addIssue({ code: 'custom', message: 'issuedAt' })
        return z.NEVER
      }
      return date
    }),
    totalCents: z
      .string()
      .trim()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === '') return null
        if (!/^\d{1,12}$/.test(value)) {
          ctx.addIssue({ code: 'custom', message: 'totalCents' })
          return z.NEVER
        }
        return Number(value)
      }),
  })
  .superRefine((fields, ctx) => {
    // An invoice states its amount; a delivery note has none.
    if ((fields.kind === 'invoice') !== (fields.totalCents !== null))
      ctx.addIssue({ code: 'custom', path: ['totalCents'], message: 'totalCents' })
  })
export type ErpDocumentFields = z.infer<typeof ZErpDocumentFields>

/** What the import answers: the document, and whether this call created it (false: it was there already). */
export const ZErpImportResult = z.object({
  id: z.number(),
  kind: z.enum(IMPORTED_DOCUMENT_KINDS),
  documentNumber: z.string(),
  orderNumber: z.string(),
  issuedAt: z.string(),
  totalCents: z.number().nullable(),
  created: z.boolean(),
})
export type ErpImportResult = z.infer<typeof ZErpImportResult>
