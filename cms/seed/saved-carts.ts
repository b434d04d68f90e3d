import type { Article } from '../payload-types'
import { ACCOUNT_SEEDS } from './accounts'
import { CUSTOMER_PRICE_LISTS } from './catalog-data'
import { customerKey } from './customers'
import { createRng } from './random'
import { LOCAL, tenantId, type SeedStep } from './types'

/** The demo saved carts: Garage Muster AG's buyer keeps two, its administrator one; Transporte Alpin's buyer one. */
const SAVED_CARTS = [
  { username: 'einkauf', name: 'Nachbestellung Lager', lines: 4 },
  { username: 'einkauf', name: 'Offerte Flotte Müller', lines: 3 },
  { username: 'kunde', name: 'Werkstatt Grundausstattung', lines: 5 },
  { username: 'disposition', name: 'Depot Chur Wochenbedarf', lines: 3 },
]

/** A line key of the kind the cart hands out (12 URL-safe characters), drawn from the seed's generator. */
const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * Saved carts ("Gespeicherte Warenkörbe") of the company demo users: each
 * line an article that is not disabled and carries a price in the
 * customer's price list (so it is orderable for it), drawn the same way on
 * every run. Found by account and name; existing ones are left alone.
 */
export const savedCartsStep: SeedStep = {
  name: 'saved-carts',
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
    for (const seed of SAVED_CARTS) {
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
      const customer = customerId ? ctx.customers.get(customerKey('tribo', customerId)) : undefined
      if (!account || customer == null) continue
      const exists = await payload.count({
        collection: 'saved-carts',
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
        ctx.record('saved-carts', 'existing')
        continue
      }
      const listCode = customerId ? CUSTOMER_PRICE_LISTS[customerId] : undefined
      const orderable = articles.filter((article) =>
        (article.prices ?? []).some(
          (row) =>
            typeof row.priceList === 'object' &&
            row.priceList.code === listCode &&
            (row.scales ?? []).length > 0,
        ),
      )
      const rng = createRng(`tribo:saved-carts:${seed.username}:${seed.name}`)
      const key = () =>
        Array.from({ length: 12 }, () => KEY_ALPHABET[rng.int(0, KEY_ALPHABET.length - 1)]).join('')
      const entries = rng.sample(orderable, seed.lines).map((article) => ({
        itemKey: key(),
        product: typeof article.product === 'object' ? article.product.id : article.product,
        articleNumber: article.articleNumber,
        count: rng.int(1, 12),
      }))
      await payload.create({
        collection: 'saved-carts',
        data: { tenant, name: seed.name, account: account.id, customer, entries },
        depth: 0,
        ...LOCAL,
      })
      ctx.record('saved-carts', 'created')
    }
  },
}
