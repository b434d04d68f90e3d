import { z } from 'zod'

import { STEP_ID_PATTERN } from './types'

/** The reCAPTCHA v3 action of the contact process (letters and underscores only). */
export const CONTACT_CAPTCHA_ACTION = 'contact_request'

const ZId = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)

/** GET /api/contact-manager/process-step?processId=&stepId=&productLine= */
export const ZProcessStepQuery = z.object({
  processId: ZId,
  stepId: z.string().trim().regex(STEP_ID_PATTERN),
  /** The chosen product line's id; empty or missing before one is chosen. */
  productLine: z
    .string()
    .trim()
    .regex(/^([1-9]\d{0,9})?$/)
    .optional()
    .transform((value) => (value ? value : null)),
})
export type ProcessStepQuery = z.output<typeof ZProcessStepQuery>

const ZStepValue = z.union([z.string().max(10_000), z.boolean(), z.array(z.string().max(500)).max(100)])

/**
 * POST /api/contact-manager/submit: every step's values by step id
 * (iconButton steps: `{ [fieldName]: optionId }`), the honeypot `username`
 * and the captcha token. What the values mean is checked against the process.
 */
export const ZContactSubmitInput = z.object({
  processId: z.union([z.number().int().positive(), ZId]),
  values: z
    .record(z.string().regex(STEP_ID_PATTERN), z.record(z.string().max(64), ZStepValue))
    .refine((record) => Object.keys(record).length <= 50),
  username: z.unknown().optional(),
  captchaToken: z.string().max(10_000).optional(),
})
export type ContactSubmitInput = z.output<typeof ZContactSubmitInput>

/** The parameters a bad query or body is about, in a stable order. */
export function invalidParams(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => (issue.path.length ? String(issue.path[0]) : 'body')))]
}
