/**
 * next-intl errors met while a component test renders (unit-dom project):
 * every NextIntlClientProvider of a test reports here (vitest.setup.ts), and
 * the test fails after it ran when a text was missing or could not be
 * formatted, instead of passing with the key shown as text.
 */
type IntlProblem = { code: string; message: string }

const KEY = Symbol.for('tribo.test.intlErrors')
const store = globalThis as unknown as { [KEY]?: IntlProblem[] }
const problems = (): IntlProblem[] => (store[KEY] ??= [])

/** Codes that mean a visitor would see a key or a broken text (the environment's time-zone notice is none of them). */
const REPORTED = new Set([
  'MISSING_MESSAGE',
  'INSUFFICIENT_PATH',
  'INVALID_KEY',
  'INVALID_MESSAGE',
  'FORMATTING_ERROR',
  'MISSING_FORMAT',
])

/** The `onError` of the test providers. */
export function recordIntlError(error: { code: string; message: string }) {
  if (REPORTED.has(error.code)) problems().push({ code: error.code, message: error.message })
}

/** The problems recorded since the last call, and forgets them. */
export function takeIntlErrors(): IntlProblem[] {
  return problems().splice(0)
}
