import type { Article } from '../payload-types'
import { ACCOUNT_SEEDS } from './accounts'
import { CUSTOMER_PRICE_LISTS } from './catalog-data'
import { customerKey } from './customers'
import { createRng } from './random'
import { LOCAL, tenantId, type SeedStep } from './types'

type ListSeed = {
  username: string
  name: string
  entries: number
  /** Every user of the owner's company sees the list (read only). */
  sharedWithCompany?: boolean
  /** Colleagues (usernames of the same company) who may change the entries. */
  sharedWith?: string[]
}

/** The demo accounts' lists: each gets a few orderable articles of a small assortment (drawn the same way on every run). */
const LISTS: ListSeed[] = [
  { username: 'kunde', name: 'Werkstatt Standard', entries: 5, sharedWithCompany: true },
  { username: 'kunde', name: 'Saisonwechsel Winter', entries: 4, sharedWith: ['einkauf'] },
  { username: 'alpin', name: 'Fuhrpark Service', entries: 4, sharedWithCompany: true },
]

/**
 * Shopping lists ("Merklisten") of the demo shop users: articles
 * that are not disabled and carry a price in the customer's price list
 * (so they are orderable for it). Garage Muster AG's "Werkstatt Standard"
 * is shared with the whole company (read), "Saisonwechsel Winter" names
 * `einkauf` as an editor; Transporte Alpin GmbH shares "Fuhrpark Service"
 * with its own people. Each list notes its owner as its creator. Found by
 * account and name; existing lists are left alone.
 */
export const shoppingListsStep: SeedStep = {
  name: 'shopping-lists',
  async run(ctx) {
    const tenant = tenantId(ctx, 'tribo')
    const { payload } = ctx
    const articles = (
      await payload.find({
        collection: 'articles',
        where: { and: [{ tenant: { equals: tenant } }, { disabled: { not_equals: true } }] },
        sort: 'articleNumber',
        depth: 1,
        pagination: false,
        select: { articleNumber: true, product: true, prices: true },
        populate: { products: { productNumber: true }, 'price-lists': { code: true } },
        ...LOCAL,
      })
    ).docs as Article[]
    if (!articles.length) return
    const accountOf = async (username: string) =>
      (
        await payload.find({
          collection: 'accounts',
          where: { username: { equals: username } },
          limit: 1,
          depth: 0,
          ...LOCAL,
        })
      ).docs[0]
    for (const seed of LISTS) {
      const account = await accountOf(seed.username)
      if (!account) continue
      const exists = await payload.count({
        collection: 'shopping-lists',
        where: {
          and: [
            { tenant: { equals: tenant } },
            { account: { equals: account.id } },
            { name: { equals: seed.name } },
          ],
        },
        ...LOCAL,
      })
      if (exists.totalDocs) {
        ctx.record('shopping-lists', 'existing')
        continue
      }
      const customerId = ACCOUNT_SEEDS.find((a) => a.username === seed.username)?.customerId
      const customer = customerId ? (ctx.customers.get(customerKey('tribo', customerId)) ?? null) : null
      const listCode = customerId ? CUSTOMER_PRICE_LISTS[customerId] : undefined
      const orderable = articles.filter((article) =>
        (article.prices ?? []).some(
          (row) =>
            typeof row.priceList === 'object' &&
            row.priceList.code === listCode &&
            (row.scales ?? []).length > 0,
        ),
      )
      const rng = createRng(`tribo:shopping-lists:${seed.username}:${seed.name}`)
      const entries = rng.sample(orderable, seed.entries).map((article) => ({
        product: typeof article.product === 'object' ? article.product.id : article.product,
        articleNumber: article.articleNumber,
        quantity: rng.int(1, 10),
        addedBy: account.id,
      }))
      const sharedWith: number[] = []
      for (const username of seed.sharedWith ?? []) {
        const colleague = await accountOf(username)
        if (colleague) sharedWith.push(colleague.id)
      }
      const now = new Date().toISOString()
      await payload.create({
        collection: 'shopping-lists',
        data: {
          tenant,
          name: seed.name,
          account: account.id,
          customer,
          entries,
          sharedWithCompany: seed.sharedWithCompany ?? false,
          sharedWith,
          lastChangedBy: account.id,
          lastChangedAt: now,
          // The same rows the shop writes (features/shopping-lists/server/attribution.ts).
          changes: [
            {
              at: now,
              by: account.id,
              byName: `${account.firstName} ${account.lastName}`,
              action: 'create',
              details: { entries: entries.length },
            },
          ],
        },
        depth: 0,
        ...LOCAL,
      })
      ctx.record('shopping-lists', 'created')
    }
  },
}
