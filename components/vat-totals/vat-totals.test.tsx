import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { vatSummary } from '@/lib/vat'
import { renderWithIntl } from '@/tests/helpers/intl'

import { VatTotals } from './vat-totals'

describe('VatTotals', () => {
  it('states net prices as net total, VAT per rate and the total including VAT', () => {
    renderWithIntl(
      <VatTotals
        vat={vatSummary(
          [
            { totalCents: 386_045, rate: 8.1 },
            { totalCents: 10_000, rate: 2.6 },
          ],
          false,
        )}
      />,
    )
    expect(screen.getByTestId('vat-totals-net')).toHaveTextContent('CHF 3 960.45')
    expect(screen.getByText('MWST 2.6 % auf CHF 100.00')).toBeInTheDocument()
    expect(screen.getByText('MWST 8.1 % auf CHF 3 860.45')).toBeInTheDocument()
    expect(screen.getAllByTestId('vat-totals-vat').map((node) => node.textContent)).toEqual([
      'CHF 2.60',
      'CHF 312.70',
    ])
    expect(screen.getByText('Total inkl. MWST')).toBeInTheDocument()
    expect(screen.getByTestId('vat-totals-gross')).toHaveTextContent('CHF 4 275.75')
  })

  it('states gross prices as the total including VAT and the VAT it contains', () => {
    renderWithIntl(
      <VatTotals vat={vatSummary([{ totalCents: 26_970, rate: 8.1 }], true)} testId="cart-total" />,
    )
    expect(screen.getByTestId('cart-total-gross')).toHaveTextContent('CHF 269.70')
    expect(screen.getByText('darin enthaltene MWST 8.1 %')).toBeInTheDocument()
    expect(screen.getByTestId('cart-total-vat')).toHaveTextContent('CHF 20.21')
    expect(screen.queryByTestId('cart-total-net')).toBeNull()
  })
})
