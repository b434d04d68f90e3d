import { z } from 'zod'

import { CONTACT_SEARCH_MAX_LENGTH, CONTACT_SUGGESTION_LIMIT } from './constants'

/** POST /api/contact/search { search, limit }: limit at most 5. */
export const ZContactSearchInput = z.object({
  search: z.string().trim().min(1).max(CONTACT_SEARCH_MAX_LENGTH),
  limit: z.number().int().min(1).max(CONTACT_SUGGESTION_LIMIT).default(CONTACT_SUGGESTION_LIMIT),
})
export type ContactSearchInput = z.infer<typeof ZContactSearchInput>

/** POST /api/contact/select { id, contactId }: both must name the same contact. */
export const ZContactSelectInput = z.object({
  id: z.union([z.string().regex(/^\d{1,12}$/), z.number().int().positive()]).transform(Number),
  contactId: z.string().trim().min(1).max(100),
})
export type ContactSelectInput = z.infer<typeof ZContactSelectInput>

/** A billing partner's id in the address. */
export const ZPartnerId = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[\w.-]+$/)

/** A contact suggestion: two display lines. */
export const ZContactSuggestion = z.object({
  id: z.string(),
  contactId: z.string(),
  displayLine1: z.string(),
  displayLine2: z.string(),
})
export type ContactSuggestion = z.infer<typeof ZContactSuggestion>

/** The contact an employee acts for. */
export const ZSelectedContact = z.object({
  id: z.string(),
  contactId: z.string(),
  name: z.string(),
  customerId: z.string(),
  contactPerson: z.object({ name: z.string() }),
})

/** A customer's contact person. */
export const ZContactPerson = z.object({
  name: z.string(),
  department: z.string().nullable(),
  role: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  image: z.string().nullable(),
})

/** A billing partner, plus whether the account chose it. */
export const ZBillingPartner = z.object({
  partnerId: z.string(),
  companyName: z.array(z.string()),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  selected: z.boolean(),
})
export type BillingPartner = z.infer<typeof ZBillingPartner>

export const ZContactSearchData = z.object({ availableContacts: z.array(ZContactSuggestion) })
/** The session parts a selection changes. */
export const ZContactSelectData = z.object({
  selectedContact: ZSelectedContact,
  contactPerson: ZContactPerson.nullable(),
  availableContacts: z.array(ZContactSuggestion),
})
export const ZContactLogoutData = z.object({ selectedContact: z.null() })
export const ZBillingPartnerData = z.object({ billingPartners: z.array(ZBillingPartner) })
