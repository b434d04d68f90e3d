import type { CollectionAfterChangeHook, CollectionBeforeValidateHook, PayloadRequest } from 'payload'
import { APIError } from 'payload'

import { ACCOUNT_PATHS } from '../../features/account-area/model'
import { ORDER_DOCUMENT_MAX_BYTES, PDF_MAGIC } from '../../features/order-documents/model'
import {
  CONTENT_LANGUAGES,
  DEFAULT_LANGUAGE,
  ROUTE_LOCALES,
  languageOf,
  type ContentLanguage,
} from '../../lib/i18n/locales'
import { getApiTranslator } from '../../lib/i18n/translator'
import { relationId } from '../../lib/relation-ids'
import type { Order, OrderDocument, Tenant } from '../payload-types'

/** Context flag: store a document without telling the customer's users (the seed's history). */
export const SKIP_DOCUMENT_NOTIFICATION = 'skipDocumentNotification'

/**
 * An order document is a PDF of at most 10 MB, whoever uploads it (an editor in /cms, the ERP
 * import, the shop's confirmation): refused by its first bytes, not by its name or type.
 */
export const checkDocumentFile: CollectionBeforeValidateHook<OrderDocument> = ({ req }) => {
  const file = req.file
  if (!file) return
  if ((file.size ?? file.data.length) > ORDER_DOCUMENT_MAX_BYTES)
    throw new APIError(
      `An order document may be at most ${ORDER_DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`,
      400,
      null,
      true,
    )
  if (!Buffer.from(file.data.subarray(0, PDF_MAGIC.length)).equals(Buffer.from(PDF_MAGIC)))
    throw new APIError('Only PDF files can be uploaded as order documents.', 400, null, true)
}

/**
 * A document belongs to its order's customer and tenant: both are taken from the chosen order
 * (an editor picks the order; what it chose as customer does not count), before the required
 * fields are checked.
 */
export const customerFromOrder: CollectionBeforeValidateHook<OrderDocument> = async ({ data, req }) => {
  const orderId = relationId(data?.order as number | { id: number } | null | undefined)
  if (!data || orderId == null) return data
  const order = (await req.payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    disableErrors: true,
    select: { customer: true, tenant: true },
    req,
    overrideAccess: true,
  })) as Pick<Order, 'customer' | 'tenant'> | null
  if (!order) return data
  return {
    ...data,
    customer: relationId(order.customer as number | { id: number }) ?? data.customer,
    tenant: relationId(order.tenant as number | { id: number } | null) ?? data.tenant,
  }
}

const routeLocaleOf = (language: ContentLanguage) =>
  ROUTE_LOCALES.find((locale) => languageOf(locale) === language) ?? 'de-ch'

/** The customer's users who may sign in now: its shop accounts, not deactivated, not waiting for their first password. */
async function activeUsers(req: PayloadRequest, tenant: number, customer: number): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'accounts',
    where: {
      and: [
        { tenant: { equals: tenant } },
        { customer: { equals: customer } },
        { type: { equals: 'customer' } },
        { deactivatedAt: { exists: false } },
        { or: [{ passwordSetAt: { exists: true } }, { invitedAt: { exists: false } }] },
      ],
    },
    depth: 0,
    pagination: false,
    select: { tenant: true },
    req,
    overrideAccess: true,
  })
  return docs.map((doc) => doc.id)
}

/**
 * A delivery note or invoice that arrives (the ERP's import or an editor's upload) tells each
 * active user of the order's customer: a `documentAvailable` notification in its notification
 * centre, in every language ("«Rechnung 9000012001» steht für Sie zum Herunterladen bereit."),
 * linking to the documents page found by the number; written in the upload's transaction. The
 * shop's own confirmation needs none (the order's "order confirmed" notification is there).
 */
export const notifyDocumentArrived: CollectionAfterChangeHook<OrderDocument> = async ({
  doc,
  operation,
  req,
  context,
}) => {
  if (operation !== 'create' || doc.kind === 'confirmation' || context?.[SKIP_DOCUMENT_NOTIFICATION])
    return doc
  const tenantId = relationId(doc.tenant as number | { id: number } | null)
  const customer = relationId(doc.customer as number | { id: number })
  if (tenantId == null || customer == null) return doc
  const accounts = await activeUsers(req, tenantId, customer)
  if (!accounts.length) return doc
  const tenant = (await req.payload.findByID({
    collection: 'tenants',
    id: tenantId,
    depth: 0,
    select: { defaultLocale: true },
    req,
    overrideAccess: true,
  })) as Pick<Tenant, 'defaultLocale'>
  const texts = new Map<ContentLanguage, { title: string; text: string }>()
  for (const language of CONTENT_LANGUAGES) {
    const t = await getApiTranslator(routeLocaleOf(language))
    const documentName = `${t(`orderDocuments.kinds.${doc.kind}`)} ${doc.documentNumber}`
    texts.set(language, {
      title: t('notificationCentre.generated.documentAvailableTitle'),
      text: t('notificationCentre.generated.documentAvailableText', { documentName }),
    })
  }
  const link = `/${tenant.defaultLocale ?? 'de-ch'}${ACCOUNT_PATHS.documents}?search=${encodeURIComponent(doc.documentNumber)}`
  const options = { depth: 0, req, overrideAccess: true, context: { disableRevalidate: true } } as const
  for (const account of accounts) {
    const created = await req.payload.create({
      collection: 'account-notifications',
      locale: DEFAULT_LANGUAGE,
      data: {
        tenant: tenantId,
        audience: 'account',
        account,
        kind: 'documentAvailable',
        link,
        ...texts.get(DEFAULT_LANGUAGE)!,
      },
      ...options,
    })
    for (const [language, localized] of texts)
      if (language !== DEFAULT_LANGUAGE)
        await req.payload.update({
          collection: 'account-notifications',
          id: created.id,
          locale: language,
          data: localized,
          ...options,
        })
  }
  return doc
}
