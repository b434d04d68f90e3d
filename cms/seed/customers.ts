import type { Customer } from '../payload-types'
import { LOCAL, tenantId, type SeedStep } from './types'

interface CustomerSeed {
  tenant: string
  customerId: string
  name: string
  kind: NonNullable<Customer['kind']>
}

export const CUSTOMER_SEEDS: CustomerSeed[] = [
  { tenant: 'tribo', customerId: '100200', name: 'Garage Muster AG', kind: 'b2b' },
  { tenant: 'tribo', customerId: '100300', name: 'Transporte Alpin GmbH', kind: 'b2b' },
  { tenant: 'tribo', customerId: '900100', name: 'Privatkunde Meier', kind: 'b2c' },
  { tenant: 'moto', customerId: '200100', name: 'Moto Center Bern AG', kind: 'b2b' },
]

/** Key of a customer in `ctx.customers`. */
export const customerKey = (tenant: string, customerId: string): string => `${tenant}:${customerId}`

/** Customer companies, found by customer number within their tenant. */
export const customersStep: SeedStep = {
  name: 'customers',
  async run(ctx) {
    for (const seed of CUSTOMER_SEEDS) {
      const tenant = tenantId(ctx, seed.tenant)
      const found = await ctx.payload.find({
        collection: 'customers',
        where: { and: [{ customerId: { equals: seed.customerId } }, { tenant: { equals: tenant } }] },
        limit: 1,
        depth: 0,
        ...LOCAL,
      })
      let id = found.docs[0]?.id
      if (id != null) {
        ctx.record('customers', 'existing')
      } else {
        const doc = await ctx.payload.create({
          collection: 'customers',
          data: { tenant, customerId: seed.customerId, name: seed.name, kind: seed.kind },
          ...LOCAL,
        })
        id = doc.id
        ctx.record('customers', 'created')
      }
      ctx.customers.set(customerKey(seed.tenant, seed.customerId), id)
    }
  },
}
