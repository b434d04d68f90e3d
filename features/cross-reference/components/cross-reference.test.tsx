import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { api } from '@/lib/api/client'
import { renderWithIntl } from '@/tests/helpers/intl'

import type { CrossReferenceAnswer } from '../types'
import { CrossReference } from './cross-reference.client'

const EDGE: CrossReferenceAnswer = {
  query: 'Castrol Edge 5W-30 LL',
  competitor: {
    brand: 'Castrol',
    name: 'Edge 5W-30 LL',
    category: 'engineOil',
    viscosity: '5W-30',
    specifications: ['ACEA C3', 'VW 504 00'],
    otherSpecifications: ['MB 229.31'],
  },
  competitorChoices: [{ brand: 'Castrol', name: 'Edge Professional LongLife III 5W-30' }],
  brandOnly: false,
  parsed: { viscosity: '5W-30', specifications: [], otherSpecifications: [] },
  results: [
    {
      product: {
        name: 'Tribo Synth C3 5W-30',
        productNumber: 'TRB-SYN-5W30-C3',
        link: '/de-ch/p/TRB-SYN-5W30-C3',
        image: null,
        viscosity: '5W-30',
      },
      level: 'full',
      matched: ['ACEA C3', 'VW 504 00'],
      missing: [],
      unconfirmed: ['MB 229.31'],
      extra: ['API SP'],
      viscositySame: true,
    },
    {
      product: {
        name: 'Tribo Synth Pro 0W-30',
        productNumber: 'TRB-SYNPRO-0W30',
        link: '/de-ch/p/TRB-SYNPRO-0W30',
        image: null,
        viscosity: '0W-30',
      },
      level: 'partial',
      matched: ['ACEA C3'],
      missing: ['VW 504 00'],
      unconfirmed: ['MB 229.31'],
      extra: [],
      viscositySame: false,
    },
  ],
}

const NONE: CrossReferenceAnswer = {
  query: 'HLP 46',
  competitor: null,
  competitorChoices: [],
  brandOnly: false,
  parsed: { viscosity: 'ISO VG 46', specifications: ['DIN 51524-2 HLP'], otherSpecifications: [] },
  results: [],
}

const renderPage = (initialQuery = '', initialAnswer: CrossReferenceAnswer | null = null) =>
  renderWithIntl(
    <CrossReference
      path="/de-ch/alternativen"
      initialQuery={initialQuery}
      initialAnswer={initialAnswer}
      contactUrl="/de-ch/faq#kontakt"
    />,
    { pageNamespaces: ['crossReference'] },
  )

let get: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  window.history.replaceState(null, '', '/de-ch/alternativen')
  get = vi.spyOn(api, 'get').mockResolvedValue(NONE as never)
})
afterEach(() => vi.restoreAllMocks())

describe('cross-reference page', () => {
  it('shows the server’s answer at once: the maker’s data, the alternatives with what they meet and what differs', () => {
    renderPage('Castrol Edge 5W-30 LL', EDGE)
    expect(get).not.toHaveBeenCalled()
    const competitor = screen.getByTestId('xref-competitor')
    expect(competitor).toHaveTextContent('Castrol Edge 5W-30 LL')
    expect(competitor).toHaveTextContent('Motorenöl · Angaben des Herstellers')
    expect(competitor).toHaveTextContent('ACEA C3, VW 504 00')
    expect(competitor).toHaveTextContent('Weitere Angaben (nicht im Tribo-Katalog)MB 229.31')
    expect(screen.getByTestId('xref-results-heading')).toHaveTextContent('2 Tribo-Alternativen')
    const [full, partial] = screen.getAllByTestId('xref-result')
    expect(within(full!).getByTestId('xref-level')).toHaveTextContent('Erfüllt alle Angaben')
    expect(within(full!).getByTestId('xref-matched')).toHaveTextContent('ACEA C3, VW 504 00')
    expect(within(full!).getByTestId('xref-missing')).toHaveTextContent('MB 229.31 (nicht im Tribo-Katalog)')
    expect(within(full!).getByTestId('xref-viscosity')).toHaveTextContent('Gleiche Viskosität: 5W-30')
    expect(within(full!).getByTestId('xref-product-link')).toHaveAttribute('href', '/de-ch/p/TRB-SYN-5W30-C3')
    expect(within(partial!).getByTestId('xref-level')).toHaveTextContent('Teilweise erfüllt')
    expect(within(partial!).getByTestId('xref-missing')).toHaveTextContent(
      'VW 504 00, MB 229.31 (nicht im Tribo-Katalog)',
    )
    expect(within(partial!).getByTestId('xref-viscosity')).toHaveTextContent('Andere Viskosität: 0W-30')
    expect(screen.getByTestId('xref-choices')).toHaveTextContent(
      'Castrol Edge Professional LongLife III 5W-30',
    )
    expect(screen.getByTestId('xref-note')).toHaveTextContent(
      'nur dann als erfüllt, wenn das Tribo-Produkt sie selbst besitzt',
    )
    expect(screen.getByTestId('xref-input')).toHaveValue('Castrol Edge 5W-30 LL')
  })

  it('searches an example: the address takes the text, the API answers, no match says so with a contact link', async () => {
    renderPage()
    expect(screen.queryByTestId('xref-results')).toBeNull()
    await userEvent.click(screen.getByRole('link', { name: 'HLP 46' }))
    expect(window.location.search).toBe('?q=HLP%2046')
    await waitFor(
      () =>
        expect(get).toHaveBeenCalledWith(
          '/api/cross-reference',
          expect.objectContaining({ query: { q: 'HLP 46' }, showMessages: false }),
        ),
      { timeout: 10_000 },
    )
    const empty = await screen.findByTestId('xref-no-match', {}, { timeout: 10_000 })
    expect(empty).toHaveTextContent('Kein Tribo-Produkt erfüllt diese Spezifikationen.')
    expect(within(empty).getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute(
      'href',
      '/de-ch/faq#kontakt',
    )
    expect(screen.getByTestId('xref-parsed')).toHaveTextContent('ISO VG 46')
    expect(screen.getByTestId('xref-input')).toHaveValue('HLP 46')
  })

  it('refuses a text of one character without asking, and submits the field', async () => {
    get.mockResolvedValue(EDGE as never)
    renderPage()
    await userEvent.type(screen.getByTestId('xref-input'), 'a')
    await userEvent.click(screen.getByTestId('xref-submit'))
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie mindestens 2 Zeichen ein.')
    expect(get).not.toHaveBeenCalled()
    await userEvent.clear(screen.getByTestId('xref-input'))
    await userEvent.type(screen.getByTestId('xref-input'), '  Castrol   Edge 5W-30 LL ')
    await userEvent.click(screen.getByTestId('xref-submit'))
    expect(await screen.findByTestId('xref-competitor', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(get).toHaveBeenCalledWith(
      '/api/cross-reference',
      expect.objectContaining({ query: { q: 'Castrol Edge 5W-30 LL' } }),
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('lists a brand’s products to choose from, and a choice searches it', async () => {
    const brand: CrossReferenceAnswer = {
      ...NONE,
      query: 'castrol',
      parsed: { viscosity: null, specifications: [], otherSpecifications: [] },
      brandOnly: true,
      competitorChoices: [
        { brand: 'Castrol', name: 'Edge 5W-30 LL' },
        { brand: 'Castrol', name: 'Hyspin AWS 46' },
      ],
    }
    renderPage('castrol', brand)
    const choices = screen.getByTestId('xref-choices')
    expect(choices).toHaveTextContent('Produkte von Castrol')
    expect(screen.queryByTestId('xref-no-match')).toBeNull()
    get.mockResolvedValue(EDGE as never)
    await userEvent.click(within(choices).getByRole('link', { name: 'Castrol Edge 5W-30 LL' }))
    expect(await screen.findByTestId('xref-competitor', {}, { timeout: 10_000 })).toHaveTextContent(
      'Edge 5W-30 LL',
    )
    expect(window.location.search).toBe('?q=Castrol%20Edge%205W-30%20LL')
  })
})
