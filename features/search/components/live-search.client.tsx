'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react'

import { Icon } from '@/components/icon/icon'
import { lockBodyScroll } from '@/components/modal/body-scroll-lock'
import { CmsPicture } from '@/components/picture/picture'
import { useSession } from '@/features/session/components/session-provider.client'
import { useDebounced } from '@/lib/hooks/use-debounced'
import { formatCount } from '@/lib/numbers'

import {
  cutSearchTerm,
  LIVE_SEARCH_DEBOUNCE_MS,
  LIVE_SEARCH_MIN_CHARS,
  SEARCH_TERM_MAX_LENGTH,
} from '../constants'
import { liveSearchQuery, useLiveSearch, type LiveResults } from '../queries'
import type { ContentEntry } from '../types'
import styles from './live-search.module.css'

export type { LiveResults }
type Target = { url: string; newTab: boolean }

/**
 * Where a submitted term leads: the one product, the one content hit, the
 * cross-reference when it is the only suggestion (a competitor's product
 * name), or the results page.
 */
export function submitTarget(results: LiveResults, resultsPage: string): Target {
  const { products, contents, crossReference } = results
  if (products.countTotal === 0 && contents.countTotal === 0 && crossReference)
    return { url: crossReference.url, newTab: false }
  if (products.countTotal === 1 && contents.countTotal === 0)
    return { url: products.results[0]!.url, newTab: false }
  if (products.countTotal === 0 && contents.countTotal === 1) {
    const hit = contents.results[0]!
    return { url: hit.url, newTab: hit.type === 'asset' }
  }
  return { url: resultsPage, newTab: false }
}

/** The results page address for a term. */
export const resultsPageUrl = (link: string, term: string) => `${link}?search=${encodeURIComponent(term)}`

/** Navigation of a submit or a chosen suggestion (kept in one place so tests can watch it). */
export const navigate = {
  go(target: Target) {
    if (target.newTab) window.open(target.url, '_blank', 'noopener')
    else window.location.assign(target.url)
  },
}

type Props = { resultsLink: string; containerRef: RefObject<HTMLDivElement | null> }

/**
 * The header's search field with live suggestions: the
 * dropdown opens from 3 characters and closes below, on a click outside
 * (not inside a modal dialog), on Escape and on the close mark, which also
 * clears the term. 400 ms after typing stops it asks for 7 products and 12
 * contents. The page does not scroll while the dropdown is open.
 */
export function LiveSearch({ resultsLink, containerRef }: Props) {
  const t = useTranslations('searchLive')
  const initial = useSession((s) => s.session.searchTerm)
  const queryClient = useQueryClient()
  const [term, setTerm] = useState(initial ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const input = useRef<HTMLInputElement>(null)
  const listId = useId()
  const cut = cutSearchTerm(term)
  const long = cut.length >= LIVE_SEARCH_MIN_CHARS
  const debounced = useDebounced(cut, LIVE_SEARCH_DEBOUNCE_MS)
  const ready = debounced.length >= LIVE_SEARCH_MIN_CHARS && debounced === cut
  const query = useLiveSearch(debounced, open)
  const shown = open && long

  // Outside clicks close; clicks inside an open modal dialog do not.
  useEffect(() => {
    if (!shown) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null
      if (!target || containerRef.current?.contains(target)) return
      if (target.closest?.('[role="dialog"], [aria-modal="true"]')) return
      setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [shown, containerRef])

  // Body scroll is locked while the suggestions are open.
  useEffect(() => (shown ? lockBodyScroll() : undefined), [shown])

  const data = query.data
  const products = data?.products.results ?? []
  const contents = data?.contents.results ?? []
  const alternative = data?.crossReference ?? null
  const offset = alternative ? 1 : 0
  const options: { id: string; url: string; newTab: boolean }[] = [
    ...(alternative ? [{ id: 'x-alternative', url: alternative.url, newTab: false }] : []),
    ...products.map((p) => ({ id: `p-${p.id}`, url: p.url, newTab: false })),
    ...contents.map((c) => ({ id: `c-${c.id}`, url: c.url, newTab: c.type === 'asset' })),
  ]
  const optionId = (index: number) => `${listId}-${index}`
  // New suggestions may be fewer than the highlighted position.
  const highlighted = active < options.length ? active : -1

  const change = (value: string) => {
    setTerm(value)
    setActive(-1)
    setOpen(cutSearchTerm(value).length >= LIVE_SEARCH_MIN_CHARS)
  }

  const clear = () => {
    setTerm('')
    setOpen(false)
    setActive(-1)
    input.current?.focus()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // An empty term is not submitted.
    if (!cut) {
      input.current?.focus()
      return
    }
    if (highlighted >= 0) return navigate.go(options[highlighted]!)
    let results: LiveResults | undefined = ready ? query.data : undefined
    if (!results && cut.length >= LIVE_SEARCH_MIN_CHARS) {
      try {
        results = await queryClient.fetchQuery(liveSearchQuery(cut))
      } catch {
        results = undefined
      }
    }
    navigate.go(
      results
        ? submitTarget(results, resultsPageUrl(resultsLink, cut))
        : { url: resultsPageUrl(resultsLink, cut), newTab: false },
    )
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // Escape closes the suggestions first (the browser would also empty a search field).
      if (shown) event.preventDefault()
      setOpen(false)
      setActive(-1)
      return
    }
    if (!shown || !options.length || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
    event.preventDefault()
    // -1 is the field itself: the arrows cycle through the field and every suggestion.
    const last = options.length - 1
    const current = highlighted
    setActive(
      event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1,
    )
  }

  const kindLabel = (entry: ContentEntry) =>
    entry.kind === 'asset' ? t('kind.asset', { format: entry.format ?? 'PDF' }) : t(`kind.${entry.kind}`)

  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      action={resultsLink}
      method="get"
    >
      <label className="visually-hidden" htmlFor="header-search">
        {t('label')}
      </label>
      <input
        ref={input}
        id="header-search"
        name="search"
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && highlighted >= 0 ? optionId(highlighted) : undefined}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        placeholder={t('placeholder')}
        autoComplete="off"
        value={term}
        onChange={(event) => change(event.target.value)}
        onFocus={() => setOpen(cut.length >= LIVE_SEARCH_MIN_CHARS)}
        onKeyDown={onKeyDown}
        data-testid="search-input"
      />
      {term ? (
        <button
          type="button"
          className={styles.icon}
          aria-label={t('clear')}
          onClick={clear}
          data-testid="search-clear"
        >
          <Icon name="close" size={20} />
        </button>
      ) : (
        <button type="submit" className={styles.icon} aria-label={t('submit')} data-testid="search-submit">
          <Icon name="search" size={20} />
        </button>
      )}
      {shown && (
        <div className={styles.dropdown} data-testid="search-suggestions">
          <div id={listId} role="listbox" aria-label={t('suggestions')} aria-busy={query.isFetching}>
            {!data && <p className={styles.status}>{t('loading')}</p>}
            {alternative && (
              <section className={styles.section} aria-label={t('crossReference.heading')}>
                <h2 className={styles.heading}>{t('crossReference.heading')}</h2>
                <ul className={styles.list}>
                  <li
                    id={optionId(0)}
                    role="option"
                    aria-selected={highlighted === 0}
                    className={`${styles.option} ${highlighted === 0 ? styles.active : ''}`}
                  >
                    <a
                      href={alternative.url}
                      className={styles.content}
                      data-testid="suggestion-alternative"
                      tabIndex={-1}
                    >
                      <span className={styles.title}>
                        {t(`crossReference.${alternative.kind}`, { label: alternative.label })}
                      </span>
                    </a>
                  </li>
                </ul>
              </section>
            )}
            {data && !products.length && !contents.length && !alternative && (
              <p className={styles.status} data-testid="search-no-suggestions">
                {t('none', { term: debounced })}
              </p>
            )}
            {products.length > 0 && (
              <section className={styles.section} aria-label={t('products')}>
                <h2 className={styles.heading}>
                  {t('productsCount', { count: formatCount(data!.products.countTotal) })}
                </h2>
                <ul className={styles.list}>
                  {products.map((product, position) => {
                    const i = offset + position
                    return (
                      <li
                        key={product.id}
                        id={optionId(i)}
                        role="option"
                        aria-selected={highlighted === i}
                        className={`${styles.option} ${highlighted === i ? styles.active : ''}`}
                      >
                        <a
                          href={product.url}
                          className={styles.product}
                          data-testid="suggestion-product"
                          tabIndex={-1}
                        >
                          <span className={styles.thumb}>
                            {product.image && (
                              <CmsPicture image={product.image} ratio="3 / 4" fit="contain" sizes="48px" />
                            )}
                          </span>
                          <span>
                            <span className={styles.title}>{product.title}</span>
                            {product.subtitle && <span className={styles.subtitle}>{product.subtitle}</span>}
                          </span>
                        </a>
                      </li>
                    )
                  })}
                </ul>
              </section>
            )}
            {contents.length > 0 && (
              <section className={styles.section} aria-label={t('contents')}>
                <h2 className={styles.heading}>
                  {t('contentsCount', { count: formatCount(data!.contents.countTotal) })}
                </h2>
                <ul className={styles.list}>
                  {contents.map((entry, position) => {
                    const i = offset + products.length + position
                    return (
                      <li
                        key={entry.id}
                        id={optionId(i)}
                        role="option"
                        aria-selected={highlighted === i}
                        className={`${styles.option} ${highlighted === i ? styles.active : ''}`}
                      >
                        <a
                          href={entry.url}
                          className={styles.content}
                          data-testid="suggestion-content"
                          tabIndex={-1}
                          {...(entry.type === 'asset' ? { target: '_blank', rel: 'noopener' } : {})}
                        >
                          <span className={styles.title}>{entry.title}</span>
                          <span className={styles.kind}>{kindLabel(entry)}</span>
                        </a>
                      </li>
                    )
                  })}
                </ul>
              </section>
            )}
          </div>
          {data && (products.length > 0 || contents.length > 0) && (
            <a
              className={styles.all}
              href={resultsPageUrl(resultsLink, debounced)}
              data-testid="search-all-results"
            >
              {t('all', { count: formatCount(data.products.countTotal + data.contents.countTotal) })}
            </a>
          )}
        </div>
      )}
    </form>
  )
}
