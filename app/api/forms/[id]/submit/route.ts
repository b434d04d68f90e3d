import { z } from 'zod'

import { submitPageForm } from '@/features/forms/server/submit'
import { tenantContext } from '@/features/tenancy/server/route-context'
import { defineRoute, reply } from '@/lib/api/route'

/**
 * POST /api/forms/{id}/submit (the submit URL the page supplies),
 * multipart/form-data with the form's fields, `username` (honeypot) and
 * `captchaToken`. 201 { data: { id, message } } — the form's own thanks or
 * "Vielen Dank, das Formular wurde erfolgreich abgesendet."; 400 with one
 * message per bad field (meta.fields), for a filled honeypot or a refused
 * captcha; 403 from another origin; 404 unknown form; 413 a body larger
 * than the form's files allow (read within that limit); 429 too many
 * submissions. Nothing is stored on any refusal.
 */
export const POST = defineRoute(
  { auth: tenantContext, write: true, bodyKind: 'form', input: { params: z.object({ id: z.string() }) } },
  async ({ ctx, params, request }) => reply(await submitPageForm(request, ctx, params.id), { status: 201 }),
)
