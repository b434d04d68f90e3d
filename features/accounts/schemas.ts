import { z } from 'zod'

/** POST /api/auth/login: both credentials are required. */
export const ZLoginInput = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
  /** Where the browser goes after login; only a path on this site. */
  loginRedirectUrl: z
    .string()
    .max(2000)
    .refine(
      (v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'),
      'must be a path on this site',
    )
    .optional()
    .nullable(),
})
export type LoginInput = z.infer<typeof ZLoginInput>

export const ZLoginResult = z.object({ loggedIn: z.literal(true) })
export type LoginResult = z.infer<typeof ZLoginResult>

/** POST /api/user/retailer-mode { enabled }; answers the retailer mode. */
export const ZRetailerModeInput = z.object({ enabled: z.boolean() })
export const ZRetailerMode = z.object({
  retailerMode: z.object({ available: z.boolean(), enabled: z.boolean() }),
})
export type RetailerMode = z.infer<typeof ZRetailerMode>['retailerMode']

/** A new password has at least eight characters with upper case, lower case, a digit and a special character. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_RULES = {
  length: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  upper: (value: string) => /\p{Lu}/u.test(value),
  lower: (value: string) => /\p{Ll}/u.test(value),
  digit: (value: string) => /\p{Nd}/u.test(value),
  special: (value: string) => /[^\p{L}\p{Nd}\s]/u.test(value),
} as const
export type PasswordRule = keyof typeof PASSWORD_RULES

/** The rules a password does not meet yet, in the order the form lists them. */
export const unmetPasswordRules = (value: string): PasswordRule[] =>
  (Object.keys(PASSWORD_RULES) as PasswordRule[]).filter((rule) => !PASSWORD_RULES[rule](value))

export const ZNewPassword = z
  .string()
  .max(200)
  .superRefine((value, ctx) => {
    for (const rule of unmetPasswordRules(value))
      ctx.addIssue({ code: 'custom', message: rule, params: { rule } })
  })

/** POST /api/auth/password-recovery: a username or an e-mail address. */
export const ZPasswordRecoveryInput = z.object({ identifier: z.string().trim().min(1).max(200) })
export type PasswordRecoveryInput = z.infer<typeof ZPasswordRecoveryInput>

/** A reset token as mailed: 32 random bytes, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** POST /api/auth/password-reset: the mailed token and the new password twice. */
export const ZPasswordResetInput = z
  .object({
    token: z.string().regex(RESET_TOKEN_PATTERN),
    password: ZNewPassword,
    passwordConfirm: z.string().max(200),
  })
  .refine((input) => input.password === input.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'mismatch',
  })
export type PasswordResetInput = z.infer<typeof ZPasswordResetInput>

/** What a reset link is worth: usable, or why not: expired, invalid or already used. */
export type ResetTokenState = 'valid' | 'expired' | 'invalid' | 'used'
