import { z } from 'zod'

/** A partner id as the ERP and the shop write them: letters, digits and hyphens, up to 20 characters. */
export const ZPartnerId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,20}$/)

export const ZAddressType = z.enum(['SHIP_TO', 'BILL_TO'])

/** An address the checkout offers (SHIP_TO for delivery, BILL_TO for the invoice). */
export const ZCheckoutAddress = z.object({
  partnerId: z.string(),
  type: z.enum(['SHIP_TO', 'BILL_TO']),
  /** The ERP partner role: CRMH02 (ship-to) or CRMH04 (bill-to). */
  typeCode: z.string(),
  companyName: z.array(z.string()),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  preferred: z.boolean(),
})
export type CheckoutAddress = z.infer<typeof ZCheckoutAddress>

/** One address of the list: the checkout's address plus what the customer may do with it. */
export const ZAddressEntry = ZCheckoutAddress.extend({
  editable: z.boolean(),
  deletable: z.boolean(),
})
export type AddressEntry = z.infer<typeof ZAddressEntry>

/** GET /api/address/list: { addressList } — the customer's delivery and invoice addresses, the preferred first. */
export const ZAddressList = z.object({ shipTo: z.array(ZAddressEntry), billTo: z.array(ZAddressEntry) })
export type AddressList = z.infer<typeof ZAddressList>

/** POST /api/address/list/delete and /preferred: which address (a delivery address unless `type` says otherwise). */
export const ZAddressChoiceBody = z.strictObject({
  partnerId: ZPartnerId,
  type: ZAddressType.default('SHIP_TO'),
})

/** GET /api/address/list/edit: an existing address (partnerId, type SHIP_TO by default) or a new one (type only). */
export const ZAddressEditQuery = z.strictObject({
  partnerId: ZPartnerId.optional(),
  type: ZAddressType.default('SHIP_TO'),
})

/** POST /api/address/list/edit: partnerId null creates a new delivery address; values are checked by addressValuesSchema. */
export const ZAddressSaveBody = z.strictObject({
  partnerId: ZPartnerId.nullable().default(null),
  type: ZAddressType.default('SHIP_TO'),
  values: z.record(z.string(), z.unknown()),
})

/** The first parameter a zod error names (`values.postalCode`, `partnerId` …), or `body`. */
export const bodyParameter = (error: z.ZodError): string => {
  const issue = error.issues[0]
  if (!issue) return 'body'
  if (issue.code === 'unrecognized_keys') return [...issue.path, issue.keys[0]].join('.')
  return issue.path.length ? issue.path.join('.') : 'body'
}
