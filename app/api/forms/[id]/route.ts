import { z } from 'zod'

import { getFormDefinition } from '@/features/forms/server/definitions'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { NotFoundError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/forms/{id}: a public form of this tenant in
 * the caller's language — fields, validators, the submit URL. 404 for
 * unknown ids, other tenants' forms and contact-process forms.
 */
export const GET = defineRoute(
  { auth: tenantContext, input: { params: z.object({ id: z.string() }) } },
  async ({ ctx: { t, tenant, locale }, params }) => {
    const definition = await getFormDefinition({
      tenantId: tenant.id,
      formId: params.id,
      locale,
      usage: 'page',
    })
    if (!definition) throw new NotFoundError(t('forms.api.notFound'))
    return { form: definition }
  },
)
