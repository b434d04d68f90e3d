'use client'

import { useTranslations } from 'next-intl'

import { TableList, type TableColumn } from '@/features/table-lists/components/table-list.client'
import type { TableResults } from '@/features/table-lists/types'
import { formatIsoDate } from '@/lib/dates'

import { ZCustomerEntry, type CustomerEntry } from '../schemas'
import { ActForCustomer } from './act-for-customer.client'

/** The customers list for employees: search, filter kind, sort, and acting for a customer per row. */
export function CustomersTable({ initial }: { initial: TableResults<CustomerEntry> }) {
  const t = useTranslations('contracts.customers')
  const columns: TableColumn<CustomerEntry>[] = [
    { key: 'customerId', header: t('customerId'), render: (c) => c.customerId },
    { key: 'name', header: t('name'), render: (c) => c.name },
    { key: 'kind', header: t('kind'), render: (c) => c.kindLabel },
    { key: 'city', header: t('city'), render: (c) => c.city ?? '–' },
    { key: 'contacts', header: t('contacts'), align: 'end', render: (c) => c.contactCount },
    {
      key: 'lastOrder',
      header: t('lastOrder'),
      render: (c) => (c.lastOrderDate ? formatIsoDate(c.lastOrderDate) : '–'),
    },
    { key: 'actions', header: t('actions'), render: (c) => <ActForCustomer customer={c} /> },
  ]
  return (
    <TableList
      endpoint="/api/customers/list"
      store="customers"
      entrySchema={ZCustomerEntry}
      initial={initial}
      columns={columns}
      caption={t('caption')}
      rowKey={(c) => c.customerId}
      emptyText={t('empty')}
      testId="customers-table"
    />
  )
}
