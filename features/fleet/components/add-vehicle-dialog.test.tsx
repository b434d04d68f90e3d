import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import type { FleetEntryDetail } from '../schemas'
import { AddVehicleDialog } from './add-vehicle-dialog.client'

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }))

const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const ENTRY: FleetEntryDetail = {
  id: 41,
  kind: 'vehicle',
  kindLabel: 'Fahrzeug',
  name: 'GR 12345',
  source: 'plate',
  sourceLabel: 'Kontrollschild',
  licensePlate: 'GR 12345',
  typeApprovalNumber: '1VB496',
  vehicle: { typeId: 30, make: 'VW', model: 'Golf VIII', type: '2.0 TDI', engine: '2.0 TDI' },
  machineKind: null,
  site: null,
  costCentre: null,
  readingKm: null,
  readingHours: null,
  readingDate: null,
  yearlyKm: null,
  yearlyHours: null,
  note: null,
  components: [],
  nextDue: null,
  services: [],
  editable: true,
  url: '/de-ch/konto/fuhrpark/41',
}

const sent = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([url, init]) => ({ url: String(url), body: (init as RequestInit).body }))

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => {
    const path = String(url)
    if (path.includes('getCategories'))
      return answer({ data: { categories: [{ id: 1, key: 'car', name: 'Personenwagen', makeCount: 1 }] } })
    if (path.includes('getAllMakeImages'))
      return answer({ data: { makes: [{ id: 10, name: 'VW', image: null, popular: true }] } })
    if (path.includes('getModelList'))
      return answer({
        data: { models: [{ id: 20, name: 'Golf VIII', yearFrom: 2020, yearTo: null, typeCount: 1 }] },
      })
    if (path.includes('getTypeList'))
      return answer({
        data: {
          types: [
            {
              id: 30,
              name: 'Golf VIII 2.0 TDI',
              engine: '2.0 TDI',
              powerKw: 110,
              powerHp: 150,
              yearFrom: 2020,
              yearTo: null,
              fuel: 'diesel',
              engineCode: 'DTTA',
              typeApprovalNumber: '1VB496',
            },
          ],
          model: { id: 20, name: 'Golf VIII', yearFrom: 2020, yearTo: null },
          make: { id: 10, name: 'VW' },
          category: { id: 1, key: 'car', name: 'Personenwagen' },
        },
      })
    return answer({ data: null }, 500)
  })
  configureApiClient({ fetch: fetchMock as unknown as typeof fetch })
})
afterEach(() => resetApiClient())

describe('adding a vehicle', () => {
  it('registers by plate and shows the server’s refusal at the plate field, then the added vehicle', async () => {
    renderWithIntl(<AddVehicleDialog onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Fahrzeug hinzufügen' })
    expect(within(dialog).getByTestId('fleet-way-plate')).toHaveAttribute('aria-pressed', 'true')
    fetchMock.mockResolvedValueOnce(
      answer(
        {
          data: null,
          messages: [
            {
              type: 'error',
              message: 'Zum Kontrollschild ZH 999999 ist kein Fahrzeug hinterlegt.',
              meta: { fields: ['plate'] },
            },
          ],
        },
        400,
      ),
    )
    fireEvent.change(within(dialog).getByLabelText('Kontrollschild'), { target: { value: 'zh 999999' } })
    fireEvent.click(within(dialog).getByTestId('fleet-add-submit'))
    await vi.waitFor(
      () =>
        expect(within(dialog).getByTestId('fleet-error-plate')).toHaveTextContent(
          'Zum Kontrollschild ZH 999999 ist kein Fahrzeug hinterlegt.',
        ),
      { timeout: 10_000 },
    )
    expect(within(dialog).getByLabelText('Kontrollschild')).toHaveAttribute('aria-invalid', 'true')
    expect(JSON.parse(String(sent()[0]!.body))).toEqual({ kind: 'vehicle', by: 'plate', plate: 'zh 999999' })

    fetchMock.mockResolvedValueOnce(answer({ data: { entry: ENTRY } }, 201))
    fireEvent.change(within(dialog).getByLabelText('Kontrollschild'), { target: { value: 'GR 12345' } })
    fireEvent.click(within(dialog).getByText('Weitere Angaben (freiwillig)'))
    fireEvent.change(within(dialog).getByLabelText('Standort'), { target: { value: 'Depot Chur' } })
    fireEvent.change(within(dialog).getByLabelText('km pro Jahr'), { target: { value: "25'000" } })
    fireEvent.click(within(dialog).getByTestId('fleet-add-submit'))
    await vi.waitFor(
      () =>
        expect(within(dialog).getByTestId('fleet-added')).toHaveTextContent('«GR 12345» ist im Fuhrpark.'),
      { timeout: 10_000 },
    )
    expect(JSON.parse(String(sent()[1]!.body))).toEqual({
      kind: 'vehicle',
      by: 'plate',
      plate: 'GR 12345',
      site: 'Depot Chur',
      yearlyKm: 25000,
    })
    expect(within(dialog).getByRole('link', { name: 'Zum Eintrag' })).toHaveAttribute(
      'href',
      '/de-ch/konto/fuhrpark/41',
    )
  })

  it('asks which engine when a type approval number fits several, and sends the chosen one', async () => {
    renderWithIntl(<AddVehicleDialog initialWay="typeApproval" onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Fahrzeug hinzufügen' })
    fetchMock.mockResolvedValueOnce(
      answer({
        data: {
          choices: [
            { typeId: 31, label: 'VW Golf VIII 2.0 TDI (110 kW)', years: 'ab 2020' },
            { typeId: 32, label: 'VW Golf VIII 2.0 TDI 4Motion (110 kW)', years: 'ab 2020' },
          ],
        },
      }),
    )
    fireEvent.change(within(dialog).getByLabelText('Typengenehmigung'), { target: { value: '1VB496' } })
    fireEvent.click(within(dialog).getByTestId('fleet-add-submit'))
    const choices = await within(dialog).findByTestId('fleet-type-choices', {}, { timeout: 10_000 })
    fireEvent.click(within(choices).getByLabelText(/4Motion/))
    fetchMock.mockResolvedValueOnce(answer({ data: { entry: { ...ENTRY, name: 'Golf' } } }, 201))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Diese Motorisierung hinzufügen' }))
    await vi.waitFor(() => expect(within(dialog).getByTestId('fleet-added')).toBeInTheDocument(), {
      timeout: 10_000,
    })
    expect(JSON.parse(String(sent()[1]!.body))).toEqual({
      kind: 'vehicle',
      by: 'typeApproval',
      typeApprovalNumber: '1VB496',
      vehicleTypeId: 32,
    })
  })

  it('picks make, model and engine from the oil finder’s lists; without an engine nothing is sent', async () => {
    renderWithIntl(<AddVehicleDialog initialWay="type" onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Fahrzeug hinzufügen' })
    fireEvent.click(within(dialog).getByTestId('fleet-add-submit'))
    expect(within(dialog).getByTestId('fleet-error-vehicleTypeId')).toHaveTextContent(
      'Bitte füllen Sie «Motorisierung» aus.',
    )
    expect(sent()).toHaveLength(0)
    await vi.waitFor(
      () => expect(within(dialog).getByRole('option', { name: 'Personenwagen' })).toBeInTheDocument(),
      {
        timeout: 10_000,
      },
    )
    fireEvent.change(within(dialog).getByTestId('fleet-select-category'), { target: { value: '1' } })
    await vi.waitFor(() => expect(within(dialog).getByRole('option', { name: 'VW' })).toBeInTheDocument(), {
      timeout: 10_000,
    })
    fireEvent.change(within(dialog).getByTestId('fleet-select-make'), { target: { value: '10' } })
    await vi.waitFor(
      () => expect(within(dialog).getByRole('option', { name: /Golf VIII/ })).toBeInTheDocument(),
      { timeout: 10_000 },
    )
    fireEvent.change(within(dialog).getByTestId('fleet-select-model'), { target: { value: '20' } })
    await vi.waitFor(
      () => expect(within(dialog).getByRole('option', { name: /2.0 TDI · 110 kW/ })).toBeInTheDocument(),
      { timeout: 10_000 },
    )
    fireEvent.change(within(dialog).getByTestId('fleet-select-vehicleTypeId'), { target: { value: '30' } })
    fetchMock.mockResolvedValueOnce(answer({ data: { entry: ENTRY } }, 201))
    fireEvent.click(within(dialog).getByTestId('fleet-add-submit'))
    await vi.waitFor(() => expect(within(dialog).getByTestId('fleet-added')).toBeInTheDocument(), {
      timeout: 10_000,
    })
    expect(JSON.parse(String(sent()[0]!.body))).toEqual({ kind: 'vehicle', by: 'type', vehicleTypeId: 30 })
  })

  it('imports a file and lists the added and refused rows by row number', async () => {
    renderWithIntl(<AddVehicleDialog initialWay="file" onClose={vi.fn()} />)
    const dialog = await screen.findByRole('dialog', { name: 'Fahrzeuge aus Datei importieren' })
    fireEvent.click(within(dialog).getByTestId('fleet-import-submit'))
    expect(within(dialog).getByTestId('fleet-error-file')).toHaveTextContent('Bitte wählen Sie eine Datei.')
    fetchMock.mockResolvedValueOnce(
      answer(
        {
          data: {
            report: {
              added: [{ row: 2, id: 5, name: 'Import A', licensePlate: 'GR 12345' }],
              problems: [{ row: 3, text: 'XY 1', reason: 'Das ist kein gültiges Schweizer Kontrollschild.' }],
            },
          },
        },
        201,
      ),
    )
    const file = new File(['Kontrollschild\nGR 12345\nXY 1'], 'fuhrpark.csv', { type: 'text/csv' })
    fireEvent.change(within(dialog).getByLabelText('Datei (XLSX oder CSV)'), { target: { files: [file] } })
    fireEvent.click(within(dialog).getByTestId('fleet-import-submit'))
    const report = await within(dialog).findByTestId('fleet-import-report', {}, { timeout: 10_000 })
    expect(report).toHaveTextContent('1 Fahrzeug hinzugefügt, 1 Zeile übersprungen.')
    expect(within(dialog).getByTestId('fleet-import-problems')).toHaveTextContent(
      'Zeile 3: XY 1 – Das ist kein gültiges Schweizer Kontrollschild.',
    )
    expect(sent()[0]!.url).toBe('/api/fleet/import')
    expect(sent()[0]!.body).toBeInstanceOf(FormData)
  })
})
