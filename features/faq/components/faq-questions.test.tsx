import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithIntl } from '@/tests/helpers/intl'

import type { FaqCategory, FaqEntry } from '../types'
import { FaqQuestions } from './faq-questions.client'

const CATEGORIES: FaqCategory[] = [
  { id: 1, title: 'Motorenöl & Ölwechsel', icon: null, questionCount: 2 },
  { id: 4, title: 'Bestellung & Lieferung', icon: null, questionCount: 2 },
]
const ENTRIES: FaqEntry[] = [
  {
    id: 10,
    question: 'Was bedeutet die Viskositätsangabe 5W-30?',
    answer: 'Die Zahl vor dem W beschreibt das Kaltstartverhalten.',
    categoryId: 1,
  },
  {
    id: 11,
    question: 'Wie oft muss ich das Öl wechseln?',
    answer: 'Nach den Vorgaben des Herstellers, meist alle 15 000 bis 30 000 km.',
    categoryId: 1,
  },
  {
    id: 40,
    question: 'Ab welchem Bestellwert liefern Sie portofrei?',
    answer: 'Ab 300 Franken Warenwert.',
    categoryId: 4,
  },
  {
    id: 41,
    question: 'Nehmen Sie leere Gebinde zurück?',
    answer: 'Ja, bei der nächsten Zustellung.',
    categoryId: 4,
  },
]

const questions = () =>
  screen.queryAllByTestId('faq-question').map((item) => within(item).getByText(/\?$/).textContent)
const search = (term: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Fragen durchsuchen' }), { target: { value: term } })

describe('FAQ questions', () => {
  it('shows the chosen category, searches every category by question, answer and category name, and names each hit’s category', () => {
    renderWithIntl(<FaqQuestions categories={CATEGORIES} entries={ENTRIES} selectedId={1} />)
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Motorenöl & Ölwechsel')
    expect(questions()).toEqual([
      'Was bedeutet die Viskositätsangabe 5W-30?',
      'Wie oft muss ich das Öl wechseln?',
    ])

    // "Lieferung" is only in the other category's name.
    search('Lieferung')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Treffer in allen Themen')
    expect(questions()).toEqual([
      'Ab welchem Bestellwert liefern Sie portofrei?',
      'Nehmen Sie leere Gebinde zurück?',
    ])
    expect(screen.getAllByTestId('faq-hit-category').map((label) => label.textContent)).toEqual([
      'Thema: Bestellung & Lieferung',
      'Thema: Bestellung & Lieferung',
    ])
    expect(screen.getByText('2 Fragen gefunden')).toBeInTheDocument()

    // An answer's word, across categories.
    search('Zustellung')
    expect(questions()).toEqual(['Nehmen Sie leere Gebinde zurück?'])
    search('Kaltstart')
    expect(questions()).toEqual(['Was bedeutet die Viskositätsangabe 5W-30?'])
    expect(screen.getByTestId('faq-hit-category')).toHaveTextContent('Motorenöl & Ölwechsel')

    search('Bremsflüssigkeit')
    expect(questions()).toEqual([])
    expect(screen.getByText(/Keine Frage passt zu «Bremsflüssigkeit»/)).toBeInTheDocument()
  })

  it('clearing the search returns to the chosen category', () => {
    renderWithIntl(<FaqQuestions categories={CATEGORIES} entries={ENTRIES} selectedId={4} />)
    search('Öl')
    expect(questions()).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Suche löschen' }))
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Bestellung & Lieferung')
    expect(questions()).toEqual([
      'Ab welchem Bestellwert liefern Sie portofrei?',
      'Nehmen Sie leere Gebinde zurück?',
    ])
    expect(screen.queryByTestId('faq-hit-category')).not.toBeInTheDocument()
  })
})
