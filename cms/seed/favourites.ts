import { ACCOUNT_SEEDS } from './accounts'
import { customerKey } from './customers'
import { createRng } from './random'
import { LOCAL, tenantId, type SeedStep } from './types'

/** How many favourites each demo business account keeps (drawn the same way on every run). */
const FAVOURITES = [
  { username: 'kunde', count: 4 },
  { username: 'alpin', count: 3 },
]

/**
 * Favourite products of the demo shop users `kunde` and `alpin`: a few
 * products of the tribo assortment, stored with the account's
 * customer. Found by account and product; existing rows are left alone.
 */
export const favouritesStep: SeedStep = {
  name: 'favourites',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    const products = (
      await payload.find({
        collection: 'products',
        where: { tenant: { equals: tenant } },
        sort: 'productNumber',
        depth: 0,
        pagination: false,
        select: { productNumber: true },
        ...LOCAL,
      })
    ).docs
    if (!products.length) return
    for (const seed of FAVOURITES) {
      const account = (
        await payload.find({
          collection: 'accounts',
          where: { username: { equals: seed.username } },
          limit: 1,
          depth: 0,
          ...LOCAL,
        })
      ).docs[0]
      const customerId = ACCOUNT_SEEDS.find((a) => a.username === seed.username)?.customerId
      const customer = customerId ? (ctx.customers.get(customerKey('tribo', customerId)) ?? null) : null
      if (!account || !customer) continue
      const rng = createRng(`tribo:favourites:${seed.username}`)
      for (const product of rng.sample(products, seed.count)) {
        const exists = await payload.count({
          collection: 'favourites',
          where: { and: [{ account: { equals: account.id } }, { product: { equals: product.id } }] },
          ...LOCAL,
        })
        if (exists.totalDocs) {
          ctx.record('favourites', 'existing')
          continue
        }
        await payload.create({
          collection: 'favourites',
          data: { tenant, account: account.id, customer, product: product.id },
          depth: 0,
          ...LOCAL,
        })
        ctx.record('favourites', 'created')
      }
    }
  },
}
