'use client'

import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useState } from 'react'
import { useStore } from 'zustand'

import { hasMoreNews } from '../pagination'
import type { NewsFilterName } from '../schemas'
import { createNewsListStore, type NewsListState, type SelectedNewsFilters } from '../store'
import styles from './news-list.module.css'
import { NewsTile } from './news-tile'

type Initial = Pick<NewsListState, 'entries' | 'filters' | 'pagination' | 'selected'>

/** The address of the list with the chosen filters, so a filtered list can be shared and the back button works. */
export function newsListSearch(selected: SelectedNewsFilters): string {
  const params = new URLSearchParams()
  for (const [name, values] of Object.entries(selected)) for (const value of values ?? []) params.append(name, value)
  const qs = params.toString()
  return qs ? `?${qs}` : ''
}

/** News list (SPEC §2, §4): facet filters, total count, load more; filters live in the address. */
export function NewsList({ initial }: { initial: Initial }) {
  const t = useTranslations('news')
  const pathname = usePathname()
  const [store] = useState(() => createNewsListStore(initial))
  const { entries, filters, pagination, selected, busy, applyFilters, loadMore } = useStore(store)

  const change = (name: NewsFilterName, value: string, on: boolean) => {
    const values = new Set(selected[name] ?? [])
    if (on) values.add(value)
    else values.delete(value)
    const next = { ...selected, [name]: [...values] }
    // The island fetches the list itself; the address only records the choice (no server round trip).
    window.history.replaceState(null, '', `${pathname}${newsListSearch(next)}`)
    void applyFilters(next).catch(() => {})
  }
  const reset = () => {
    window.history.replaceState(null, '', pathname)
    void applyFilters({}).catch(() => {})
  }
  const anySelected = Object.values(selected).some((values) => values?.length)

  return (
    <div className={styles.layout} aria-busy={busy}>
      <aside className={styles.filters} aria-label={t('list.filters')}>
        {filters.map((filter) => (
          <fieldset key={filter.name} className={styles.facet}>
            <legend>{t(`filterNames.${filter.name}`)}</legend>
            {filter.options.map((option) => (
              <label key={option.value} className={styles.option}>
                <input type="checkbox" checked={!!selected[filter.name]?.includes(option.value)} disabled={busy} onChange={(event) => change(filter.name, option.value, event.target.checked)} />
                <span>{option.label}</span>
                <span className={styles.count}>{option.count}</span>
              </label>
            ))}
          </fieldset>
        ))}
        {anySelected && (
          <button type="button" className={styles.reset} onClick={reset} disabled={busy}>
            {t('list.reset')}
          </button>
        )}
      </aside>
      <section className={styles.results} aria-labelledby="news-count">
        <p id="news-count" className={styles.total} role="status" data-testid="news-count">
          {t('list.count', { count: pagination.totalAmount })}
        </p>
        {entries.length === 0 ? (
          <p>{t('list.empty')}</p>
        ) : (
          <ul className={styles.grid} data-testid="news-entries">
            {entries.map((article) => (
              <li key={article.id}>
                <NewsTile article={article} topicChips="responsive" />
              </li>
            ))}
          </ul>
        )}
        {hasMoreNews(pagination) && (
          <button type="button" className={styles.more} onClick={() => void loadMore().catch(() => {})} disabled={busy}>
            {busy ? t('list.loading') : t('list.loadMore')}
          </button>
        )}
      </section>
    </div>
  )
}
