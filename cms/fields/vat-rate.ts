import { basisPoints } from '../../lib/vat'

/** A VAT rate field: empty (where allowed), or a percentage from 0 to 100 with at most two decimals. */
export const validateVatRate = (value: unknown): true | string =>
  value == null || (typeof value === 'number' && basisPoints(value) != null)
    ? true
    : 'Enter a rate in percent from 0 to 100 with at most two decimals, e.g. 8.1'
