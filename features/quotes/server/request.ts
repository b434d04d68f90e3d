import 'server-only'

import type { z } from 'zod'

import { mayOrderAs } from '@/features/accounts/company-roles'
import type { CartContext } from '@/features/carts/server/cart'
import { b2bCartContext } from '@/features/carts/server/request'
import { ForbiddenError, NotFoundError, ValidationError } from '@/lib/api/errors'
import type { RouteBase } from '@/lib/api/route'

import { QUOTE_MAX_LINES, QUOTE_REMARK_MAX_LENGTH } from '../constants'
import { isQuoteNumber } from '../rules'
import { quoteRequestField } from '../schemas'

/**
 * The caller of every quote endpoint (the `auth` of defineRoute; writes set `write`, so another
 * origin got 403 before): the B2B cart's rules — signed in (401), an active shop user of a
 * business customer (403) — and not a viewer of its company (403): viewers never order, and a
 * quote is the way to an order.
 */
export async function quotesContext(base: Pick<RouteBase, 'request'>): Promise<CartContext> {
  const ctx = await b2bCartContext(base)
  if (!mayOrderAs(ctx.account)) throw new ForbiddenError(ctx.t('quotes.api.viewerCannotRequest'))
  return ctx
}

/** 404 for a quote the caller may not see (unknown, another customer's, a colleague's for a buyer): the answer does not tell which. */
export const quoteNotFound = (ctx: Pick<CartContext, 't'>) =>
  new NotFoundError([
    { type: 'error', message: ctx.t('quotes.api.notFound'), meta: { fields: ['quoteNumber'] } },
  ])

/** The quote number of an address, or null when it cannot be one (answered as not found). */
export const quoteNumberParam = (raw: string): string | null => {
  const value = raw.trim().toUpperCase()
  return isQuoteNumber(value) ? value : null
}

/** 400 naming the refused field of a quote request, in words a person can act on. */
export function badQuoteRequest(ctx: Pick<CartContext, 't'>, error: z.ZodError): ValidationError {
  const { field, problem, position } = quoteRequestField(error)
  const message =
    problem === 'source'
      ? ctx.t('quotes.api.sourceInvalid')
      : problem === 'productNumber'
        ? ctx.t('quotes.api.productNumberInvalid')
        : problem === 'desiredDate'
          ? ctx.t('quotes.api.desiredDateInvalid')
          : problem === 'remark'
            ? ctx.t('quotes.api.remarkInvalid', { max: QUOTE_REMARK_MAX_LENGTH })
            : problem === 'quantity'
              ? ctx.t('quotes.api.quantityInvalid', { position: position ?? 1 })
              : problem === 'article'
                ? ctx.t('quotes.api.articleInvalid', { position: position ?? 1 })
                : problem === 'lines'
                  ? error.issues[0]?.code === 'too_big'
                    ? ctx.t('quotes.api.tooManyLines', { max: QUOTE_MAX_LINES })
                    : ctx.t('quotes.api.noQuantity')
                  : ctx.t('quotes.api.badParameter', { parameter: field })
  return new ValidationError(message, [field])
}
