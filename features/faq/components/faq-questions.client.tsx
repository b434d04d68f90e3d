'use client'

import { useTranslations } from 'next-intl'
import { useDeferredValue, useId, useMemo, useState } from 'react'

import { Icon } from '@/components/icon/icon'

import { answerParagraphs, filterFaqEntries } from '../filter'
import type { FaqCategory, FaqEntry } from '../types'
import styles from './faq.module.css'
import { counted } from '@/lib/numbers'

type Props = {
  /** Every category (their names are searched and name the hits). */
  categories: FaqCategory[]
  /** Every question of every category. */
  entries: FaqEntry[]
  /** The category shown while nothing is searched. */
  selectedId: number | null
}

/**
 * The questions of the chosen category as an accordion (native details /
 * summary: keyboard and screen readers need nothing more, and it works
 * before hydration) with a search over every category: question, answer and
 * category name; each hit says which category it is in. An empty search shows
 * the chosen category again.
 */
export function FaqQuestions({ categories, entries, selectedId }: Props) {
  const t = useTranslations('faq')
  const id = useId()
  const [term, setTerm] = useState('')
  const deferred = useDeferredValue(term)
  const searching = deferred.trim() !== ''
  const titles = useMemo(
    () => new Map(categories.map((category) => [category.id, category.title])),
    [categories],
  )
  const selected = categories.find((category) => category.id === selectedId) ?? null
  const shown = searching
    ? filterFaqEntries(entries, deferred, titles)
    : entries.filter((entry) => entry.categoryId === selectedId)
  return (
    <div className={styles.questions}>
      {searching ? (
        <h2 data-testid="faq-heading">{t('search.heading')}</h2>
      ) : (
        selected && <h2 data-testid="faq-heading">{selected.title}</h2>
      )}
      <div role="search" className={styles.search}>
        <label htmlFor={`${id}-search`}>{t('search.label')}</label>
        <div className={styles.searchField}>
          <Icon name="search" size={18} />
          <input
            id={`${id}-search`}
            type="search"
            value={term}
            placeholder={t('search.placeholder')}
            onChange={(event) => setTerm(event.target.value)}
            maxLength={100}
            aria-describedby={`${id}-count`}
            data-testid="faq-search"
          />
          {term && (
            <button
              type="button"
              className={styles.clear}
              onClick={() => setTerm('')}
              aria-label={t('search.clear')}
            >
              <Icon name="close" size={16} />
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-count`} className={styles.count} aria-live="polite">
        {searching ? t('search.results', counted(shown.length)) : null}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>{searching ? t('noResults', { term: deferred.trim() }) : t('empty')}</p>
      ) : (
        <ul className={styles.accordion} aria-label={t('questions')}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <details className={styles.item} data-testid="faq-question">
                <summary>
                  <span className={styles.summaryText}>
                    {searching && (
                      <span className={styles.hitCategory} data-testid="faq-hit-category">
                        <span className="visually-hidden">{t('search.category')}: </span>
                        {titles.get(entry.categoryId)}
                      </span>
                    )}
                    <span>{entry.question}</span>
                  </span>
                  <Icon name="chevron-down" size={20} className={styles.chevron} />
                </summary>
                <div className={styles.answer}>
                  {answerParagraphs(entry.answer).map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
