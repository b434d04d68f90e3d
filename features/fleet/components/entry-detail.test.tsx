import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import type { FleetEntryDetail } from '../schemas'
import { EntryDetail } from './entry-detail.client'

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }))

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const ENTRY: FleetEntryDetail = {
  id: 7,
  kind: 'machine',
  kindLabel: 'Maschine',
  name: 'Presse 7',
  source: 'manual',
  sourceLabel: 'Manuell erfasst',
  licensePlate: null,
  typeApprovalNumber: null,
  vehicle: null,
  machineKind: 'hydraulicPress',
  site: 'Depot Chur',
  costCentre: null,
  readingKm: null,
  readingHours: 8400,
  readingDate: '2026-11-20',
  yearlyKm: null,
  yearlyHours: 1200,
  note: null,
  components: [
    {
      id: 'c1',
      component: 'hydraulicSystem',
      label: 'Hydrauliksystem',
      product: { productNumber: 'TRB-HLP-ISOVG46', name: 'Hydro HLP 46', url: '/de-ch/p/TRB-HLP-ISOVG46' },
      productInUseText: null,
      alternativesUrl: null,
      capacityLitres: 180,
      intervalMonths: 12,
      intervalKm: null,
      intervalHours: 4000,
      intervalLabel: '4 000 h / 12 Monate',
      lastServiceDate: '2025-11-01',
      lastServiceReading: null,
      fromRecommendation: false,
      nextDue: {
        date: '2026-11-01',
        basis: 'months',
        basisLabel: 'nach Datum',
        overdue: true,
        inDays: -26,
        component: 'hydraulicSystem',
        componentLabel: 'Hydrauliksystem',
      },
      recommendation: null,
    },
    {
      id: 'c2',
      component: 'gearUnit',
      label: 'Getriebe',
      product: null,
      productInUseText: 'Mobilgear 600 XP 220',
      alternativesUrl: '/de-ch/alternativen?q=Mobilgear%20600%20XP%20220',
      capacityLitres: 8,
      intervalMonths: 24,
      intervalKm: null,
      intervalHours: null,
      intervalLabel: '24 Monate',
      lastServiceDate: null,
      lastServiceReading: null,
      fromRecommendation: false,
      nextDue: null,
      recommendation: null,
    },
  ],
  nextDue: null,
  services: [],
  editable: true,
  url: '/de-ch/konto/fuhrpark/7',
}

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async () => answer({ data: null }, 500))
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
})
afterEach(() => resetApiClient())

describe('a fleet entry', () => {
  it('shows the overdue service, the way to a Tribo alternative, and marks a service done (a future day refused at its field)', async () => {
    renderWithIntl(<EntryDetail entry={ENTRY} />)
    const [hydraulic, gear] = screen.getAllByTestId('fleet-component')
    expect(within(hydraulic!).getByTestId('fleet-component-due')).toHaveTextContent(
      '01.11.2026seit 26 Tagen überfällig · nach Datum',
    )
    expect(within(gear!).getByRole('link', { name: 'Tribo-Alternative finden' })).toHaveAttribute(
      'href',
      '/de-ch/alternativen?q=Mobilgear%20600%20XP%20220',
    )
    fireEvent.click(within(hydraulic!).getByTestId('fleet-mark-done'))
    const dialog = await screen.findByRole('dialog', { name: 'Service erledigt: Hydrauliksystem' })
    expect(within(dialog).getByLabelText('Betriebsstunden (freiwillig)')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Eingefüllt in Litern (freiwillig)')).toHaveValue('180')
    fetchMock.mockResolvedValueOnce(
      answer(
        {
          data: null,
          messages: [
            {
              type: 'error',
              message: '«Datum» darf nicht in der Zukunft liegen.',
              meta: { fields: ['doneOn'] },
            },
          ],
        },
        400,
      ),
    )
    fireEvent.change(within(dialog).getByLabelText('Erledigt am'), { target: { value: '2099-01-01' } })
    fireEvent.change(within(dialog).getByLabelText('Betriebsstunden (freiwillig)'), {
      target: { value: "8'450" },
    })
    fireEvent.click(within(dialog).getByTestId('fleet-service-submit'))
    await vi.waitFor(
      () =>
        expect(within(dialog).getByTestId('fleet-error-doneOn')).toHaveTextContent(
          '«Datum» darf nicht in der Zukunft liegen.',
        ),
      { timeout: 10_000 },
    )
    const [url, init] = fetchMock.mock.calls.find(([, i]) => (i as RequestInit)?.method === 'POST')!
    expect(String(url)).toBe('/api/fleet/7/services')
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      componentId: 'c1',
      doneOn: '2099-01-01',
      reading: 8450,
      litres: 180,
      note: '',
    })
  })

  it('hides every button from a viewer', () => {
    renderWithIntl(<EntryDetail entry={{ ...ENTRY, editable: false }} />)
    expect(screen.queryByTestId('fleet-mark-done')).toBeNull()
    expect(screen.queryByTestId('fleet-edit')).toBeNull()
    expect(screen.queryByTestId('fleet-delete')).toBeNull()
  })
})
