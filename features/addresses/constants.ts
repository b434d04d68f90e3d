/** Where the address endpoints live: the list, and below it delete, preferred and edit. */
export const ADDRESS_API = {
  list: '/api/address/list',
  edit: '/api/address/list/edit',
  delete: '/api/address/list/delete',
  preferred: '/api/address/list/preferred',
} as const

/** Company name lines of an address (what an ERP partner record takes: three name lines of 35 characters). */
export const ADDRESS_NAME_LINES = 3
export const ADDRESS_NAME_MAX_LENGTH = 35
export const ADDRESS_STREET_MAX_LENGTH = 60
export const ADDRESS_POSTAL_CODE_MAX_LENGTH = 10
export const ADDRESS_CITY_MAX_LENGTH = 40

/** Countries a delivery address may be in (the shop delivers in Switzerland and its neighbours). */
export const ADDRESS_COUNTRIES = ['CH', 'LI', 'DE', 'AT', 'FR', 'IT'] as const
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]

/** Countries whose postal codes are four digits (Switzerland and Liechtenstein share the Swiss system). */
export const FOUR_DIGIT_POSTAL_CODE_COUNTRIES: readonly string[] = ['CH', 'LI']

/** Address types a customer may edit, create and delete: delivery addresses only (invoices go to the registered company). */
export const EDITABLE_ADDRESS_TYPES = ['SHIP_TO'] as const

/** Generated partner ids of addresses created in the shop: W and seven digits (not yet an ERP partner number). */
export const WEB_PARTNER_ID_PATTERN = /^W\d{7}$/

/** Address types (delivery SHIP_TO, invoice BILL_TO): the ERP partner roles. */
export const ADDRESS_TYPES = { SHIP_TO: 'CRMH02', BILL_TO: 'CRMH04' } as const
export type AddressType = keyof typeof ADDRESS_TYPES
