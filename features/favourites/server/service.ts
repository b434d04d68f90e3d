import 'server-only'

import type { AccountContext } from '@/features/account-area/server/context'
import { recordOnBehalf } from '@/features/contacts/server/audit'
import { ConflictError, NotFoundError } from '@/lib/api/errors'
import { reply } from '@/lib/api/route'

import { FAVOURITES_MAX } from '../constants'
import {
  addFavourite,
  favouriteCount,
  favouriteEntries,
  favouriteProductNumbers,
  findShownProduct,
  findTenantProduct,
  removeFavourite,
} from './favourites'

const unknownProduct = (ctx: AccountContext) =>
  new NotFoundError([
    { type: 'error', message: ctx.t('favourites.api.unknownProduct'), meta: { fields: ['productNumber'] } },
  ])

/** GET /api/favourites. */
export async function favouriteNumbersResponse(ctx: AccountContext) {
  return reply({ productNumbers: await favouriteProductNumbers(ctx) })
}

/** GET /api/favourites/entries. */
export async function favouriteEntriesResponse(ctx: AccountContext) {
  return reply({ favourites: await favouriteEntries(ctx) })
}

/** POST /api/favourites: 201 when added, 200 when it already was one; an unknown product is a 404 and stores nothing. */
export async function addFavouriteResponse(ctx: AccountContext, productNumber: string) {
  const product = await findShownProduct(ctx, productNumber)
  if (!product) throw unknownProduct(ctx)
  if (
    (await favouriteCount(ctx)) >= FAVOURITES_MAX &&
    !(await favouriteProductNumbers(ctx)).includes(product.productNumber)
  ) {
    throw new ConflictError([
      {
        type: 'error',
        message: ctx.t('favourites.api.tooMany', { max: FAVOURITES_MAX }),
        meta: { fields: ['productNumber'] },
      },
    ])
  }
  const outcome = await addFavourite(ctx, product)
  if (outcome === 'added')
    await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'favourite.add', {
      productNumber: product.productNumber,
    })
  return reply(
    { productNumbers: await favouriteProductNumbers(ctx) },
    { status: outcome === 'added' ? 201 : 200 },
  )
}

/** DELETE /api/favourites/{productNumber}: idempotent; an unknown product is a 404. */
export async function removeFavouriteResponse(ctx: AccountContext, productNumber: string) {
  const product = await findTenantProduct(ctx, productNumber)
  if (!product) throw unknownProduct(ctx)
  if (await removeFavourite(ctx, product))
    await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, 'favourite.remove', {
      productNumber,
    })
  return reply({ productNumbers: await favouriteProductNumbers(ctx) })
}
