/**
 * Production fails closed: with APP_ENVIRONMENT=production the app refuses to
 * start on a demo or missing secret or a test captcha, and never seeds demo
 * data. The check is pure (it reads the variables it is given), so the start
 * step (scripts/prepare-database.ts), the server (instrumentation.ts) and the
 * seed command share it and tests can drive it.
 */

/** Secrets that are public (in this repository) and so protect nothing. */
export const KNOWN_DEMO_SECRETS = [
  'tribo-local-development-secret-change-me',
  'tribo-test-secret-not-for-production',
] as const

/** The shortest PAYLOAD_SECRET accepted in production (32 random bytes as hex are 64 characters). */
export const MIN_PRODUCTION_SECRET_LENGTH = 32

/** ERP tokens that are public (docs, tests) and so protect nothing. */
export const KNOWN_DEMO_ERP_TOKENS = ['tribo-erp-demo-token-not-for-production'] as const

/** The shortest ERP_API_TOKEN accepted in production. */
export const MIN_PRODUCTION_ERP_TOKEN_LENGTH = 32

type Vars = Record<string, string | undefined>

export function isProductionEnvironment(vars: Vars = process.env): boolean {
  return (vars.APP_ENVIRONMENT ?? '').trim().toLowerCase() === 'production'
}

/** What keeps this configuration from running in production (empty when it may, or when it is not production). */
export function productionProblems(vars: Vars = process.env): string[] {
  if (!isProductionEnvironment(vars)) return []
  const problems: string[] = []
  const secret = vars.PAYLOAD_SECRET ?? ''
  if (!secret.trim())
    problems.push(
      'PAYLOAD_SECRET is not set: set the same long random value on every instance (e.g. `openssl rand -hex 32`).',
    )
  else if ((KNOWN_DEMO_SECRETS as readonly string[]).includes(secret.trim()))
    problems.push('PAYLOAD_SECRET is a published demo secret: set a long random value of your own.')
  else if (secret.length < MIN_PRODUCTION_SECRET_LENGTH)
    problems.push(
      `PAYLOAD_SECRET is shorter than ${MIN_PRODUCTION_SECRET_LENGTH} characters: set a long random value.`,
    )

  const provider = (vars.CAPTCHA_PROVIDER ?? '').trim().toLowerCase()
  if (provider === 'test')
    problems.push(
      'CAPTCHA_PROVIDER=test accepts a published token: use reCAPTCHA (RECAPTCHA_SECRET_KEY) or switch the captcha off explicitly with CAPTCHA_PROVIDER=off.',
    )
  else if (provider !== 'off' && !(vars.RECAPTCHA_SECRET_KEY ?? '').trim())
    problems.push(
      'RECAPTCHA_SECRET_KEY is not set: public forms would accept the test captcha. Set it, or switch the captcha off explicitly with CAPTCHA_PROVIDER=off.',
    )

  // The ERP's import of order documents is off without a token; a token given must be a real one.
  const erpToken = (vars.ERP_API_TOKEN ?? '').trim()
  if (erpToken && (KNOWN_DEMO_ERP_TOKENS as readonly string[]).includes(erpToken))
    problems.push(
      'ERP_API_TOKEN is a published demo token: set a long random value of your own, or leave it unset to switch the ERP import off.',
    )
  else if (erpToken && erpToken.length < MIN_PRODUCTION_ERP_TOKEN_LENGTH)
    problems.push(
      `ERP_API_TOKEN is shorter than ${MIN_PRODUCTION_ERP_TOKEN_LENGTH} characters: set a long random value (e.g. \`openssl rand -hex 32\`), or leave it unset to switch the ERP import off.`,
    )
  return problems
}

/** Throws with every problem named when this configuration may not run. */
export function assertProductionReady(vars: Vars = process.env): void {
  const problems = productionProblems(vars)
  if (problems.length) throw new ProductionConfigurationError(problems)
}

export class ProductionConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to start with APP_ENVIRONMENT=production:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ProductionConfigurationError'
  }
}
