import type { CollectionConfig } from 'payload'

/**
 * The oil finder keeps the (global, rarely edited) vehicle database in memory
 * per process. Editors' changes bump this counter in the process that saved
 * them, which drops that copy at once; other instances notice within the
 * server's time limit (features/oil-finder/server/catalogue.ts). A global
 * symbol rather than a module variable, so the CMS hooks need not import the
 * server module (which is `server-only`).
 */
const KEY = Symbol.for('tribo.oilFinder.vehicleVersion')
type Holder = { [KEY]?: number }

export function vehicleDataVersion(): number {
  return (globalThis as Holder)[KEY] ?? 0
}

export function bumpVehicleDataVersion(): void {
  const holder = globalThis as Holder
  holder[KEY] = (holder[KEY] ?? 0) + 1
}

/** afterChange/afterDelete hooks of the vehicle collections. */
export const vehicleDataHooks: NonNullable<CollectionConfig['hooks']> = {
  afterChange: [
    ({ doc }) => {
      bumpVehicleDataVersion()
      return doc
    },
  ],
  afterDelete: [
    ({ doc }) => {
      bumpVehicleDataVersion()
      return doc
    },
  ],
}
