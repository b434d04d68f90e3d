import type { Access, NumberField } from 'payload'

import { isAdmin } from '../../access/is-admin'

/** The admin group every oil finder collection is listed under. */
export const OIL_FINDER_GROUP = 'Oil finder'

/**
 * The vehicle database is one for all tenants (bought reference data, not
 * brand content), so only global admins may change it: a tenant editor's edit
 * would change every brand's site.
 */
export const vehicleWrite: Access = isAdmin

const CURRENT_YEAR_LIMIT = 2100

/** A model year field (1950–2100). */
export const yearField = (name: string, required: boolean, width = '50%'): NumberField => ({
  name,
  type: 'number',
  required,
  min: 1950,
  max: CURRENT_YEAR_LIMIT,
  admin: { width, step: 1, description: required ? undefined : 'Empty while still built.' },
})

/** Year to, when given, must not be before year from. */
export function validateYearTo(
  value: unknown,
  { siblingData }: { siblingData?: { yearFrom?: number | null } },
): true | string {
  if (value == null || value === '') return true
  if (typeof value !== 'number' || !Number.isInteger(value)) return 'Enter a year such as 2019'
  return siblingData?.yearFrom == null || value >= siblingData.yearFrom
    ? true
    : 'Year to cannot be before year from'
}
