import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as deleteApi } from '@/app/api/address/list/delete/route'
import { GET as editGetApi, POST as editPostApi } from '@/app/api/address/list/edit/route'
import { POST as preferredApi } from '@/app/api/address/list/preferred/route'
import { GET as listApi } from '@/app/api/address/list/route'
import { GET as cartDataApi } from '@/app/api/b2bcart-data/route'
import { POST as leaveApi } from '@/app/api/contact/logout/route'
import { POST as selectApi } from '@/app/api/contact/select/route'
import type { Address, Contact } from '@/cms/payload-types'
import type { AddressFormConfiguration } from '@/features/addresses/form'
import type { AddressEntry, AddressList } from '@/features/addresses/schemas'
import type { B2BCartData } from '@/features/carts/checkout-schemas'

import { loginDemoAccounts } from '../helpers/accounts'
import { getTestPayload } from '../helpers/payload'
import { makeRequest } from '../helpers/requests'

type Envelope<T> = { data: T; messages?: { message: string; meta?: { fields?: string[] } }[] }

let payload: Payload
let tokens: Record<string, string>
let employeeId: number

beforeAll(async () => {
  payload = await getTestPayload()
  const demo = await loginDemoAccounts(payload)
  tokens = demo.tokens
  employeeId = demo.accounts.mitarbeiter.id
}, 300_000)

const ORIGIN = 'http://localhost:3000'
const as = (user?: string, origin = ORIGIN) => ({
  headers: { 'x-tribo-locale': 'de-ch', origin },
  cookies: (user ? { tribo_account: tokens[user]! } : {}) as Record<string, string>,
})
const json = async <T>(res: Response) => ({ status: res.status, body: (await res.json()) as Envelope<T> })

const list = async (user = 'alpin') =>
  json<{ addressList: AddressList }>(await listApi(makeRequest('/api/address/list', as(user))))
const listOf = async (user = 'alpin') => (await list(user)).body.data.addressList
const editForm = async (query: string, user = 'alpin') =>
  json<{ configuration: AddressFormConfiguration }>(
    await editGetApi(makeRequest(`/api/address/list/edit${query}`, as(user))),
  )
const save = async (body: unknown, user = 'alpin', origin?: string) =>
  json<{ address: AddressEntry; addressList: AddressList }>(
    await editPostApi(makeRequest('/api/address/list/edit', { method: 'POST', body, ...as(user, origin) })),
  )
const remove = async (body: unknown, user = 'alpin', origin?: string) =>
  json<{ addressList: AddressList }>(
    await deleteApi(makeRequest('/api/address/list/delete', { method: 'POST', body, ...as(user, origin) })),
  )
const prefer = async (body: unknown, user = 'alpin', origin?: string) =>
  json<{ addressList: AddressList }>(
    await preferredApi(
      makeRequest('/api/address/list/preferred', { method: 'POST', body, ...as(user, origin) }),
    ),
  )

/** Every stored address (all customers): what "nothing changed" is checked against. */
const snapshot = async () =>
  JSON.stringify(
    (
      (await payload.find({ collection: 'addresses', sort: 'id', depth: 0, pagination: false }))
        .docs as Address[]
    ).map((a) => [
      a.id,
      a.customer,
      a.partnerId,
      a.type,
      a.preferred,
      a.companyName,
      a.street,
      a.postalCode,
      a.city,
      a.country,
    ]),
  )

const VALID = {
  companyName1: 'Transporte Alpin GmbH',
  companyName2: 'Depot Davos',
  companyName3: '',
  street: 'Talstrasse 10',
  postalCode: '7270',
  city: 'Davos Platz',
  country: 'CH',
}

describe('Addresses: who may use them', () => {
  it('answers 401 to visitors, 403 to private customers, employees without a contact and other sites', async () => {
    expect((await list('')).status).toBe(401)
    expect((await list('privat')).status).toBe(403)
    const employee = await list('mitarbeiter')
    expect(employee.status).toBe(403)
    expect(employee.body.messages?.[0]?.message).toBe(
      'Bitte wählen Sie zuerst einen Kontakt, für den Sie handeln.',
    )
    expect((await editForm('?partnerId=100301', 'privat')).status).toBe(403)
    const before = await snapshot()
    expect((await save({ partnerId: null, values: VALID }, 'alpin', 'https://evil.example')).status).toBe(403)
    expect((await remove({ partnerId: '100301' }, 'alpin', 'https://evil.example')).status).toBe(403)
    expect((await prefer({ partnerId: '100301' }, 'alpin', 'https://evil.example')).status).toBe(403)
    expect((await save({ partnerId: null, values: VALID }, '')).status).toBe(401)
    expect((await save({ partnerId: null, values: VALID }, 'privat')).status).toBe(403)
    expect(await snapshot()).toBe(before)
  })
})

describe('Addresses: the list', () => {
  it('lists only the caller’s customer’s addresses by type, the preferred first, with type codes and what may be done', async () => {
    const kunde = await list('kunde')
    expect(kunde.status).toBe(200)
    const { shipTo, billTo } = kunde.body.data.addressList
    expect(shipTo.map((a) => a.partnerId)).toEqual(['100200', '100201', '100202'])
    expect(shipTo[0]).toMatchObject({
      type: 'SHIP_TO',
      typeCode: 'CRMH02',
      preferred: true,
      companyName: ['Garage Muster AG'],
      street: 'Industriestrasse 12',
      postalCode: '8604',
      city: 'Volketswil',
      country: 'CH',
      editable: true,
      deletable: true,
    })
    expect(shipTo.filter((a) => a.preferred)).toHaveLength(1)
    expect(billTo.map((a) => a.partnerId)).toEqual(['100200', '100290'])
    expect(billTo.every((a) => a.typeCode === 'CRMH04' && !a.editable && !a.deletable)).toBe(true)
    const alpin = await listOf('alpin')
    expect([...alpin.shipTo, ...alpin.billTo].map((a) => a.partnerId)).toEqual(['100300', '100301', '100300'])
  })
})

describe('Addresses: the edit form configuration', () => {
  it('describes the fields with labels, rules, country options and the current values', async () => {
    const res = await editForm('?partnerId=100301')
    expect(res.status).toBe(200)
    const { configuration } = res.body.data
    expect(configuration).toMatchObject({ partnerId: '100301', type: 'SHIP_TO', typeCode: 'CRMH02' })
    expect(configuration.fields.map((f) => f.name)).toEqual([
      'companyName1',
      'companyName2',
      'companyName3',
      'street',
      'postalCode',
      'city',
      'country',
    ])
    const byName = Object.fromEntries(configuration.fields.map((f) => [f.name, f]))
    expect(byName.companyName1).toMatchObject({
      label: 'Firma',
      type: 'text',
      required: true,
      maxLength: 35,
      value: 'Transporte Alpin GmbH',
    })
    expect(byName.companyName2).toMatchObject({ required: false, value: 'Depot Landquart' })
    expect(byName.postalCode).toMatchObject({ label: 'PLZ', required: true, value: '7302' })
    expect(byName.country!.type).toBe('select')
    expect(byName.country!.options).toContainEqual({ value: 'CH', label: 'Schweiz' })
    const empty = await editForm('?type=SHIP_TO')
    expect(empty.body.data.configuration.partnerId).toBeNull()
    expect(empty.body.data.configuration.fields.find((f) => f.name === 'country')!.value).toBe('CH')
    expect(empty.body.data.configuration.fields.find((f) => f.name === 'street')!.value).toBe('')
  })

  it('refuses foreign and unknown partner ids (404), invoice addresses (409) and bad parameters (400)', async () => {
    expect((await editForm('?partnerId=100201')).status).toBe(404)
    expect((await editForm('?partnerId=999999')).status).toBe(404)
    const bill = await editForm('?partnerId=100300&type=BILL_TO')
    expect(bill.status).toBe(409)
    expect(bill.body.messages?.[0]?.message).toContain('Rechnungsadressen können im Shop nicht geändert')
    expect((await editForm('?type=BILL_TO')).status).toBe(400)
    const bad = await editForm('?partnerId=1;drop')
    expect(bad.status).toBe(400)
    expect(bad.body.messages?.[0]?.meta?.fields).toEqual(['partnerId'])
    expect((await editForm('?partnerId=100301&hack=1')).status).toBe(400)
  })
})

describe('Addresses: saving', () => {
  it('refuses bad values with a 400 naming each field and changes nothing', async () => {
    const before = await snapshot()
    const swiss = await save({ partnerId: null, values: { ...VALID, postalCode: '72700' } })
    expect(swiss.status).toBe(400)
    expect(swiss.body.messages).toEqual([
      expect.objectContaining({
        message: 'Die PLZ besteht in der Schweiz und in Liechtenstein aus vier Ziffern.',
        meta: { fields: ['values.postalCode'] },
      }),
    ])
    const many = await save({
      partnerId: '100301',
      values: { ...VALID, companyName1: ' ', street: 'x'.repeat(61), country: 'US' },
    })
    expect(many.status).toBe(400)
    expect(many.body.messages?.map((m) => m.meta?.fields?.[0])).toEqual([
      'values.companyName1',
      'values.street',
      'values.country',
    ])
    expect(many.body.messages?.[0]?.message).toBe('Bitte füllen Sie «Firma» aus.')
    expect(many.body.messages?.[1]?.message).toBe('«Strasse und Nr.» darf höchstens 60 Zeichen lang sein.')
    expect((await save({ partnerId: null, values: { ...VALID, city: 'Davos<script>' } })).status).toBe(400)
    const unknown = await save({ partnerId: null, values: { ...VALID, phone: '081' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.messages?.[0]?.meta?.fields).toEqual(['values.phone'])
    expect((await save({ partnerId: null, values: VALID, hack: true })).status).toBe(400)
    expect((await save('nonsense')).status).toBe(400)
    expect((await save({ partnerId: '999999', values: VALID })).status).toBe(404)
    expect(await snapshot()).toBe(before)
  })

  it('refuses another customer’s and invoice addresses and changes nothing', async () => {
    const before = await snapshot()
    expect((await save({ partnerId: '100201', values: VALID })).status).toBe(404)
    expect((await save({ partnerId: '100300', type: 'BILL_TO', values: VALID })).status).toBe(409)
    expect((await save({ partnerId: null, type: 'BILL_TO', values: VALID })).status).toBe(400)
    expect(await snapshot()).toBe(before)
  })

  it('creates a delivery address with a generated partner id and updates it; another customer does not see it', async () => {
    const created = await save({ partnerId: null, values: VALID })
    expect(created.status).toBe(201)
    const partnerId = created.body.data.address.partnerId
    expect(partnerId).toMatch(/^W\d{7}$/)
    expect(created.body.data.address).toMatchObject({
      type: 'SHIP_TO',
      companyName: ['Transporte Alpin GmbH', 'Depot Davos'],
      postalCode: '7270',
      preferred: false,
    })
    expect(created.body.data.addressList.shipTo.map((a) => a.partnerId)).toContain(partnerId)
    const updated = await save({
      partnerId,
      values: {
        ...VALID,
        companyName2: '',
        street: ' Promenade 1 ',
        country: 'LI',
        postalCode: '9490',
        city: 'Vaduz',
      },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.data.address).toMatchObject({
      partnerId,
      companyName: ['Transporte Alpin GmbH'],
      street: 'Promenade 1',
      postalCode: '9490',
      city: 'Vaduz',
      country: 'LI',
    })
    expect((await listOf('kunde')).shipTo.map((a) => a.partnerId)).not.toContain(partnerId)
    expect((await editForm(`?partnerId=${partnerId}`, 'kunde')).status).toBe(404)
    expect((await remove({ partnerId }, 'kunde')).status).toBe(404)
    expect((await remove({ partnerId })).status).toBe(200)
  })
})

describe('Addresses: preferred and delete', () => {
  it('keeps exactly one preferred delivery address, which the checkout preselects', async () => {
    const res = await prefer({ partnerId: '100301' })
    expect(res.status).toBe(200)
    const shipTo = res.body.data.addressList.shipTo
    expect(shipTo.filter((a) => a.preferred).map((a) => a.partnerId)).toEqual(['100301'])
    expect(shipTo[0]!.partnerId).toBe('100301')
    const checkout = (
      await json<B2BCartData>(await cartDataApi(makeRequest('/api/b2bcart-data/', as('alpin'))))
    ).body.data
    expect(checkout.shipTo).toBe('100301')
    // Again: still exactly one.
    expect(
      (await prefer({ partnerId: '100301' })).body.data.addressList.shipTo.filter((a) => a.preferred),
    ).toHaveLength(1)
    const back = await prefer({ partnerId: '100300' })
    expect(back.body.data.addressList.shipTo.filter((a) => a.preferred).map((a) => a.partnerId)).toEqual([
      '100300',
    ])
    // The invoice address stays as it was.
    expect(back.body.data.addressList.billTo.filter((a) => a.preferred).map((a) => a.partnerId)).toEqual([
      '100300',
    ])
  })

  it('refuses another customer’s or an unknown address and changes nothing', async () => {
    const before = await snapshot()
    expect((await prefer({ partnerId: '100201' })).status).toBe(404)
    expect((await prefer({ partnerId: '100200' })).status).toBe(404)
    expect((await prefer({ partnerId: '' })).status).toBe(400)
    expect((await prefer({ partnerId: '100301', extra: 1 })).status).toBe(400)
    expect((await remove({ partnerId: '100201' })).status).toBe(404)
    expect((await remove({ partnerId: 'W0000000' })).status).toBe(404)
    expect((await remove({})).status).toBe(400)
    const bill = await remove({ partnerId: '100300', type: 'BILL_TO' })
    expect(bill.status).toBe(409)
    expect(bill.body.messages?.[0]?.message).toContain('Rechnungsadressen')
    expect(await snapshot()).toBe(before)
  })

  it('deletes a delivery address (the preferred passes on) but never the last one', async () => {
    const created = await save({ partnerId: null, values: VALID })
    const partnerId = created.body.data.address.partnerId
    expect((await prefer({ partnerId })).status).toBe(200)
    const afterDelete = await remove({ partnerId })
    expect(afterDelete.status).toBe(200)
    expect(afterDelete.body.data.addressList.shipTo.map((a) => a.partnerId)).toEqual(['100300', '100301'])
    expect(afterDelete.body.data.addressList.shipTo.filter((a) => a.preferred)).toHaveLength(1)

    const depot = (
      await payload.find({
        collection: 'addresses',
        where: { partnerId: { equals: '100301' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Address
    try {
      const one = await remove({ partnerId: '100301' })
      expect(one.status).toBe(200)
      expect(one.body.data.addressList.shipTo.map((a) => [a.partnerId, a.preferred, a.deletable])).toEqual([
        ['100300', true, false],
      ])
      const before = await snapshot()
      const last = await remove({ partnerId: '100300' })
      expect(last.status).toBe(409)
      expect(last.body.messages?.[0]?.message).toBe(
        'Die letzte Lieferadresse kann nicht gelöscht werden. Legen Sie zuerst eine andere an.',
      )
      expect(await snapshot()).toBe(before)
    } finally {
      const { id: _id, createdAt: _c, updatedAt: _u, ...data } = depot
      if (
        !(await payload.count({ collection: 'addresses', where: { partnerId: { equals: '100301' } } }))
          .totalDocs
      )
        await payload.create({ collection: 'addresses', data })
    }
  })
})

describe('Addresses: employees acting for a contact', () => {
  it('work on the contact’s customer’s addresses, and each change is in the audit log', async () => {
    const contact = (
      await payload.find({
        collection: 'contacts',
        where: { contactId: { equals: 'K-100300-01' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0] as Contact
    expect(
      (
        await selectApi(
          makeRequest('/api/contact/select', {
            method: 'POST',
            body: { id: String(contact.id), contactId: contact.contactId },
            ...as('mitarbeiter'),
          }),
        )
      ).status,
    ).toBe(200)
    try {
      expect((await listOf('mitarbeiter')).shipTo.map((a) => a.partnerId)).toEqual(['100300', '100301'])
      expect((await editForm('?partnerId=100201', 'mitarbeiter')).status).toBe(404)
      const created = await save({ partnerId: null, values: VALID }, 'mitarbeiter')
      expect(created.status).toBe(201)
      const partnerId = created.body.data.address.partnerId
      expect((await listOf('alpin')).shipTo.map((a) => a.partnerId)).toContain(partnerId)
      expect((await remove({ partnerId }, 'mitarbeiter')).status).toBe(200)
      const audit = await payload.find({
        collection: 'audit-log',
        where: { and: [{ actor: { equals: employeeId } }, { action: { like: 'address.' } }] },
        depth: 0,
        limit: 20,
      })
      expect(audit.docs.map((entry) => entry.action)).toEqual(
        expect.arrayContaining(['address.create', 'address.delete']),
      )
      expect(audit.docs.every((entry) => JSON.stringify(entry.details).includes(partnerId))).toBe(true)
    } finally {
      await leaveApi(makeRequest('/api/contact/logout', { method: 'POST', ...as('mitarbeiter') }))
    }
  })
})
