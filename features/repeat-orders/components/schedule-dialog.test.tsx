import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { addDays } from '@/features/repeat-orders/schedule'
import { swissToday } from '@/lib/dates'
import { formatIsoDate } from '@/lib/iso-date'
import { renderWithIntl } from '@/tests/helpers/intl'

import type { ScheduleDetail, ScheduleDraft } from '../schemas'
import { CreateScheduleDialog, EditScheduleDialog } from './schedule-dialog.client'

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }))

const today = swissToday()
const tomorrow = addDays(today, 1)
const address = (partnerId: string, type: 'SHIP_TO' | 'BILL_TO', city: string) => ({
  partnerId,
  type,
  typeCode: type === 'SHIP_TO' ? 'CRMH02' : 'CRMH04',
  companyName: ['Transporte Alpin GmbH'],
  street: 'Kantonsstrasse 5',
  postalCode: '7000',
  city,
  country: 'CH',
  preferred: city === 'Chur',
})
const ADDRESSES = {
  shipToAddresses: [address('100300', 'SHIP_TO', 'Chur'), address('W1000001', 'SHIP_TO', 'Landquart')],
  billToAddresses: [address('100300', 'BILL_TO', 'Chur')],
}
const DRAFT: ScheduleDraft = {
  source: 'order',
  orderNumber: '4500013008',
  lineCount: 3,
  leftOutCount: 1,
  addresses: ADDRESSES,
  values: {
    name: 'Nachbestellung 4500013008',
    frequency: 'monthly',
    dayOfMonth: 15,
    intervalWeeks: 4,
    startDate: tomorrow,
    endKind: 'never',
    endDate: null,
    maxRuns: null,
    shipTo: '100300',
    billTo: '100300',
    purchaseOrderNumber: 'PO-7',
    costCentre: '',
    remark: '',
  },
}

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit).method === 'POST' || (init as RequestInit).method === 'PATCH')
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String((init as RequestInit).body)) }))

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) =>
    String(url).includes('/api/repeat-orders/draft')
      ? answer({ data: { draft: DRAFT } })
      : answer({ data: null }, 500),
  )
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
})
afterEach(() => resetApiClient())

const detail = (over: Partial<ScheduleDetail> = {}): ScheduleDetail => ({
  id: 7,
  name: 'Depot Chur',
  status: 'active',
  statusLabel: 'Aktiv',
  frequency: 'weeks',
  intervalWeeks: 2,
  dayOfMonth: null,
  rhythmLabel: 'alle 2 Wochen',
  startDate: '2026-01-05',
  endKind: 'never',
  endDate: null,
  maxRuns: null,
  endLabel: 'ohne Ende',
  runCount: 4,
  nextRunDate: addDays(today, 3),
  pausedReason: null,
  lastRun: null,
  lineCount: 2,
  ownerName: 'Reto Caduff',
  own: true,
  deletable: false,
  url: '/de-ch/konto/abos/7',
  lines: [
    {
      id: 'a',
      articleNumber: '1001-05',
      productNumber: 'P1',
      title: 'Synpro 5W-30',
      url: null,
      packLabel: '5 l',
      count: 4,
      itemRefText: '',
      unitPriceCents: 5000,
      totalCents: 20000,
      orderable: true,
    },
    {
      id: 'b',
      articleNumber: '1002-20',
      productNumber: 'P2',
      title: 'Hydro 46',
      url: null,
      packLabel: '20 l',
      count: 1,
      itemRefText: '',
      unitPriceCents: 9000,
      totalCents: 9000,
      orderable: true,
    },
  ],
  totalCents: 29000,
  shipTo: { partnerId: '100300', lines: ['Transporte Alpin GmbH'] },
  billTo: { partnerId: '100300', lines: ['Transporte Alpin GmbH'] },
  purchaseOrderNumber: '',
  costCentre: '',
  remark: '',
  sourceOrderNumber: null,
  sourceOrderUrl: null,
  createdAt: '2026-01-01T08:00:00.000Z',
  createdByName: 'Reto Caduff',
  runs: [],
  ...over,
})

describe('setting up a repeat order', () => {
  it('opens with the order’s draft, checks the fields before sending, and says when the first order follows', async () => {
    renderWithIntl(
      <CreateScheduleDialog query={{ source: 'order', orderNumber: '4500013008' }} onClose={vi.fn()} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Abo einrichten' })
    await vi.waitFor(() =>
      expect(dialog).toHaveTextContent(
        'Die 3 bestellbaren Positionen der Bestellung 4500013008 werden regelmässig bestellt',
      ),
    )
    expect(dialog).toHaveTextContent('Eine Position ist derzeit nicht bestellbar und wird nicht übernommen.')
    expect(within(dialog).getByTestId('schedule-field-name')).toHaveValue('Nachbestellung 4500013008')
    expect(within(dialog).getByTestId('schedule-preview')).toHaveTextContent(/^Die nächsten Bestellungen: /)

    fireEvent.change(within(dialog).getByTestId('schedule-field-name'), { target: { value: ' ' } })
    fireEvent.click(within(dialog).getByTestId('schedule-weeks'))
    fireEvent.change(within(dialog).getByTestId('schedule-field-intervalWeeks'), { target: { value: '60' } })
    fireEvent.click(within(dialog).getByTestId('schedule-submit'))
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('schedule-error-name')).toHaveTextContent(
        'Bitte füllen Sie «Name» aus.',
      ),
    )
    expect(within(dialog).getByTestId('schedule-error-intervalWeeks')).toHaveTextContent(
      'Bitte geben Sie eine ganze Zahl von 1 bis 52 Wochen ein.',
    )
    expect(posts()).toHaveLength(0)

    fireEvent.change(within(dialog).getByTestId('schedule-field-name'), { target: { value: 'Depot Chur' } })
    fireEvent.change(within(dialog).getByTestId('schedule-field-intervalWeeks'), { target: { value: '2' } })
    expect(within(dialog).getByTestId('schedule-preview')).toHaveTextContent(
      [tomorrow, addDays(tomorrow, 14), addDays(tomorrow, 28)].map(formatIsoDate).join(', '),
    )
    // The server refuses an address: the message shows at the field.
    fetchMock.mockResolvedValueOnce(
      answer(
        {
          data: null,
          messages: [
            { type: 'error', message: 'Bitte wählen Sie eine Ihrer Adressen.', meta: { fields: ['shipTo'] } },
          ],
        },
        400,
      ),
    )
    fireEvent.click(within(dialog).getByTestId('schedule-submit'))
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('schedule-error-shipTo')).toHaveTextContent(
        'Bitte wählen Sie eine Ihrer Adressen.',
      ),
    )
    expect(posts()[0]).toEqual({
      url: '/api/repeat-orders',
      body: expect.objectContaining({
        source: 'order',
        orderNumber: '4500013008',
        name: 'Depot Chur',
        frequency: 'weeks',
        intervalWeeks: 2,
        dayOfMonth: null,
        startDate: tomorrow,
        endKind: 'never',
        endDate: null,
        maxRuns: null,
        shipTo: '100300',
        purchaseOrderNumber: 'PO-7',
      }),
    })

    fireEvent.change(within(dialog).getByTestId('schedule-field-shipTo'), { target: { value: 'W1000001' } })
    fetchMock.mockResolvedValueOnce(
      answer({ data: { schedule: detail({ name: 'Depot Chur', nextRunDate: tomorrow }) } }, 201),
    )
    fireEvent.click(within(dialog).getByTestId('schedule-submit'))
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('schedule-created')).toHaveTextContent(
        `Das Abo «Depot Chur» ist eingerichtet. Die erste Bestellung folgt am ${formatIsoDate(tomorrow)}.`,
      ),
    )
    expect(posts()[1]!.body.shipTo).toBe('W1000001')
    expect(within(dialog).getByTestId('schedule-created-link')).toHaveAttribute('href', '/de-ch/konto/abos')
  })

  it('asks for the end of the chosen kind and says when an end leaves no order', async () => {
    renderWithIntl(<CreateScheduleDialog query={{ source: 'cart' }} onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Abo einrichten' })
    await within(dialog).findByTestId('schedule-form')
    fireEvent.click(within(dialog).getByTestId('schedule-end-count'))
    fireEvent.change(within(dialog).getByTestId('schedule-field-maxRuns'), { target: { value: '2' } })
    expect(within(dialog).getByTestId('schedule-preview').textContent!.split(',')).toHaveLength(2)
    fireEvent.change(within(dialog).getByTestId('schedule-field-maxRuns'), { target: { value: '500' } })
    fireEvent.click(within(dialog).getByTestId('schedule-submit'))
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('schedule-error-maxRuns')).toHaveTextContent(
        'Bitte geben Sie eine Anzahl von 1 bis 120 Bestellungen ein.',
      ),
    )
    expect(posts()).toHaveLength(0)
  })

  it('says so instead of a form when nothing of the source can be ordered', async () => {
    fetchMock.mockResolvedValueOnce(answer({ data: { draft: { ...DRAFT, lineCount: 0, leftOutCount: 3 } } }))
    renderWithIntl(
      <CreateScheduleDialog query={{ source: 'order', orderNumber: '4500013008' }} onClose={vi.fn()} />,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Abo einrichten' })
    await vi.waitFor(() =>
      expect(within(dialog).getByTestId('schedule-nothing-orderable')).toHaveTextContent(
        'Keine Position dieser Bestellung ist derzeit bestellbar',
      ),
    )
    expect(within(dialog).queryByTestId('schedule-form')).toBeNull()
  })
})

describe('editing a repeat order', () => {
  it('keeps a start in the past, sends the changed counts and removes a line', async () => {
    fetchMock.mockResolvedValueOnce(answer({ data: { schedule: detail() }, messages: [] }))
    const onClose = vi.fn()
    renderWithIntl(<EditScheduleDialog schedule={detail()} addresses={ADDRESSES} onClose={onClose} />)
    const dialog = screen.getByRole('dialog', { name: 'Abo bearbeiten' })
    const lines = within(dialog).getAllByTestId('schedule-form-line')
    expect(lines).toHaveLength(2)
    fireEvent.change(within(lines[0]!).getByRole('spinbutton'), { target: { value: '6' } })
    fireEvent.click(within(lines[1]!).getByRole('button', { name: 'Hydro 46 entfernen' }))
    fireEvent.click(within(dialog).getByTestId('schedule-submit'))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(posts()).toEqual([
      {
        url: '/api/repeat-orders/7',
        body: expect.objectContaining({
          startDate: '2026-01-05',
          frequency: 'weeks',
          intervalWeeks: 2,
          dayOfMonth: null,
          entries: [{ id: 'a', count: 6 }],
        }),
      },
    ])
  })
})
