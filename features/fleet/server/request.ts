import 'server-only'

import type { z } from 'zod'

import { companyRoleOf } from '@/features/accounts/company-roles'
import { accountContext, type AccountContext } from '@/features/account-area/server/context'
import { ForbiddenError, NotFoundError, ValidationError } from '@/lib/api/errors'
import type { RouteBase } from '@/lib/api/route'
import { dataScope, shopData, type DataApi } from '@/lib/data'

import { FLEET_NAME_MAX_LENGTH, FLEET_NOTE_MAX_LENGTH, FLEET_TAG_MAX_LENGTH } from '../constants'
import { fleetProblems, type FleetFieldProblem } from '../schemas'

/** A fleet call: a signed-in user of a business customer (an employee acting for a contact: that contact's customer). */
export type FleetContext = AccountContext

/** The caller of every fleet endpoint: signed in (401), a business customer's user or an employee acting for one (403). */
export const fleetContext = (base: Pick<RouteBase, 'request'>): Promise<FleetContext> => accountContext(base)

/** Administrators and buyers change the fleet; viewers read it. */
export const mayChangeFleet = (ctx: Pick<FleetContext, 'account'>): boolean =>
  companyRoleOf(ctx.account) !== 'viewer'

/** The caller of a fleet write: as fleetContext, and never a viewer (403 with a sentence). */
export async function fleetWriteContext(base: Pick<RouteBase, 'request'>): Promise<FleetContext> {
  const ctx = await fleetContext(base)
  if (!mayChangeFleet(ctx)) throw new ForbiddenError(ctx.t('fleet.api.viewer'))
  return ctx
}

/** The customer's fleet through the caller's data scope (the scope rule narrows to its customer and tenant). */
export const fleetData = (ctx: Pick<FleetContext, 'tenant' | 'account'>): DataApi =>
  shopData(dataScope(ctx.tenant.id, ctx.account))

/** 404: no such entry, or another customer's (the answer does not tell which). */
export const entryMissing = (ctx: Pick<FleetContext, 't'>) =>
  new NotFoundError([{ type: 'error', message: ctx.t('fleet.api.notFound'), meta: { fields: ['id'] } }])

const MAX_LENGTH: Record<string, number> = {
  name: FLEET_NAME_MAX_LENGTH,
  productInUseText: FLEET_NAME_MAX_LENGTH,
  site: FLEET_TAG_MAX_LENGTH,
  costCentre: FLEET_TAG_MAX_LENGTH,
  note: FLEET_NOTE_MAX_LENGTH,
}

const LABELLED = new Set([
  'kind',
  'by',
  'vehicleTypeId',
  'typeApprovalNumber',
  'plate',
  'name',
  'machineKind',
  'site',
  'costCentre',
  'readingKm',
  'readingHours',
  'readingDate',
  'yearlyKm',
  'yearlyHours',
  'note',
  'components',
  'component',
  'product',
  'productInUseText',
  'capacityLitres',
  'intervalMonths',
  'intervalKm',
  'intervalHours',
  'lastServiceDate',
  'lastServiceReading',
  'componentId',
  'doneOn',
  'reading',
  'litres',
])

/** One problem as a sentence naming its field (fleet.errors.*), a component's with its position. */
export function problemText(t: FleetContext['t'], problem: Omit<FleetFieldProblem, 'field'>): string {
  const label = LABELLED.has(problem.key)
    ? t(`fleet.fields.${problem.key}` as 'fleet.fields.name')
    : problem.key === 'body'
      ? t('fleet.fields.body')
      : problem.key
  const text = t(`fleet.errors.${problem.problem}`, { label, max: MAX_LENGTH[problem.key] ?? 0 })
  return problem.index == null ? text : t('fleet.errors.inComponent', { position: problem.index + 1, text })
}

/** 400 with one message per bad field, each naming it (meta.fields). */
export function badFields(t: FleetContext['t'], problems: Omit<FleetFieldProblem, 'key'>[]): ValidationError {
  return new ValidationError(
    problems.map((problem) => ({
      type: 'error' as const,
      message: problemText(t, {
        ...problem,
        key:
          problem.field
            .split('.')
            .reverse()
            .find((part) => !/^\d+$/.test(part)) ?? problem.field,
      }),
      meta: { fields: [problem.field] },
    })),
  )
}

/** The route's words for a body zod refused. */
export const badFleetInput = (ctx: Pick<FleetContext, 't'>, error: z.ZodError) =>
  badFields(ctx.t, fleetProblems(error))

/** 400 with one sentence naming one field. */
export const badField = (ctx: Pick<FleetContext, 't'>, field: string, message: string) =>
  new ValidationError([{ type: 'error', message, meta: { fields: [field] } }])
