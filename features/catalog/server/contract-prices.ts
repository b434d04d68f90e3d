import 'server-only'

import type { ContractPosition } from '@/cms/payload-types'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { customerIdOf } from '@/features/accounts/server/customer'
import { cached } from '@/lib/cache'
import { cacheTags } from '@/lib/cache-tags'
import { dataScope, shopData } from '@/lib/data'
import { dayjs, swissToday, TIME_ZONE } from '@/lib/dates'
import { relationId } from '@/lib/relation-ids'

/**
 * The start of a Swiss calendar day and of the next one, as instants: a
 * contract valid "from 1 March" is valid from midnight in Zurich, whatever
 * time of day the CMS stored with the date.
 */
export function swissDayBounds(day: string): { start: Date; end: Date } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const next = new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10)
  return {
    start: dayjs.tz(`${day} 00:00`, TIME_ZONE).toDate(),
    end: dayjs.tz(`${next} 00:00`, TIME_ZONE).toDate(),
  }
}

/** The lowest agreed unit price per article number of the positions. */
export function lowestPrices(
  positions: Pick<ContractPosition, 'articleNumber' | 'unitPriceCents'>[],
): Record<string, number> {
  const prices: Record<string, number> = {}
  for (const { articleNumber, unitPriceCents } of positions) {
    if (!articleNumber || typeof unitPriceCents !== 'number' || !Number.isSafeInteger(unitPriceCents))
      continue
    const known = prices[articleNumber]
    if (known == null || unitPriceCents < known) prices[articleNumber] = unitPriceCents
  }
  return prices
}

/**
 * The agreed net unit prices of a customer's contracts that hold on a Swiss
 * day (status active, valid from ≤ day ≤ valid to; framework and price
 * agreements alike), by article number — the lowest when several agree one.
 * One query through the customer's data scope, so only its own contracts on
 * its tenant are read.
 */
async function readContractPrices(
  tenant: number,
  customer: number,
  day: string,
): Promise<Record<string, number>> {
  const { start, end } = swissDayBounds(day)
  const { docs } = await shopData(dataScope(tenant, null, customer)).find({
    collection: 'contract-positions',
    where: {
      and: [
        { 'contract.status': { equals: 'active' } },
        { 'contract.validFrom': { less_than: end.toISOString() } },
        { 'contract.validTo': { greater_than_equal: start.toISOString() } },
      ],
    },
    depth: 0,
    pagination: false,
    select: { articleNumber: true, unitPriceCents: true },
  })
  return lowestPrices(docs as Pick<ContractPosition, 'articleNumber' | 'unitPriceCents'>[])
}

/**
 * Every signed-in request asks (the price viewer): kept across requests and
 * instances per customer and day until a contract or position of the tenant
 * changes (the collections' hooks expire the tag); the day in the key ends a
 * contract's validity at midnight in Zurich.
 */
const cachedContractPrices = (tenant: number, customer: number, day: string) =>
  cached(
    () => readContractPrices(tenant, customer, day),
    ['contract-prices', String(tenant), String(customer), day],
    [cacheTags.contracts(tenant)],
  )()

/** One read per account object: the account is read anew on every request, so this holds for one request. */
const byAccount = new WeakMap<object, Promise<Record<string, number>>>()

/** The customer's contract prices today (memoised for the request's account). */
export function contractPricesOf(
  account: AuthenticatedAccount,
  now: Date = new Date(),
): Promise<Record<string, number>> {
  const known = byAccount.get(account)
  if (known) return known
  const tenant = relationId(account.tenant)
  const customer = customerIdOf(account)
  const read =
    tenant == null || customer == null
      ? Promise.resolve({})
      : cachedContractPrices(tenant, customer, swissToday(now))
  byAccount.set(account, read)
  return read
}
