import { render, screen, within } from '@testing-library/react'
import { createTranslator } from 'next-intl'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { catalogues } from '@/messages'

import type { ProductReviews } from '../types'
import { ProductFeedback } from './product-feedback'

const mocks = vi.hoisted(() => ({ reviews: vi.fn(), tenant: vi.fn() }))
vi.mock('@/features/tenancy/server/tenants', () => ({ getRequestTenant: mocks.tenant }))
vi.mock('../server/reviews', () => ({ getProductReviews: mocks.reviews }))
vi.mock('./feedback-forms.client', () => ({
  FeedbackForms: ({ productNumber }: { productNumber: string }) => (
    <div data-testid="forms">{productNumber}</div>
  ),
}))
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) => {
    const language = locale.slice(0, 2) as 'de' | 'fr' | 'it' | 'en'
    return createTranslator({ locale, messages: catalogues[language], namespace: namespace as 'reviews' })
  },
}))

const FEEDBACK: ProductReviews = {
  count: 3,
  ratingCount: 2,
  averageRating: 4.5,
  reviews: [
    {
      id: 1,
      kind: 'rating',
      name: 'Beat Keller',
      rating: 5,
      comment: 'Läuft ruhig.',
      date: '2026-03-04T10:00:00.000Z',
      answer: null,
    },
    {
      id: 2,
      kind: 'question',
      name: 'Marco Bernasconi',
      rating: null,
      comment: 'Passt MB 229.52?',
      date: '2026-02-28T23:30:00.000Z',
      answer: 'Nein, nehmen Sie Synth Pro.',
    },
    {
      id: 3,
      kind: 'rating',
      name: 'Sandra Frei',
      rating: 4,
      comment: 'Gut.',
      date: '2026-01-15T08:00:00.000Z',
      answer: null,
    },
  ],
}

async function renderFeedback(locale = 'de-ch') {
  render(await ProductFeedback({ productNumber: 'TRB-SYN-5W30-C3', productId: 7, locale }))
}

beforeEach(() => {
  mocks.tenant.mockResolvedValue({ id: 1 })
  mocks.reviews.mockResolvedValue(FEEDBACK)
})

describe('ProductFeedback', () => {
  it('shows the average as stars with an accessible text, the reviews with dates and answers, and the forms', async () => {
    await renderFeedback()
    expect(mocks.reviews).toHaveBeenCalledWith(1, 7, 'de-ch')
    expect(screen.getByRole('heading', { level: 2, name: 'Bewertungen und Fragen' })).toBeInTheDocument()
    const summary = screen.getByTestId('product-feedback-summary')
    expect(within(summary).getByRole('img', { name: '4.5 von 5 Sternen' })).toBeInTheDocument()
    expect(summary).toHaveTextContent('2 Bewertungen')
    const items = within(
      screen.getByRole('list', { name: 'Veröffentlichte Bewertungen und Fragen' }),
    ).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(within(items[0]!).getByRole('img', { name: '5 von 5 Sternen' })).toBeInTheDocument()
    expect(items[0]).toHaveTextContent('04.03.2026')
    // Swiss time: 23:30 UTC on 28 February is already 1 March in Zurich.
    expect(items[1]).toHaveTextContent('01.03.2026')
    expect(items[1]).toHaveTextContent('Frage')
    expect(items[1]).toHaveTextContent('Unsere Antwort')
    expect(items[1]).toHaveTextContent('Nein, nehmen Sie Synth Pro.')
    expect(screen.getByTestId('forms')).toHaveTextContent('TRB-SYN-5W30-C3')
  })

  it('writes the average with a decimal point in English', async () => {
    await renderFeedback('en')
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument()
  })

  it('shows an empty state without reviews and still offers the forms', async () => {
    mocks.reviews.mockResolvedValue({ reviews: [], count: 0, ratingCount: 0, averageRating: null })
    await renderFeedback()
    expect(
      screen.getByText(/Zu diesem Produkt gibt es noch keine Bewertungen und Fragen/),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByTestId('product-feedback-summary')).toHaveTextContent('Noch keine Bewertungen')
    expect(screen.getByTestId('forms')).toBeInTheDocument()
  })
})
