import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithIntl } from '@/tests/helpers/intl'

import type { DueServicesPanel, ShownDueService } from '../reminders'
import { DueServices } from './due-services'

const service = (over: Partial<ShownDueService> = {}): ShownDueService => ({
  entryId: 12,
  entryName: 'Scania R 450',
  licensePlate: 'GR12345',
  componentId: 'row-1',
  component: 'engine',
  productId: 7,
  productName: 'Tribo Synpro 5W-30',
  productInUseText: null,
  litres: 38,
  dueDate: '2026-12-05',
  basis: 'months',
  overdue: false,
  ...over,
})
const panel = (over: Partial<DueServicesPanel> = {}): DueServicesPanel => ({
  today: '2026-11-27',
  leadDays: 14,
  services: [
    service({
      entryId: 3,
      entryName: 'Presse 3',
      licensePlate: null,
      componentId: 'row-2',
      component: 'hydraulicSystem',
      productId: null,
      productName: null,
      productInUseText: 'Shell Tellus S2 MX 46',
      litres: 120,
      dueDate: '2026-11-01',
      basis: 'hours',
      overdue: true,
    }),
    service(),
  ],
  withoutHistory: 0,
  ...over,
})

describe('the due services', () => {
  it('lists each due service with its entry (linked), component, product, litres and date, overdue first', () => {
    renderWithIntl(<DueServices panel={panel()} locale="de-ch" />)
    expect(
      screen.getByText('Services, die in den nächsten 14 Tagen fällig werden oder überfällig sind.'),
    ).toBeVisible()
    const [first, second] = screen.getAllByTestId('due-service')
    expect(first).toHaveTextContent('überfällig seit 01.11.2026')
    expect(first).toHaveTextContent('Hydrauliksystem')
    expect(first).toHaveTextContent('Shell Tellus S2 MX 46')
    expect(first).toHaveTextContent('120 l')
    expect(within(first!).getByRole('link', { name: 'Presse 3' })).toHaveAttribute(
      'href',
      '/de-ch/konto/fuhrpark/3',
    )
    expect(second).toHaveTextContent('am 05.12.2026')
    expect(second).toHaveTextContent('Motor')
    expect(second).toHaveTextContent('Tribo Synpro 5W-30')
    expect(within(second!).getByRole('link', { name: 'Scania R 450 (GR 12345)' })).toHaveAttribute(
      'href',
      '/de-ch/konto/fuhrpark/12',
    )
    expect(screen.getByTestId('due-services-plan')).toHaveAttribute('href', '/de-ch/konto/fuhrpark/oelplan')
  })

  it('says when nothing is due, and counts the components without a service on record', () => {
    renderWithIntl(
      <DueServices panel={panel({ services: [], withoutHistory: 2, leadDays: 30 })} locale="fr-ch" />,
      {
        language: 'fr',
      },
    )
    expect(screen.getByTestId('due-services-empty')).toHaveTextContent(
      'Aucun entretien n’est dû dans les 30 prochains jours.',
    )
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByTestId('due-services-without-history')).toHaveTextContent(
      '2 composants n’ont encore aucun entretien enregistré.',
    )
  })
})
