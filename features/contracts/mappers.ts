import type { Contract } from '@/cms/payload-types'
import { CONTRACT_STATUSES, CONTRACT_TYPES } from '@/features/account-area/constants'

import type { ContractEntry } from './schemas'

/** A contract's positions summed up: how many, and the agreed and called-off quantities. */
export type PositionTotals = { count: number; agreed: number; called: number }

type Translate = (
  key:
    | `contracts.types.${(typeof CONTRACT_TYPES)[number]}`
    | `contracts.statuses.${(typeof CONTRACT_STATUSES)[number]}`,
) => string

/** One contract as a table row: labels in the caller's language, progress = called ÷ agreed. */
export function toContractEntry(
  ctx: { t: Translate },
  doc: Pick<
    Contract,
    'contractNumber' | 'title' | 'type' | 'validFrom' | 'validTo' | 'status' | 'totalValueCents'
  >,
  totals: PositionTotals | undefined,
  url: string,
  withPrices: boolean,
): ContractEntry {
  const type = (CONTRACT_TYPES as readonly string[]).includes(doc.type) ? doc.type : 'framework'
  const status = (CONTRACT_STATUSES as readonly string[]).includes(doc.status) ? doc.status : 'active'
  const agreed = totals?.agreed ?? 0
  const called = totals?.called ?? 0
  return {
    contractNumber: doc.contractNumber,
    title: doc.title ?? doc.contractNumber,
    type,
    typeLabel: ctx.t(`contracts.types.${type}`),
    validFrom: doc.validFrom.slice(0, 10),
    validTo: doc.validTo.slice(0, 10),
    status,
    statusLabel: ctx.t(`contracts.statuses.${status}`),
    positionCount: totals?.count ?? 0,
    agreedValueCents: withPrices ? (doc.totalValueCents ?? null) : null,
    agreedQuantity: agreed,
    calledQuantity: called,
    progress: agreed > 0 ? Math.min(1, called / agreed) : null,
    url,
  }
}
