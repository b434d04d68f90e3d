import { catalogContext } from '@/features/catalog/server/request'
import { checkoutSettings } from '@/features/carts/server/checkout'
import { NotFoundError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/** GET checkoutConfig.agbContentLink: the tenant's terms and conditions — public text, so anyone may read them. */
export const GET = defineRoute({ auth: catalogContext }, async ({ ctx }) => {
  const settings = await checkoutSettings(ctx.tenant.id, ctx.locale)
  if (!settings?.terms?.content) throw new NotFoundError(ctx.t('carts.checkout.api.termsMissing'))
  return { title: settings.terms.title, content: settings.terms.content }
})
