import 'server-only'

import type { Order } from '@/cms/payload-types'
import { customerIdOf } from '@/features/accounts/server/customer'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import { dataScope, shopData } from '@/lib/data'

/**
 * When the customer last ordered each of these products (per product id):
 * ISO date or null. Only the customer's own orders count;
 * cancelled orders do not.
 */
export async function lastOrderDates(
  tenantId: number | string,
  account: AuthenticatedAccount,
  productIds: number[],
): Promise<Map<number, string | null>> {
  const result = new Map<number, string | null>(productIds.map((id) => [id, null]))
  const customerId = customerIdOf(account)
  if (!productIds.length || customerId == null) return result
  const { docs } = await shopData(dataScope(tenantId, account)).find({
    collection: 'orders',
    where: {
      and: [
        { tenant: { equals: tenantId } },
        { customer: { equals: customerId } },
        { status: { not_equals: 'cancelled' } },
        { 'lines.product': { in: productIds } },
      ],
    },
    sort: '-orderedAt',
    depth: 0,
    pagination: false,
    select: { orderedAt: true, lines: true },
  })
  for (const order of docs as Order[]) {
    for (const line of order.lines ?? []) {
      const id = typeof line.product === 'object' ? line.product.id : line.product
      if (result.has(id) && result.get(id) == null) result.set(id, order.orderedAt)
    }
  }
  return result
}
