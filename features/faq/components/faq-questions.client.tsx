'use client'

import { useTranslations } from 'next-intl'
import { useDeferredValue, useId, useState } from 'react'

import { Icon } from '@/components/icon/icon'

import { answerParagraphs, filterFaqEntries } from '../filter'
import type { FaqEntry } from '../types'
import styles from './faq.module.css'

/**
 * The questions of the chosen category as an accordion (native details /
 * summary: keyboard and screen readers need nothing more, and it works
 * before hydration) with a search over question and answer texts.
 */
export function FaqQuestions({ entries }: { entries: FaqEntry[] }) {
  const t = useTranslations('faq')
  const id = useId()
  const [term, setTerm] = useState('')
  const deferred = useDeferredValue(term)
  const shown = filterFaqEntries(entries, deferred)
  return (
    <div className={styles.questions}>
      <div role="search" className={styles.search}>
        <label htmlFor={`${id}-search`}>{t('search.label')}</label>
        <div className={styles.searchField}>
          <Icon name="search" size={18} />
          <input id={`${id}-search`} type="search" value={term} placeholder={t('search.placeholder')} onChange={(event) => setTerm(event.target.value)} maxLength={100} aria-describedby={`${id}-count`} data-testid="faq-search" />
          {term && (
            <button type="button" className={styles.clear} onClick={() => setTerm('')} aria-label={t('search.clear')}>
              <Icon name="close" size={16} />
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-count`} className={styles.count} aria-live="polite">
        {deferred.trim() ? t('search.results', { count: shown.length }) : null}
      </p>
      {shown.length === 0 ? (
        <p className={styles.empty}>{deferred.trim() ? t('noResults', { term: deferred.trim() }) : t('empty')}</p>
      ) : (
        <ul className={styles.accordion} aria-label={t('questions')}>
          {shown.map((entry) => (
            <li key={entry.id}>
              <details className={styles.item} data-testid="faq-question">
                <summary>
                  <span>{entry.question}</span>
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
