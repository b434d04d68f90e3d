'use client'

import { useTranslations } from 'next-intl'
import { useId, useState } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { FilterPanel } from '@/features/catalog/components/filter-panel.client'
import listStyles from '@/features/catalog/components/product-list.module.css'
import type { FacetKey } from '@/features/catalog/facets'
import { CompareToggle } from '@/features/compare/components/compare-toggle.client'
import { useCrossReferenceSuggestion } from '@/features/cross-reference/queries'
import { FavouriteToggle } from '@/features/favourites/components/favourite-toggle.client'
import { thumbnailUrl } from '@/features/compare/url'
import { PRIORITY_TILES, ProductTile } from '@/features/products/components/product-tile'
import { useSession } from '@/features/session/components/session-provider.client'
import { useAddressState } from '@/lib/hooks/use-address-state'
import { formatIsoDate } from '@/lib/iso-date'

import {
  activeFilterCount,
  readSearchUrl,
  searchesProducts,
  writeSearchUrl,
  type SearchPageState,
  type SearchTab,
} from '../page-url'
import { useContentSearch, useProductSearch } from '../queries'
import type { FirstSearchResults } from '../types'
import styles from './search-page.module.css'
import { counted, formatCount } from '@/lib/numbers'

type Props = {
  path: string
  initialState: SearchPageState
  /** The first page of each search for `initialState`, found while the page was rendered on the server. */
  initialResults?: FirstSearchResults
}

const sameFilters = (a: SearchPageState['filters'], b: SearchPageState['filters']) =>
  JSON.stringify(a) === JSON.stringify(b)

/**
 * The search results page: products (with the
 * product list's facets and groups, 12 then 48 more per click) and pages
 * (pages, news, files) load separately, each with its loader and a general one
 * while both run; the heading shows the term only once both have answered.
 */
export function SearchPage({ path, initialState, initialResults }: Props) {
  const t = useTranslations('search')
  const tc = useTranslations('catalog')
  const tb = useTranslations('blocks.products')
  const features = useSession((s) => s.session.activeFeatures)
  const productSearch = !features.includes('disableProductSearch')
  const didYouMean = features.includes('enableDidYouMeanSuggestion')
  // Back and forward (and the header search submitting to this page) change the address: it is read again.
  const [state, setAddress] = useAddressState(path, initialState, readSearchUrl, writeSearchUrl)
  const [modalOpen, setModalOpen] = useState(false)
  const tabsId = useId()
  const { term, filters, productGroupId } = state
  const filtered = activeFilterCount(state) > 0
  const tab: SearchTab = productSearch ? state.tab : 'pages'

  // The server's first results stand for the address the page was opened with (not for later choices).
  const atInitialProducts =
    term === initialState.term &&
    productGroupId === initialState.productGroupId &&
    sameFilters(filters, initialState.filters)
  // Advanced product search is skipped without a query and without filters.
  const products = useProductSearch(state, {
    enabled: productSearch,
    initial: atInitialProducts ? initialResults?.products : undefined,
  })
  // Content search is skipped without a query.
  const contents = useContentSearch(term, term === initialState.term ? initialResults?.contents : undefined)
  // The cross-reference's entry (a competitor's product, a brand, specifications): the server's for the first term.
  const alternative = useCrossReferenceSuggestion(
    term,
    term === initialState.term ? initialResults?.crossReference : undefined,
  ).data

  const productsBusy = products.isFetching && !products.isFetchingNextPage
  const contentsBusy = contents.isFetching && !contents.isFetchingNextPage
  // The heading's term changes only once both searches have answered.
  const [submitted, setSubmitted] = useState(initialState.term)
  const settled = !productsBusy && !contentsBusy
  if (settled && submitted !== term) setSubmitted(term)

  const firstProducts = products.data?.pages[0]
  const productHits = products.data?.pages.flatMap((page) => page.results.products) ?? []
  const contentHits = contents.data?.pages.flatMap((page) => page.results) ?? []
  const productTotal = productSearch ? (firstProducts?.countTotal ?? 0) : 0
  const contentTotal = term ? (contents.data?.pages[0]?.countTotal ?? 0) : 0
  const suggestion = didYouMean
    ? (firstProducts?.suggestion ?? contents.data?.pages[0]?.suggestion ?? null)
    : null

  const setFilters = (key: FacetKey, values: string[]) =>
    setAddress({ ...state, filters: { ...filters, [key]: values.length ? values : undefined } })
  const clearAll = () => setAddress({ ...state, filters: {}, productGroupId: null })
  const chooseGroup = (id: number | null) => setAddress({ ...state, productGroupId: id })
  // A suggestion becomes the term, alone: filters, group and tab go.
  const takeSuggestion = (value: string) =>
    setAddress({ term: value, filters: {}, productGroupId: null, tab: 'products' }, 'replace')

  const categories = firstProducts?.categories ?? []
  const panel = (
    <div className={styles.panel}>
      {categories.length > 0 && (
        <fieldset className={styles.categories}>
          <legend className={styles.legend}>{t('categories')}</legend>
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <button
                  type="button"
                  aria-pressed={category.active}
                  className={category.active ? styles.categoryActive : undefined}
                  onClick={() => chooseGroup(category.active ? null : category.id)}
                  data-testid="search-category"
                >
                  {category.title} <span className={styles.count}>({category.count})</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <FilterPanel
        filters={firstProducts?.filters ?? []}
        selected={filters}
        onChange={setFilters}
        onGroup={() => undefined}
      />
    </div>
  )
  const chips = [
    ...(productGroupId != null
      ? [
          {
            key: 'group',
            label: categories.find((c) => c.id === productGroupId)?.title ?? t('group'),
            remove: () => chooseGroup(null),
          },
        ]
      : []),
    ...Object.entries(filters).flatMap(([key, values]) =>
      (values ?? []).map((value) => {
        const option = firstProducts?.filters
          .find((f) => f.key === key)
          ?.options.find((o) => o.value === value)
        return {
          key: `${key}:${value}`,
          label: option?.label ?? value,
          remove: () =>
            setFilters(
              key as FacetKey,
              (values ?? []).filter((v) => v !== value),
            ),
        }
      }),
    ),
  ]

  const heading =
    !term && !filtered
      ? t('emptyQuery')
      : submitted
        ? t('heading', counted(productTotal + contentTotal, { term: submitted }))
        : t('headingFilters', counted(productTotal))

  const productPanel = (
    <div className={listStyles.layout} aria-busy={productsBusy}>
      <aside className={listStyles.sidebar} aria-label={t('filters')}>
        {panel}
      </aside>
      <section className={listStyles.results}>
        <div className={listStyles.toolbar}>
          <button
            type="button"
            className={`button button--secondary ${listStyles.filterButton}`}
            onClick={() => setModalOpen(true)}
            data-testid="search-filter-button"
          >
            {t('filterButton', { count: activeFilterCount(state) })}
          </button>
        </div>
        {chips.length > 0 && (
          <div className={listStyles.chipsRow}>
            <ul className={listStyles.chips} aria-label={t('selected')} data-testid="search-chips">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button
                    type="button"
                    className={listStyles.chip}
                    aria-label={t('remove', { label: chip.label })}
                    onClick={chip.remove}
                  >
                    {chip.label} <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={listStyles.deleteAll}
              onClick={clearAll}
              data-testid="search-clear-filters"
            >
              {t('clearAll')}
            </button>
          </div>
        )}
        {productsBusy && (
          <p className={styles.loader} role="status" data-testid="products-loader">
            {t('loadingProducts')}
          </p>
        )}
        {products.isError && !productHits.length ? (
          <p role="alert">{t('error')}</p>
        ) : !productsBusy && productHits.length === 0 ? (
          <p className={styles.empty} data-testid="products-empty">
            {term ? t('noProducts', { term }) : t('noProductsFilters')}
          </p>
        ) : (
          <ul className={listStyles.grid} data-testid="search-products">
            {productHits.map((product, index) => (
              <li key={product.productNumber}>
                <ProductTile
                  priority={index < PRIORITY_TILES}
                  product={{ ...product, name: product.title }}
                  tagLabel={(tag) => tc(`tags.${tag}`)}
                  headingLevel={2}
                  numberLabel={tb('number')}
                  actions={
                    <>
                      <CompareToggle
                        productNumber={product.productNumber}
                        title={product.title}
                        imageUrl={thumbnailUrl(product.image)}
                      />
                      <FavouriteToggle productNumber={product.productNumber} title={product.title} />
                    </>
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {productHits.length > 0 && (
          <p className={listStyles.shown} data-testid="search-products-shown">
            {t('shown', { shown: productHits.length, total: productTotal })}
          </p>
        )}
        {products.hasNextPage && (
          <button
            type="button"
            className={`button ${listStyles.more}`}
            onClick={() => void products.fetchNextPage()}
            disabled={products.isFetchingNextPage}
            data-testid="search-load-more"
          >
            {products.isFetchingNextPage ? t('loading') : t('loadMore')}
          </button>
        )}
      </section>
      <Modal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        title={t('filters')}
        loading={productsBusy}
        footer={
          <div className={listStyles.modalFooter}>
            {filtered && (
              <button
                type="button"
                className="button button--secondary"
                onClick={clearAll}
                data-testid="search-modal-clear"
              >
                {t('clearAll')}
              </button>
            )}
            <button
              type="button"
              className="button button--primary"
              onClick={() => setModalOpen(false)}
              data-testid="search-show-products"
            >
              {t('showProducts', counted(productTotal))}
            </button>
          </div>
        }
      >
        {panel}
      </Modal>
    </div>
  )

  const contentPanel = (
    <section aria-busy={contentsBusy}>
      {contentsBusy && (
        <p className={styles.loader} role="status" data-testid="contents-loader">
          {t('loadingPages')}
        </p>
      )}
      {!term ? (
        <p className={styles.empty}>{t('emptyQuery')}</p>
      ) : contents.isError && !contentHits.length ? (
        <p role="alert">{t('error')}</p>
      ) : !contentsBusy && contentHits.length === 0 ? (
        <p className={styles.empty} data-testid="contents-empty">
          {t('noPages', { term })}
        </p>
      ) : (
        <ul className={styles.contents} data-testid="search-contents">
          {contentHits.map((entry) => (
            <li key={entry.id} className={styles.content}>
              <span className={styles.kind}>
                {entry.kind === 'asset'
                  ? t('kind.asset', { format: entry.format ?? 'PDF' })
                  : t(`kind.${entry.kind}`)}
              </span>
              <a
                href={entry.url}
                className={styles.contentTitle}
                {...(entry.type === 'asset' ? { target: '_blank', rel: 'noopener' } : {})}
              >
                {entry.title}
              </a>
              {entry.date && <span className={styles.date}>{formatIsoDate(entry.date)}</span>}
              {entry.text && <p className={styles.excerpt}>{entry.text}</p>}
            </li>
          ))}
        </ul>
      )}
      {contents.hasNextPage && (
        <button
          type="button"
          className={`button ${listStyles.more}`}
          onClick={() => void contents.fetchNextPage()}
          disabled={contents.isFetchingNextPage}
          data-testid="search-contents-more"
        >
          {contents.isFetchingNextPage ? t('loading') : t('loadMore')}
        </button>
      )}
    </section>
  )

  // Until the first answers are in, the page keeps a screen's height: the footer then starts
  // below the fold, and results arriving do not push it down in view (layout shift).
  const awaitingFirst =
    (productSearch && searchesProducts(state) && !products.data) || (!!term && !contents.data)

  return (
    <div className={styles.page} data-awaiting-results={awaitingFirst || undefined}>
      <h1 className={styles.heading} data-testid="search-heading">
        {heading}
      </h1>
      {productsBusy && contentsBusy && (
        <div className={styles.overlay} role="status" aria-label={t('loading')} data-testid="search-loader">
          <span className={styles.spinner} aria-hidden="true" />
        </div>
      )}
      {suggestion && suggestion !== term && (
        <p className={styles.suggestion} data-testid="search-suggestion">
          {t.rich('didYouMean', {
            suggestion: () => (
              <button
                type="button"
                className={styles.suggestionButton}
                onClick={() => takeSuggestion(suggestion)}
              >
                {suggestion}
              </button>
            ),
          })}
        </p>
      )}
      {alternative && (
        <p className={styles.alternative}>
          <a href={alternative.url} data-testid="search-alternative">
            {t(`crossReference.${alternative.kind}`, { label: alternative.label })}
          </a>
        </p>
      )}
      {productSearch ? (
        <>
          <div role="tablist" aria-label={t('tabs')} className={styles.tabs}>
            {(['products', 'pages'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={`${tabsId}-${name}`}
                aria-selected={tab === name}
                aria-controls={`${tabsId}-${name}-panel`}
                tabIndex={tab === name ? 0 : -1}
                className={tab === name ? styles.tabActive : styles.tab}
                onClick={() => setAddress({ ...state, tab: name }, 'replace')}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowRight' || event.key === 'ArrowLeft')
                    setAddress({ ...state, tab: name === 'products' ? 'pages' : 'products' }, 'replace')
                }}
                data-testid={`search-tab-${name}`}
              >
                {t(`tab.${name}`, { count: formatCount(name === 'products' ? productTotal : contentTotal) })}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
            {tab === 'products' ? productPanel : contentPanel}
          </div>
        </>
      ) : (
        contentPanel
      )}
    </div>
  )
}
