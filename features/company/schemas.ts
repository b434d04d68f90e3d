import { z } from 'zod'

import type { TableDefinition } from '@/features/table-lists/query'

import { COMPANY_ROLES, MAX_LIMIT_CENTS } from './model'

// ── Company users (/konto/benutzer, /api/company/users) ─────────────────────

/** A user of the company: signed in at least once or set a password (active), invited and not yet (invited), or switched off (deactivated). */
export const COMPANY_USER_STATES = ['active', 'invited', 'deactivated'] as const
export type CompanyUserState = (typeof COMPANY_USER_STATES)[number]

/** GET /api/company/users (a table list): search names and e-mail, filter role and state, sort. */
export const COMPANY_USERS_TABLE: TableDefinition = {
  sortColumns: ['name', 'email', 'role'],
  filters: {
    role: { values: COMPANY_ROLES, multiple: false },
    state: { values: COMPANY_USER_STATES, multiple: false },
  },
  search: true,
}

/** Names: 1–80 characters. E-mail: at most 254. */
export const USER_NAME_MAX_LENGTH = 80
export const USER_EMAIL_MAX_LENGTH = 254

/**
 * Why a value of the user forms is refused; the server and the form turn it
 * into a sentence naming the field (account.users.errors.*).
 */
export const COMPANY_USER_PROBLEMS = [
  'required',
  'invalid',
  'tooLong',
  'email',
  'role',
  'amount',
  'negative',
  'decimals',
  'tooLarge',
  'buyersOnly',
  'nothingToChange',
  'unknownField',
] as const
export type CompanyUserProblem = (typeof COMPANY_USER_PROBLEMS)[number]

/** The fields of the user forms, in form order (the 400's messages follow it). */
export const COMPANY_USER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'role',
  'orderLimitChf',
  'monthlyBudgetChf',
  'active',
] as const
export type CompanyUserField = (typeof COMPANY_USER_FIELDS)[number]

const problem = (missing: CompanyUserProblem, wrong: CompanyUserProblem) => (issue: { input?: unknown }) =>
  issue.input === undefined ? missing : wrong

/** Whole francs and Rappen only: at most two decimals (1e-6 absorbs binary fractions like 0.1 × 100). */
const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6

/** The largest limit or budget in francs. */
export const MAX_LIMIT_CHF = MAX_LIMIT_CENTS / 100

/** An amount in CHF (net): 0 to MAX_LIMIT_CHF, at most two decimals; a JSON number, not a string. */
export const ZChf = z
  .number({ error: problem('amount', 'amount') })
  .min(0, 'negative')
  .max(MAX_LIMIT_CHF, 'tooLarge')
  .refine(hasAtMostTwoDecimals, 'decimals')

/** CHF → cents (the stored unit); null stays null (no limit). */
export const chfToCents = (value: number | null): number | null =>
  value == null ? null : Math.round(value * 100)
/** Cents → CHF for the API and the forms. */
export const centsToChf = (value: number | null | undefined): number | null =>
  value == null ? null : value / 100

const ZName = z
  .string({ error: problem('required', 'invalid') })
  .trim()
  .min(1, 'required')
  .max(USER_NAME_MAX_LENGTH, 'tooLong')

const ZRole = z.enum(COMPANY_ROLES, { error: problem('required', 'role') })

/** POST /api/company/users: invite a user (limits only for buyers; null or missing: none). */
export const ZInviteUser = z.strictObject({
  firstName: ZName,
  lastName: ZName,
  email: z
    .string({ error: problem('required', 'invalid') })
    .trim()
    .toLowerCase()
    .min(1, 'required')
    .max(USER_EMAIL_MAX_LENGTH, 'tooLong')
    .pipe(z.email('email')),
  role: ZRole,
  orderLimitChf: ZChf.nullish(),
  monthlyBudgetChf: ZChf.nullish(),
})
export type InviteUserInput = z.output<typeof ZInviteUser>

/**
 * PATCH /api/company/users/{id}: what changes — the role, the limits (null:
 * none; only buyers have them), active (false deactivates, true
 * reactivates). At least one of them.
 */
export const ZUpdateUser = z
  .strictObject({
    role: ZRole.optional(),
    orderLimitChf: ZChf.nullable().optional(),
    monthlyBudgetChf: ZChf.nullable().optional(),
    active: z.boolean({ error: 'invalid' }).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'nothingToChange')
export type UpdateUserInput = z.output<typeof ZUpdateUser>

/** The user's id in the path: a positive whole number. */
export const ZCompanyUserParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,11}$/)
    .transform(Number),
})

/** The fields a bad body is about, each with its first problem, in form order (`body` when it is no object). */
export function companyUserProblems(error: z.ZodError): { field: string; problem: CompanyUserProblem }[] {
  const found = new Map<string, CompanyUserProblem>()
  const known = (message: string): CompanyUserProblem =>
    (COMPANY_USER_PROBLEMS as readonly string[]).includes(message)
      ? (message as CompanyUserProblem)
      : 'invalid'
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) if (!found.has(key)) found.set(key, 'unknownField')
      continue
    }
    const field = issue.path.length ? String(issue.path[0]) : 'body'
    if (!found.has(field)) found.set(field, known(issue.message))
  }
  const order = (field: string) => (COMPANY_USER_FIELDS as readonly string[]).indexOf(field) + 1 || 99
  return [...found]
    .map(([field, problem]) => ({ field, problem }))
    .sort((a, b) => order(a.field) - order(b.field))
}

/** One row of the company's users. Amounts in CHF (null: no limit). */
export const ZCompanyUser = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(COMPANY_ROLES),
  orderLimitChf: z.number().nullable(),
  monthlyBudgetChf: z.number().nullable(),
  state: z.enum(COMPANY_USER_STATES),
  /** ISO date-time of the (last) invitation, or null. */
  invitedAt: z.string().nullable(),
  /** The signed-in user's own row (it cannot deactivate itself). */
  self: z.boolean(),
})
export type CompanyUser = z.infer<typeof ZCompanyUser>

/** What PATCH, the invitation and its renewal answer: the user as it is now. */
export const ZCompanyUserAnswer = z.object({ user: ZCompanyUser })
