import { apiRequest } from '@/lib/api/client'

import { ADDRESS_API } from './constants'
import type { AddressFormConfiguration, AddressValues } from './form'
import type { AddressEntry, AddressList } from './schemas'

const call = (action: string) => ({ store: 'addresses', action })

/** The typed calls of the address book (messages are shown by the caller where it says so). */
export const addressApi = {
  list: () => apiRequest<{ addressList: AddressList }>('GET', ADDRESS_API.list, { call: call('list') }),
  editForm: (partnerId: string | null) =>
    apiRequest<{ configuration: AddressFormConfiguration }>('GET', ADDRESS_API.edit, {
      query: partnerId ? { partnerId } : { type: 'SHIP_TO' },
      call: call('editForm'),
    }),
  save: (partnerId: string | null, values: AddressValues) =>
    apiRequest<{ address: AddressEntry; addressList: AddressList }>('POST', ADDRESS_API.edit, {
      body: { partnerId, type: 'SHIP_TO', values },
      call: call('save'),
      showMessages: false,
    }),
  remove: (partnerId: string) =>
    apiRequest<{ addressList: AddressList }>('POST', ADDRESS_API.delete, {
      body: { partnerId },
      call: call('delete'),
    }),
  prefer: (partnerId: string, type: AddressEntry['type']) =>
    apiRequest<{ addressList: AddressList }>('POST', ADDRESS_API.preferred, {
      body: { partnerId, type },
      call: call('preferred'),
    }),
}
