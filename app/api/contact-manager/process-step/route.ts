import { invalidParams, ZProcessStepQuery } from '@/features/contact-manager/schemas'
import { getStepConfig } from '@/features/contact-manager/server/process'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { NotFoundError, RouteError, ValidationError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/contact-manager/process-step?processId=&stepId=&productLine=
 * (the step configuration): one step, resolved for the chosen
 * product line. 400 naming a malformed parameter; 404 for a process, step or
 * product line this tenant does not have.
 */
export const GET = defineRoute({ auth: tenantContext }, async ({ ctx: { t, tenant, locale }, request }) => {
  const params = request.nextUrl.searchParams
  const parsed = ZProcessStepQuery.safeParse({
    processId: params.get('processId') ?? '',
    stepId: params.get('stepId') ?? '',
    productLine: params.get('productLine') ?? undefined,
  })
  if (!parsed.success)
    throw new ValidationError(
      invalidParams(parsed.error).map((param) => ({
        type: 'error' as const,
        message: t('contactManager.api.invalidParam', { param }),
        meta: { fields: [param] },
      })),
    )
  const result = await getStepConfig(Number(tenant.id), locale, parsed.data)
  switch (result.kind) {
    case 'ok':
      return result.step
    case 'unknown-process':
      throw new NotFoundError([
        { type: 'error', message: t('contactManager.api.unknownProcess'), meta: { fields: ['processId'] } },
      ])
    case 'unknown-step':
      throw new NotFoundError([
        { type: 'error', message: t('contactManager.api.unknownStep'), meta: { fields: ['stepId'] } },
      ])
    case 'unknown-product-line':
      throw new NotFoundError([
        {
          type: 'error',
          message: t('contactManager.api.unknownProductLine'),
          meta: { fields: ['productLine'] },
        },
      ])
    default:
      throw new RouteError(500, t('contactManager.api.missingForm'))
  }
})
