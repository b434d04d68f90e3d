'use client'

import { useTranslations } from 'next-intl'

import { offsetForPage, type Pagination } from '@/lib/pagination'

import styles from './data-table.module.css'
import { Chevron } from './glyphs'
import { pageWindow } from './page-window'

/** What a page change asks the list for (SPEC §3 pagination: page, offset, limit). */
export type PageChange = { page: number; offset: number; limit: number }

type Props = {
  pagination: Pagination
  onPageChange: (change: PageChange) => void
  /** Names the navigation landmark; "Seiten" when not given. */
  label?: string
}

/**
 * Previous / page numbers / next for a §3 table list. Renders nothing for a
 * single page. The current page carries aria-current and does not emit.
 */
export function PaginationNav({ pagination, onPageChange, label }: Props) {
  const t = useTranslations('widgets.table')
  const { page, pages, limit } = pagination
  if (pages <= 1) return null
  const goTo = (target: number) => {
    if (target < 1 || target > pages || target === page) return
    onPageChange({ page: target, offset: offsetForPage(target, limit), limit })
  }
  return (
    <nav className={styles.pagination} aria-label={label ?? t('pagination')}>
      <button type="button" className={styles.page} onClick={() => goTo(page - 1)} disabled={page <= 1} aria-label={t('previousPage')}>
        <Chevron direction="left" />
      </button>
      <ol className={styles.pages}>
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={`${styles.page} ${p === page ? styles.current : ''}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('page', { page: p })}
                onClick={() => goTo(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ol>
      <button type="button" className={styles.page} onClick={() => goTo(page + 1)} disabled={page >= pages} aria-label={t('nextPage')}>
        <Chevron direction="right" />
      </button>
    </nav>
  )
}
