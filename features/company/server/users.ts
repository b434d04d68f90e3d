import 'server-only'

import { randomBytes } from 'node:crypto'

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  logoutOperation,
  ValidationError as PayloadValidationError,
  type PayloadRequest,
  type Where,
} from 'payload'

import type { Account } from '@/cms/payload-types'
import { accountContext, type AccountContext } from '@/features/account-area/server/context'
import { withdrawOpenLinks } from '@/features/accounts/server/password-reset'
import { recordAudit, recordOnBehalf, type AuditAction } from '@/features/contacts/server/audit'
import type { TableQuery } from '@/features/table-lists/query'
import { payloadPage, searchTerm, sortOf, tableResults } from '@/features/table-lists/server/table'
import type { TableResults } from '@/features/table-lists/types'
import type { ApiMessage } from '@/lib/api/envelope-types'
import {
  ConflictError,
  fieldMessage,
  NotFoundError,
  ValidationError,
  type RouteError,
} from '@/lib/api/errors'
import { issuePath, type InvalidInput, type RouteBase, type Translator } from '@/lib/api/route'
import { dataScope, shopData } from '@/lib/data'
import { systemData } from '@/lib/data/system'
import { formatAmount } from '@/lib/money'
import { getPayload } from '@/lib/payload/get-payload'
import { runSql, sql } from '@/lib/payload/transaction-sql'

import { COMPANY_ROLES, isCompanyRole, MAX_LIMIT_CENTS, type CompanyRole } from '../model'
import {
  centsToChf,
  chfToCents,
  companyUserProblems,
  COMPANY_USER_STATES,
  USER_NAME_MAX_LENGTH,
  type CompanyUser,
  type CompanyUserProblem,
  type CompanyUserState,
  type InviteUserInput,
  type UpdateUserInput,
} from '../schemas'
import { sendInvitation } from './invitations'
import { assertCompanyAdministrator } from './role'

/**
 * The company's users (/konto/benutzer, /api/company/users): the shop
 * accounts of the caller's customer on the caller's tenant. Administrators
 * only — an employee acting for a contact acts with that contact's role.
 * Reads go through the caller's data scope (its customer's accounts); the
 * writes to colleagues' accounts — which no shop scope may change — are the
 * system's, each narrowed to the caller's customer and tenant by its where
 * (another customer's user is simply not found: 404).
 */

export type CompanyAdminContext = AccountContext

/** The caller of the users API: a signed-in business customer (401/403 as accountContext) and an administrator of its company (403). */
export async function companyAdminContext(base: Pick<RouteBase, 'request'>): Promise<CompanyAdminContext> {
  const ctx = await accountContext(base)
  assertCompanyAdministrator(ctx.account, () => ctx.t('account.users.api.administratorsOnly'))
  return ctx
}

type UserRow = Pick<
  Account,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'username'
  | 'email'
  | 'companyRole'
  | 'orderLimitCents'
  | 'monthlyBudgetCents'
  | 'deactivatedAt'
  | 'invitedAt'
  | 'passwordSetAt'
>

const USER_SELECT = {
  firstName: true,
  lastName: true,
  username: true,
  email: true,
  companyRole: true,
  orderLimitCents: true,
  monthlyBudgetCents: true,
  deactivatedAt: true,
  invitedAt: true,
  passwordSetAt: true,
} as const

const roleOfRow = (row: Pick<UserRow, 'companyRole'>): CompanyRole =>
  isCompanyRole(row.companyRole) ? row.companyRole : 'buyer'

/** Deactivated; invited and no password set yet; else active (accounts an editor created never had an invitation). */
const stateOfRow = (row: Pick<UserRow, 'deactivatedAt' | 'invitedAt' | 'passwordSetAt'>): CompanyUserState =>
  row.deactivatedAt ? 'deactivated' : row.invitedAt && !row.passwordSetAt ? 'invited' : 'active'

const toEntry = (row: UserRow, ctx: Pick<AccountContext, 'account'>): CompanyUser => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  name: `${row.firstName} ${row.lastName}`.trim(),
  username: row.username,
  email: row.email ?? null,
  role: roleOfRow(row),
  orderLimitChf: centsToChf(row.orderLimitCents),
  monthlyBudgetChf: centsToChf(row.monthlyBudgetCents),
  state: stateOfRow(row),
  invitedAt: row.invitedAt ?? null,
  self: row.id === ctx.account.id,
})

/** The accounts of the caller's company: its customer, customer accounts only (the tenant comes with every scope). */
const companyWhere = (ctx: Pick<AccountContext, 'customer'>): Where[] => [
  { type: { equals: 'customer' } },
  { customer: { equals: ctx.customer.id } },
]

/** Where a state filter narrows to (the same rule as stateOfRow). */
const STATE_WHERE: Record<CompanyUserState, Where> = {
  deactivated: { deactivatedAt: { exists: true } },
  invited: {
    and: [
      { deactivatedAt: { exists: false } },
      { invitedAt: { exists: true } },
      { passwordSetAt: { exists: false } },
    ],
  },
  active: {
    and: [
      { deactivatedAt: { exists: false } },
      { or: [{ passwordSetAt: { exists: true } }, { invitedAt: { exists: false } }] },
    ],
  },
}

/** A role filter: older accounts without a stored role are buyers. */
const roleWhere = (role: CompanyRole): Where =>
  role === 'buyer'
    ? { or: [{ companyRole: { equals: 'buyer' } }, { companyRole: { exists: false } }] }
    : { companyRole: { equals: role } }

const SORT = { name: 'lastName', email: 'email', role: 'companyRole' } as const

/**
 * GET /api/company/users (a table list): the company's users with role,
 * limits (CHF) and state; search over names, username and e-mail (every
 * word must match), filter role and state, sort by name, e-mail or role.
 */
export async function listCompanyUsers(
  ctx: CompanyAdminContext,
  query: TableQuery,
): Promise<TableResults<CompanyUser>> {
  const data = shopData(dataScope(ctx.tenant.id, ctx.account))
  const and: Where[] = companyWhere(ctx)
  const role = query.filters.role?.[0]
  if (isCompanyRole(role)) and.push(roleWhere(role))
  const state = query.filters.state?.[0] as CompanyUserState | undefined
  if (state && STATE_WHERE[state]) and.push(STATE_WHERE[state])
  for (const word of searchTerm(query).split(/\s+/).filter(Boolean))
    and.push({
      or: [
        { firstName: { contains: word } },
        { lastName: { contains: word } },
        { username: { contains: word } },
        { email: { contains: word } },
      ],
    })
  const window = payloadPage(query)
  const result = await data.find({
    collection: 'accounts',
    where: { and },
    sort: sortOf(query, SORT, 'lastName'),
    limit: window.limit,
    page: window.page,
    depth: 0,
    select: USER_SELECT,
  })
  const entries = (result.docs as UserRow[]).map((row) => toEntry(row, ctx))
  const t = ctx.t
  return tableResults(query, result.totalDocs, entries, {
    tableFilterFields: [
      {
        name: 'role',
        label: t('account.users.roleFilter'),
        type: 'select',
        options: COMPANY_ROLES.map((value) => ({ value, label: t(`account.users.roles.${value}`) })),
        value: query.filters.role ?? [],
      },
      {
        name: 'state',
        label: t('account.users.stateFilter'),
        type: 'select',
        options: COMPANY_USER_STATES.map((value) => ({ value, label: t(`account.users.states.${value}`) })),
        value: query.filters.state ?? [],
      },
    ],
    tableSortColumns: Object.keys(SORT),
    datepicker: null,
    search: { label: t('account.users.search'), value: query.search },
  })
}

/** The sentence of a field problem, naming the field in the caller's language. */
export function userFieldMessage(t: Translator, field: string, problem: CompanyUserProblem): ApiMessage {
  const known = [
    'firstName',
    'lastName',
    'email',
    'role',
    'orderLimitChf',
    'monthlyBudgetChf',
    'active',
    'body',
  ]
  const label = known.includes(field) ? t(`account.users.fields.${field as 'email'}`) : field
  const values = {
    label,
    max:
      problem === 'tooLarge' ? formatAmount(MAX_LIMIT_CENTS) : field === 'email' ? 254 : USER_NAME_MAX_LENGTH,
  }
  return fieldMessage(t(`account.users.errors.${problem}`, values), [field])
}

/** 400: one message per bad field, each naming its field in meta.fields; nothing was changed. */
const badFields = (t: Translator, problems: { field: string; problem: CompanyUserProblem }[]) =>
  new ValidationError(problems.map(({ field, problem }) => userFieldMessage(t, field, problem)))

/** The routes' words for bad input (defineRoute's `invalid`): a bad id names `id`; a bad body gets one message per field. */
export function invalidUserInput({ part, error }: InvalidInput, { t }: Pick<RouteBase, 't'>): RouteError {
  if (part === 'body') return badFields(t, companyUserProblems(error))
  const parameter = issuePath(error, part)
  return new ValidationError(t('api.badParameter', { parameter }), [parameter])
}

/** Limits belong to buyers: for any other role a limit other than "none" is refused, naming the field. */
function limitsOnlyForBuyers(
  ctx: Pick<AccountContext, 't'>,
  role: CompanyRole,
  input: Pick<UpdateUserInput, 'orderLimitChf' | 'monthlyBudgetChf'>,
): void {
  if (role === 'buyer') return
  const fields = (['orderLimitChf', 'monthlyBudgetChf'] as const).filter((field) => input[field] != null)
  if (fields.length)
    throw badFields(
      ctx.t,
      fields.map((field) => ({ field, problem: 'buyersOnly' as const })),
    )
}

/** Writes the audit row of a change: the caller, and when an employee acts for a contact, that contact (recordOnBehalf names it). */
async function audit(
  ctx: CompanyAdminContext,
  action: AuditAction,
  user: Pick<UserRow, 'id' | 'username' | 'firstName' | 'lastName'>,
  details: Record<string, unknown>,
): Promise<void> {
  const full = {
    user: { id: user.id, username: user.username, name: `${user.firstName} ${user.lastName}` },
    ...details,
  }
  if (await recordOnBehalf({ account: ctx.account, tenantId: ctx.tenant.id }, action, full)) return
  await recordAudit({
    tenantId: ctx.tenant.id,
    actor: ctx.account,
    action,
    contact: null,
    customer: ctx.customer.id,
    details: full,
  })
}

/** The mail's language: the caller's, where the tenant offers it. */
const mailLocale = (ctx: Pick<AccountContext, 'tenant' | 'locale'>) =>
  (ctx.tenant.locales as readonly string[]).includes(ctx.locale) ? ctx.locale : ctx.tenant.defaultLocale

const invitationOf = (ctx: CompanyAdminContext, row: UserRow, origin: string) => ({
  account: { id: row.id, email: row.email ?? '', firstName: row.firstName, username: row.username },
  inviterName: `${ctx.account.firstName} ${ctx.account.lastName}`.trim(),
  companyName: ctx.customer.name,
  tenantId: ctx.tenant.id,
  locale: mailLocale(ctx),
  origin,
})

/** Whether an e-mail address is taken: addresses and usernames are unique over every tenant (the accounts' indexes). */
async function emailTaken(email: string): Promise<boolean> {
  // A count over every tenant: the unique indexes of accounts are not per tenant, so neither is the check.
  const { totalDocs } = await systemData('company users: is an e-mail address taken').count({
    collection: 'accounts',
    where: { or: [{ email: { equals: email } }, { username: { equals: email } }] },
  })
  return totalDocs > 0
}

/**
 * POST /api/company/users: invites a user into the caller's company — an
 * account of its customer and tenant (username = e-mail, a random password
 * nobody knows, the role, a buyer's limits), and a mailed set-password link
 * valid INVITATION_VALID_DAYS days. An address already used by an account
 * is a 400 naming `email`.
 */
export async function inviteUser(
  ctx: CompanyAdminContext,
  input: InviteUserInput,
  origin: string,
): Promise<{ user: CompanyUser; message: string }> {
  limitsOnlyForBuyers(ctx, input.role, input)
  const taken = () => badFields(ctx.t, [{ field: 'email', problem: 'emailTaken' as CompanyUserProblem }])
  if (await emailTaken(input.email)) throw taken()
  const buyer = input.role === 'buyer'
  let row: UserRow
  try {
    // A colleague's account: no shop scope creates accounts; tenant and customer are the caller's own.
    row = (await systemData('company users: an administrator invites a colleague').create({
      collection: 'accounts',
      data: {
        tenant: Number(ctx.tenant.id),
        customer: ctx.customer.id,
        type: 'customer',
        username: input.email,
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        // Nobody knows it: the invited user sets its own password with the mailed link.
        password: `${randomBytes(32).toString('base64url')}aA1!`,
        isActiveEcommerceShopUser: true,
        companyRole: input.role,
        orderLimitCents: buyer ? chfToCents(input.orderLimitChf ?? null) : null,
        monthlyBudgetCents: buyer ? chfToCents(input.monthlyBudgetChf ?? null) : null,
        invitedAt: new Date().toISOString(),
        invitedBy: ctx.account.id,
        passwordSetAt: null,
      },
      depth: 0,
      select: USER_SELECT,
    })) as UserRow
  } catch (error) {
    // The same address at the same moment: the unique index refuses the second.
    if (error instanceof PayloadValidationError && (await emailTaken(input.email))) throw taken()
    throw error
  }
  await sendInvitation(invitationOf(ctx, row, origin))
  const user = toEntry(row, ctx)
  await audit(ctx, 'company.invite', row, {
    email: input.email,
    role: user.role,
    orderLimitChf: user.orderLimitChf,
    monthlyBudgetChf: user.monthlyBudgetChf,
  })
  return { user, message: ctx.t('account.users.api.invited', { email: input.email }) }
}

/** A user of the caller's company by id, or 404 (another customer's or tenant's is never found). */
async function companyUser(ctx: CompanyAdminContext, id: number, req?: PayloadRequest): Promise<UserRow> {
  // The administrator's own scope reads its customer's accounts; inside a transaction the system reads with the lock's request.
  const found = req
    ? await systemData('company users: the user an administrator changes', req.payload).find({
        collection: 'accounts',
        where: { and: [{ id: { equals: id } }, { tenant: { equals: ctx.tenant.id } }, ...companyWhere(ctx)] },
        limit: 1,
        pagination: false,
        depth: 0,
        select: USER_SELECT,
        req,
      })
    : await shopData(dataScope(ctx.tenant.id, ctx.account)).find({
        collection: 'accounts',
        where: { and: [{ id: { equals: id } }, ...companyWhere(ctx)] },
        limit: 1,
        pagination: false,
        depth: 0,
        select: USER_SELECT,
      })
  const row = found.docs[0] as UserRow | undefined
  if (!row) throw new NotFoundError(ctx.t('account.users.api.notFound'))
  return row
}

/**
 * POST /api/company/users/{id}/invitation: mails a new invitation to a user
 * who has not set a password yet; older links stop working. 409 for
 * anyone else (active or deactivated).
 */
export async function resendInvitation(
  ctx: CompanyAdminContext,
  id: number,
  origin: string,
): Promise<{ user: CompanyUser; message: string }> {
  const row = await companyUser(ctx, id)
  if (stateOfRow(row) !== 'invited' || !row.email)
    throw new ConflictError(ctx.t('account.users.api.notInvited'))
  const invitedAt = new Date().toISOString()
  // A colleague's account: no shop scope changes it; narrowed to the caller's customer and tenant.
  await systemData('company users: an administrator renews an invitation').update({
    collection: 'accounts',
    where: { and: [{ id: { equals: row.id } }, { tenant: { equals: ctx.tenant.id } }, ...companyWhere(ctx)] },
    data: { invitedAt, invitedBy: ctx.account.id },
    depth: 0,
  })
  await sendInvitation(invitationOf(ctx, row, origin))
  await audit(ctx, 'company.invite', row, { email: row.email, resent: true })
  return {
    user: toEntry({ ...row, invitedAt }, ctx),
    message: ctx.t('account.users.api.resent', { email: row.email }),
  }
}

/** Able to act as administrator: not deactivated, and not an invitation still open. */
const ACTIVE_ADMINISTRATOR: Where = {
  and: [{ companyRole: { equals: 'administrator' } }, STATE_WHERE.active],
}

/**
 * Serialises the changes to one company's users: the customer row is
 * written (unchanged) inside the transaction, so a second change of the same
 * company waits until the first is committed, and then counts what the first
 * left (PostgreSQL: a row lock; SQLite: the write lock).
 */
async function lockCompany(req: PayloadRequest, customerId: number): Promise<void> {
  await runSql(req, sql`UPDATE "customers" SET "id" = "id" WHERE "id" = ${customerId}`)
}

type Limits = { orderLimitChf: number | null; monthlyBudgetChf: number | null }

/** Ends every session of an account (Payload's logout of all sessions, as the account itself would). */
async function endAllSessions(accountId: number): Promise<void> {
  const payload = await getPayload()
  const req = await createLocalReq({ user: { id: accountId, collection: 'accounts' } as never }, payload)
  await logoutOperation({ collection: payload.collections.accounts, req, allSessions: true })
}

/**
 * PATCH /api/company/users/{id}: role, limits (CHF; null = none; buyers
 * only, other roles have none) and active (false deactivates: the user is
 * signed out on its next request; true reactivates). Nobody demotes or
 * deactivates the last active administrator of the company (409), also not
 * with two requests at once: the changes of one company run one after the
 * other, each counting the administrators inside its lock. Each change is
 * written to the audit log.
 */
export async function updateUser(
  ctx: CompanyAdminContext,
  id: number,
  input: UpdateUserInput,
): Promise<{ user: CompanyUser; message: string }> {
  const payload = await getPayload()
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let before: UserRow
  let after: UserRow
  try {
    await lockCompany(req, ctx.customer.id)
    before = await companyUser(ctx, id, req)
    const wasDeactivated = !!before.deactivatedAt
    const role = input.role ?? roleOfRow(before)
    const active = input.active ?? !wasDeactivated
    if (input.active === false && before.id === ctx.account.id)
      throw new ConflictError(ctx.t('account.users.api.notSelf'))
    limitsOnlyForBuyers(ctx, role, input)
    const limits: Limits =
      role === 'buyer'
        ? {
            orderLimitChf:
              input.orderLimitChf !== undefined ? input.orderLimitChf : centsToChf(before.orderLimitCents),
            monthlyBudgetChf:
              input.monthlyBudgetChf !== undefined
                ? input.monthlyBudgetChf
                : centsToChf(before.monthlyBudgetCents),
          }
        : { orderLimitChf: null, monthlyBudgetChf: null }
    const wasActiveAdministrator = roleOfRow(before) === 'administrator' && stateOfRow(before) === 'active'
    if (wasActiveAdministrator && (role !== 'administrator' || !active)) {
      const system = systemData(
        'company users: the administrators left, counted inside the lock',
        req.payload,
      )
      const { totalDocs: others } = await system.count({
        collection: 'accounts',
        where: {
          and: [
            { id: { not_equals: before.id } },
            { tenant: { equals: ctx.tenant.id } },
            ...companyWhere(ctx),
            ACTIVE_ADMINISTRATOR,
          ],
        },
        req,
      })
      if (others === 0) throw new ConflictError(ctx.t('account.users.api.lastAdministrator'))
    }
    const now = new Date().toISOString()
    // A colleague's account: no shop scope changes it; the where keeps it to the caller's customer and tenant.
    const updated = await systemData(
      'company users: an administrator changes a colleague',
      req.payload,
    ).update({
      collection: 'accounts',
      where: {
        and: [{ id: { equals: before.id } }, { tenant: { equals: ctx.tenant.id } }, ...companyWhere(ctx)],
      },
      data: {
        companyRole: role,
        orderLimitCents: chfToCents(limits.orderLimitChf),
        monthlyBudgetCents: chfToCents(limits.monthlyBudgetChf),
        deactivatedAt: active ? null : wasDeactivated ? before.deactivatedAt : now,
      },
      depth: 0,
      select: USER_SELECT,
      req,
    })
    after = updated.docs[0] as UserRow
    if (!after) throw new NotFoundError(ctx.t('account.users.api.notFound'))
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  // A deactivated user is signed out everywhere (a later reactivation revives no old session) and its open links stop working.
  if (after.deactivatedAt && !before.deactivatedAt) {
    await endAllSessions(after.id)
    await withdrawOpenLinks(after.id)
  }
  // The audit log after the commit (its own write; inside the lock it would wait for the lock).
  const roleBefore = roleOfRow(before)
  const roleAfter = roleOfRow(after)
  if (roleBefore !== roleAfter)
    await audit(ctx, 'company.role', after, { before: roleBefore, after: roleAfter })
  const limitsOf = (row: UserRow): Limits => ({
    orderLimitChf: centsToChf(row.orderLimitCents),
    monthlyBudgetChf: centsToChf(row.monthlyBudgetCents),
  })
  const [limitsBefore, limitsAfter] = [limitsOf(before), limitsOf(after)]
  if (
    limitsBefore.orderLimitChf !== limitsAfter.orderLimitChf ||
    limitsBefore.monthlyBudgetChf !== limitsAfter.monthlyBudgetChf
  )
    await audit(ctx, 'company.limits', after, { before: limitsBefore, after: limitsAfter })
  if (!before.deactivatedAt && after.deactivatedAt) await audit(ctx, 'company.deactivate', after, {})
  if (before.deactivatedAt && !after.deactivatedAt) await audit(ctx, 'company.reactivate', after, {})
  const user = toEntry(after, ctx)
  const message =
    !before.deactivatedAt && after.deactivatedAt
      ? ctx.t('account.users.api.deactivated', { name: user.name })
      : before.deactivatedAt && !after.deactivatedAt
        ? ctx.t('account.users.api.reactivated', { name: user.name })
        : ctx.t('account.users.api.saved', { name: user.name })
  return { user, message }
}
