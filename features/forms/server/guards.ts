import 'server-only'

import type { ApiMessage } from '@/lib/api/envelope'
import { verifyCaptcha } from '@/lib/captcha/server'
import { getApiTranslator } from '@/lib/i18n/translator'
import { createRateLimiter } from '@/lib/rate-limit'

import { CAPTCHA_FIELD } from '../types'
import { counted } from '@/lib/numbers'

/** Public form submissions per client IP and window, over every form of the site (in memory, per instance; see docs/scaling.md). */
export const FORM_SUBMISSIONS_PER_IP = 10
export const FORM_WINDOW_SECONDS = 600

const submissionsPerIp = createRateLimiter('form-submissions-per-address', {
  limit: FORM_SUBMISSIONS_PER_IP,
  windowSeconds: FORM_WINDOW_SECONDS,
})

/** Why a submission is refused before (or after) its values are looked at. */
export type GuardRefusal = { status: 400 | 429; messages: ApiMessage[]; headers?: Record<string, string> }

/**
 * The first gate of every public form: a filled honeypot is refused
 * with the plain error text (a bot learns nothing), then the IP's submission
 * is counted — before the captcha, so a flood never reaches the captcha service.
 */
export async function checkHoneypotAndRate({
  honeypot,
  ip,
  locale,
}: {
  honeypot: unknown
  ip: string | null
  locale: string
}): Promise<GuardRefusal | null> {
  const t = await getApiTranslator(locale)
  if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null)
    return { status: 400, messages: [{ type: 'error', message: t('forms.api.rejected') }] }
  // Without a trustworthy address the captcha alone decides (no bucket shared by every such client).
  const gate = ip ? await submissionsPerIp.hit(ip) : null
  if (gate && !gate.allowed) {
    return {
      status: 429,
      messages: [
        {
          type: 'error',
          message: t('forms.api.tooMany', counted(Math.max(1, Math.ceil(gate.retryAfterSeconds / 60)))),
        },
      ],
      headers: { 'Retry-After': String(gate.retryAfterSeconds) },
    }
  }
  return null
}

/** The captcha check, last (a token is good for one check): refused or unavailable, each with its own text, marked on the captcha field. */
export async function checkCaptcha({
  token,
  ip,
  locale,
  action,
}: {
  token: unknown
  ip: string | null
  locale: string
  action: string
}): Promise<GuardRefusal | null> {
  const captcha = await verifyCaptcha(typeof token === 'string' ? token : '', ip ?? undefined, { action })
  if (captcha.ok) return null
  const t = await getApiTranslator(locale)
  const unavailable = captcha.reason === 'unavailable' || captcha.reason === 'not-configured'
  return {
    status: 400,
    messages: [
      {
        type: 'error',
        message: t(unavailable ? 'forms.api.captchaUnavailable' : 'forms.api.captchaFailed'),
        meta: { fields: [CAPTCHA_FIELD] },
      },
    ],
  }
}
