import { invalidParams, ZContactSubmitInput } from '@/features/contact-manager/schemas'
import { submitContactRequest } from '@/features/contact-manager/server/submit'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { RouteError, ValidationError } from '@/lib/api/errors'
import { clientIp } from '@/lib/api/request-context'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * POST /api/contact-manager/submit (same origin) { processId, values:
 * { [stepId]: {...} }, username (honeypot), captchaToken }: the visitor's
 * request, checked as a whole, stored for editors and mailed to the
 * recipients. 201 { id, message } with the confirmation; 400 naming what is
 * wrong (nothing stored); 403 from another origin; 404 for a process this
 * tenant does not have; 429 when the IP sent too many.
 */
export const POST = defineRoute(
  {
    auth: tenantContext,
    write: true,
    input: { body: ZContactSubmitInput },
    invalid: ({ error }, { t }) =>
      new ValidationError(
        invalidParams(error).map((param) => ({
          type: 'error' as const,
          message: t('contactManager.api.invalidParam', { param }),
          meta: { fields: [param] },
        })),
      ),
  },
  async ({ ctx: { tenant, locale }, body, request }) => {
    const outcome = await submitContactRequest(body, {
      tenantId: Number(tenant.id),
      locale,
      ip: clientIp(request),
    })
    if (outcome.kind === 'refused')
      throw new RouteError(outcome.status, outcome.messages, { headers: outcome.headers })
    return reply(outcome.data, { status: 201 })
  },
)
