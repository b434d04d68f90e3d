import { describe, expect, it } from 'vitest'

import { answerParagraphs, filterFaqEntries, normalizeSearch } from './filter'

const entries = [
  {
    id: 1,
    question: 'Was bedeutet 5W-30?',
    answer: 'Die Zahl vor dem W beschreibt das Kaltstartverhalten.',
    categoryId: 1,
  },
  {
    id: 2,
    question: 'Wie lange ist Öl haltbar?',
    answer: 'Getriebeöle mindestens fünf Jahre.',
    categoryId: 2,
  },
  {
    id: 3,
    question: 'Wie lange dauert die Lieferung?',
    answer: 'In der Regel 1 bis 2 Werktage.',
    categoryId: 3,
  },
]

describe('filterFaqEntries', () => {
  it('keeps every question for an empty or blank term', () => {
    expect(filterFaqEntries(entries, '')).toEqual(entries)
    expect(filterFaqEntries(entries, '   ')).toEqual(entries)
  })

  it('finds a word in the question or in the answer, ignoring case and accents', () => {
    expect(filterFaqEntries(entries, 'kaltstart').map((e) => e.id)).toEqual([1])
    expect(filterFaqEntries(entries, 'OL').map((e) => e.id)).toEqual([2])
    expect(filterFaqEntries(entries, 'getriebeol').map((e) => e.id)).toEqual([2])
  })

  it('needs every word of the term, in any order', () => {
    expect(filterFaqEntries(entries, 'lange Lieferung').map((e) => e.id)).toEqual([3])
    expect(filterFaqEntries(entries, 'lange').map((e) => e.id)).toEqual([2, 3])
    expect(filterFaqEntries(entries, 'lange Kaltstart')).toEqual([])
  })
})

describe('filterFaqEntries over every category', () => {
  const titles = new Map([
    [1, 'Motorenöl & Ölwechsel'],
    [2, 'Getriebe & Hydraulik'],
    [3, 'Bestellung & Lieferung'],
  ])
  const all = [
    ...entries,
    {
      id: 4,
      question: 'Kann ich per Rechnung bezahlen?',
      answer: 'Ja, Geschäftskunden zahlen gegen Rechnung.',
      categoryId: 3,
    },
  ]

  it('finds questions by the name of their category too', () => {
    expect(filterFaqEntries(all, 'Lieferung', titles).map((e) => e.id)).toEqual([3, 4])
    expect(filterFaqEntries(all, 'bestellung rechnung', titles).map((e) => e.id)).toEqual([4])
    expect(filterFaqEntries(all, 'hydraulik', titles).map((e) => e.id)).toEqual([2])
  })

  it('without category names searches question and answer only', () => {
    expect(filterFaqEntries(all, 'Lieferung').map((e) => e.id)).toEqual([3])
  })
})

describe('normalizeSearch / answerParagraphs', () => {
  it('folds accents and spaces', () => {
    expect(normalizeSearch('  Öl  für   Fässer ')).toBe('ol fur fasser')
  })

  it('splits an answer into paragraphs at blank lines', () => {
    expect(answerParagraphs('Erster.\n\nZweiter\nmit Umbruch.\n \nDritter.')).toEqual([
      'Erster.',
      'Zweiter\nmit Umbruch.',
      'Dritter.',
    ])
    expect(answerParagraphs('')).toEqual([])
  })
})
