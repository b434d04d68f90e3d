import { describe, expect, it } from 'vitest'

import type { SelectedContact, SessionUser } from '@/features/session/types'

import { contactsLinkKind, showContactLogout, showContactSelector, showOrderOnBehalf } from './visibility'

const user = (type: SessionUser['type'], showContactSelector = true): SessionUser => ({
  firstName: 'E',
  lastName: 'B',
  customerId: null,
  name: 'E B',
  type,
  options: { showContactSelector },
})
const selected: SelectedContact = {
  id: '1',
  contactId: 'K-1',
  name: 'Hans Muster',
  customerId: '100200',
  contactPerson: { name: 'Sandra Keller' },
}

describe('on-behalf visibility', () => {
  it('shows the order-on-behalf icon only to employees whose options allow it', () => {
    expect(showOrderOnBehalf(user('employee'))).toBe(true)
    expect(showOrderOnBehalf(user('employee', false))).toBe(false)
    expect(showOrderOnBehalf(user('customer'))).toBe(false)
    expect(showOrderOnBehalf(null)).toBe(false)
  })

  it('shows the contact selector unless the employee already has a selected contact', () => {
    expect(showContactSelector(user('employee'), null)).toBe(true)
    expect(showContactSelector(user('employee'), selected)).toBe(false)
    expect(showContactSelector(user('employee', false), null)).toBe(false)
    expect(showContactSelector(user('customer'), null)).toBe(false)
  })

  it('shows the contact logout button only to non-customers with a selected contact', () => {
    expect(showContactLogout(user('employee'), selected)).toBe(true)
    expect(showContactLogout(user('employee'), null)).toBe(false)
    expect(showContactLogout(user('customer'), selected)).toBe(false)
    expect(showContactLogout(null, selected)).toBe(false)
  })

  it('links employees to all contacts and customers to "show all as customer"', () => {
    expect(contactsLinkKind(user('employee'))).toBe('allContacts')
    expect(contactsLinkKind(user('customer'))).toBe('showAllAsCustomer')
    expect(contactsLinkKind(null)).toBeNull()
  })
})
