'use client'

import { useTranslations } from 'next-intl'
import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef } from 'react'

import { SearchParamsReader } from '@/components/search-params/search-params-reader.client'

import { readNewsListUrl, sameNewsFilters, writeNewsListUrl, type NewsListUrlState } from '../list-url'
import { hasMoreNews } from '../pagination'
import type { NewsFilterName } from '../schemas'
import { useNewsList, type NewsListInitial } from '../queries'
import styles from './news-list.module.css'
import { NewsTile } from './news-tile'
import { counted } from '@/lib/numbers'

/**
 * News list: facet filters, total count, load more. The address
 * holds the filters and how many pages are loaded, like the product list's:
 * a filter is a new history entry (Back takes it away again), "load more"
 * replaces the entry with the new page count (Back from an article shows as
 * many news as before), and Back and Forward show what their address holds.
 */
export function NewsList({ initial }: { initial: NewsListInitial }) {
  const t = useTranslations('news')
  const pathname = usePathname()
  const { entries, filters, pagination, selected, busy, applyFilters, loadMore, show } = useNewsList(initial)
  // What the list shows, as an address state: the server's at first, then every choice; an address that differs (Back, Forward) is shown.
  const shown = useRef<NewsListUrlState>({ selected: initial.selected, page: initial.pagination.currentPage })

  const write = (next: NewsListUrlState, mode: 'push' | 'replace') => {
    shown.current = next
    const url = `${pathname}${writeNewsListUrl(next)}`
    if (mode === 'push') window.history.pushState(null, '', url)
    else window.history.replaceState(null, '', url)
  }
  const onAddress = useCallback(
    (search: string) => {
      const wanted = readNewsListUrl(new URLSearchParams(search))
      if (wanted.page === shown.current.page && sameNewsFilters(wanted.selected, shown.current.selected))
        return
      shown.current = wanted
      void show(wanted).catch(() => {})
    },
    [show],
  )
  // Back and Forward also straight from the browser: the router reports them through the reader, but not an entry it does not know.
  useEffect(() => {
    const onPop = () => {
      if (window.location.pathname === pathname) onAddress(window.location.search.slice(1))
    }
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [onAddress, pathname])
  const change = (name: NewsFilterName, value: string, on: boolean) => {
    const values = new Set(selected[name] ?? [])
    if (on) values.add(value)
    else values.delete(value)
    const next = { ...selected, [name]: [...values] }
    // The island fetches the list itself; the address records the choice as a new history entry once it shows.
    void applyFilters(next)
      .then(() => write({ selected: next, page: 1 }, 'push'))
      .catch(() => {})
  }
  const reset = () => {
    void applyFilters({})
      .then(() => write({ selected: {}, page: 1 }, 'push'))
      .catch(() => {})
  }
  const more = () => {
    void loadMore()
      .then((loaded) => write({ selected, page: loaded.pagination.currentPage }, 'replace'))
      .catch(() => {})
  }
  const anySelected = Object.values(selected).some((values) => values?.length)

  return (
    <div className={styles.layout} aria-busy={busy}>
      <SearchParamsReader onChange={onAddress} />
      <aside className={styles.filters} aria-label={t('list.filters')}>
        {filters.map((filter) => (
          <fieldset key={filter.name} className={styles.facet}>
            <legend>{t(`filterNames.${filter.name}`)}</legend>
            {filter.options.map((option) => (
              <label key={option.value} className={styles.option}>
                <input
                  type="checkbox"
                  checked={!!selected[filter.name]?.includes(option.value)}
                  disabled={busy}
                  onChange={(event) => change(filter.name, option.value, event.target.checked)}
                />
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
          {t('list.count', counted(pagination.totalAmount))}
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
          <button
            type="button"
            className={styles.more}
            onClick={more}
            disabled={busy}
            data-testid="news-load-more"
          >
            {busy ? t('list.loading') : t('list.loadMore')}
          </button>
        )}
      </section>
    </div>
  )
}
