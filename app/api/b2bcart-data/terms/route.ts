import type { NextRequest } from 'next/server'

import { catalogContext } from '@/features/catalog/server/request'
import { checkoutSettings } from '@/features/carts/server/checkout'
import { fail, ok } from '@/lib/api/envelope'

/** GET checkoutConfig.agbContentLink (SPEC §7): the tenant's terms and conditions — public text, so anyone may read them. */
export async function GET(request: NextRequest) {
  const ctx = await catalogContext(request)
  if ('response' in ctx) return ctx.response
  const settings = await checkoutSettings(ctx.tenant.id, ctx.locale)
  if (!settings?.terms?.content) return fail(404, ctx.t('carts.checkout.api.termsMissing'))
  return ok({ title: settings.terms.title, content: settings.terms.content })
}
