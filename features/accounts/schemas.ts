import { z } from 'zod'

/** POST /api/auth/login (SPEC §7): both credentials are required. */
export const ZLoginInput = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
  /** Where the browser goes after login; only a path on this site. */
  loginRedirectUrl: z
    .string()
    .max(2000)
    .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), 'must be a path on this site')
    .optional()
    .nullable(),
})
export type LoginInput = z.infer<typeof ZLoginInput>

export const ZLoginResult = z.object({ loggedIn: z.literal(true) })
export type LoginResult = z.infer<typeof ZLoginResult>

/** POST /api/user/retailer-mode (SPEC §7) { enabled }; answers the retailer mode. */
export const ZRetailerModeInput = z.object({ enabled: z.boolean() })
export const ZRetailerMode = z.object({ retailerMode: z.object({ available: z.boolean(), enabled: z.boolean() }) })
export type RetailerMode = z.infer<typeof ZRetailerMode>['retailerMode']
