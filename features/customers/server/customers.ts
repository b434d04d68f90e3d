import 'server-only'

import type { Where } from 'payload'

import { assignedCustomerIds } from '@/cms/access/is-editor-or-assigned-employee'
import type { Address, Contact, Customer, Order } from '@/cms/payload-types'
import type { AuthenticatedAccount } from '@/features/accounts/server/current-account'
import type { CatalogContext } from '@/features/catalog/server/request'
import type { TableQuery } from '@/features/table-lists/query'
import { payloadPage, searchTerm, sortOf, tableResults } from '@/features/table-lists/server/table'
import type { TableResults } from '@/features/table-lists/types'
import { swissIsoDate } from '@/lib/dates'
import { directoryScope, shopData, type DataApi } from '@/lib/data'
import { relationId } from '@/lib/relation-ids'

import { CUSTOMER_KINDS, type CustomerEntry } from '../schemas'

export type CustomersContext = Pick<CatalogContext, 'tenant' | 't'> & { account: AuthenticatedAccount }

const SORT = { customerId: 'customerId', name: 'name' } as const

const ref = (value: unknown) => relationId(value as number | { id: number } | null)

/** Per customer: the city of its preferred bill-to address (else any bill-to address). */
async function billToCities(
  data: DataApi,
  tenantId: number | string,
  ids: number[],
): Promise<Map<number, string>> {
  const { docs } = await data.find({
    collection: 'addresses',
    where: {
      and: [{ tenant: { equals: tenantId } }, { customer: { in: ids } }, { type: { equals: 'BILL_TO' } }],
    },
    sort: ['-preferred', 'id'],
    depth: 0,
    pagination: false,
    select: { customer: true, city: true, preferred: true },
  })
  const cities = new Map<number, string>()
  for (const doc of docs as Address[]) {
    const id = ref(doc.customer)
    if (id != null && !cities.has(id) && doc.city) cities.set(id, doc.city)
  }
  return cities
}

/**
 * Per customer: the date of its latest order (Swiss calendar day). One
 * indexed read of a single row per customer on the page (at most 100), not
 * every order of every customer: the demo customers alone have thousands.
 */
async function lastOrderDates(
  data: DataApi,
  tenantId: number | string,
  ids: number[],
): Promise<Map<number, string>> {
  const latest = await Promise.all(
    ids.map(async (id) => {
      const { docs } = await data.find({
        collection: 'orders',
        where: { and: [{ tenant: { equals: tenantId } }, { customer: { equals: id } }] },
        sort: '-orderedAt',
        limit: 1,
        pagination: false,
        depth: 0,
        select: { orderedAt: true },
      })
      const order = docs[0] as Pick<Order, 'orderedAt'> | undefined
      return [id, order ? swissIsoDate(order.orderedAt) : null] as const
    }),
  )
  return new Map(latest.filter((entry): entry is readonly [number, string] => entry[1] != null))
}

/**
 * GET /api/customers/list (a table list): the tenant's customers
 * for employees — number, name, kind, the city of the bill-to address, the
 * number of contacts and the last order date. For the customers assigned to
 * the employee each row also carries their contacts, so the employee can act
 * for one (POST /api/contact/select); other customers are shown, not
 * actionable. Customer records are editor-only in the CMS; the shop reads
 * them under the employee's directory scope (its tenant only).
 */
export async function listCustomers(
  ctx: CustomersContext,
  query: TableQuery,
): Promise<TableResults<CustomerEntry>> {
  const data = shopData(directoryScope(ctx.tenant.id, ctx.account))
  const and: Where[] = [{ tenant: { equals: ctx.tenant.id } }]
  if (query.filters.kind?.length) and.push({ kind: { in: query.filters.kind } })
  const term = searchTerm(query)
  if (term) and.push({ or: [{ name: { contains: term } }, { customerId: { contains: term } }] })
  const window = payloadPage(query)
  const result = await data.find({
    collection: 'customers',
    where: { and },
    sort: sortOf(query, SORT, 'name'),
    limit: window.limit,
    page: window.page,
    depth: 0,
    select: { customerId: true, name: true, kind: true },
  })
  const customers = result.docs as Customer[]
  const ids = customers.map((c) => c.id)
  const assigned = new Set(assignedCustomerIds(ctx.account))
  const [cities, orders, contacts] = ids.length
    ? await Promise.all([
        billToCities(data, ctx.tenant.id, ids),
        lastOrderDates(data, ctx.tenant.id, ids),
        data
          .find({
            collection: 'contacts',
            where: { and: [{ tenant: { equals: ctx.tenant.id } }, { customer: { in: ids } }] },
            sort: ['lastName', 'firstName'],
            depth: 0,
            pagination: false,
            select: { customer: true, contactId: true, firstName: true, lastName: true },
          })
          .then((r) => r.docs as Contact[]),
      ])
    : [new Map<number, string>(), new Map<number, string>(), [] as Contact[]]
  const entries = customers.map((customer): CustomerEntry => {
    const own = contacts.filter((c) => ref(c.customer) === customer.id)
    const kind = customer.kind === 'b2c' ? 'b2c' : 'b2b'
    const isAssigned = assigned.has(customer.id)
    return {
      customerId: customer.customerId,
      name: customer.name,
      kind,
      kindLabel: ctx.t(`contracts.customers.kinds.${kind}`),
      city: cities.get(customer.id) ?? null,
      contactCount: own.length,
      lastOrderDate: orders.get(customer.id) ?? null,
      assigned: isAssigned,
      contacts: isAssigned
        ? own.map((c) => ({
            id: String(c.id),
            contactId: c.contactId,
            name: `${c.firstName} ${c.lastName}`.trim(),
          }))
        : [],
    }
  })
  return tableResults(query, result.totalDocs, entries, {
    tableFilterFields: [
      {
        name: 'kind',
        label: ctx.t('contracts.customers.kind'),
        type: 'select',
        options: CUSTOMER_KINDS.map((value) => ({
          value,
          label: ctx.t(`contracts.customers.kinds.${value}`),
        })),
        value: query.filters.kind ?? [],
      },
    ],
    tableSortColumns: Object.keys(SORT),
    datepicker: null,
    search: { label: ctx.t('contracts.customers.search'), value: query.search },
  })
}
