'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useState } from 'react'

import { Modal } from '@/components/modal/modal.client'
import { SearchParamsReader } from '@/components/search-params/search-params-reader.client'
import { FilterPanel } from '@/features/catalog/components/filter-panel.client'
import styles from '@/features/catalog/components/product-list.module.css'
import { FACET_KEYS, type FacetKey } from '@/features/catalog/facets'
import {
  filtersKey,
  readListUrl,
  selectedCount,
  writeListUrl,
  type ListUrlState,
  type ListView,
} from '@/features/catalog/list-url'
import { CATALOG_SORTS, type CatalogSort } from '@/features/catalog/sort'
import { CompareToggle } from '@/features/compare/components/compare-toggle.client'
import { thumbnailUrl } from '@/features/compare/url'
import { FavouriteToggle } from '@/features/favourites/components/favourite-toggle.client'
import { PRIORITY_TILES, ProductTile } from '@/features/products/components/product-tile'
import { useSession } from '@/features/session/components/session-provider.client'
import { AddToShoppingList } from '@/features/shopping-lists/components/add-to-shopping-list.client'
import { formatIsoDate } from '@/lib/iso-date'
import { counted } from '@/lib/numbers'

import { useLastOrderDates, usePriceLabels, useProductList, type ListPage } from '../queries'

export type { ListPage }

type Props = {
  groupId: number
  /** The pages the server rendered for the address it was asked (same filters as `initialState`). */
  initialPages: ListPage[]
  initialState: ListUrlState
}

/** Active e-commerce shop users only: SALE labels of their price list and the last order date per product. */
function useShopUserExtras(products: ListPage['products']) {
  const shopUser = useSession((s) => s.session.isActiveEcommerceShopUser)
  const numbers = products.map((p) => p.productNumber)
  const ids = products.map((p) => p.id)
  const labels = usePriceLabels(numbers, shopUser)
  const orders = useLastOrderDates(ids, shopUser)
  return useMemo(() => {
    const tags = new Map(labels.data?.entries.map((e) => [e.productNumber, e.tags]))
    const dates = new Map(orders.data?.entries.map((e) => [e.id, e.lastOrderDate]))
    return { tags, dates }
  }, [labels.data, orders.data])
}

/**
 * The product list of a product group: total count, grid or list
 * view, the filter panel (a sidebar on wide screens, a modal with a
 * show-products button on small ones), removable chips and delete-all, the
 * order, and load more. The address holds filters, order, loaded pages and
 * view, so a filtered list can be shared and the back button steps through
 * the choices.
 */
export function ProductList({ groupId, initialPages, initialState }: Props) {
  const t = useTranslations('catalog')
  const tb = useTranslations('blocks.products')
  // The address's state once the browser reports it; until then the server's (a cached page is rendered without a query).
  const [search, setSearch] = useState<string | null>(null)
  const state = useMemo(
    () => (search === null ? initialState : readListUrl(new URLSearchParams(search))),
    [search, initialState],
  )
  const [modalOpen, setModalOpen] = useState(false)
  const initialKey = `${filtersKey(initialState.filters)}#${initialState.sort}`
  const key = `${filtersKey(state.filters)}#${state.sort}`

  const query = useProductList(groupId, state, {
    choice: key,
    initialPages: key === initialKey ? initialPages : undefined,
  })
  const pages = query.data?.pages ?? []
  const products = pages.flatMap((page) => page.products)
  const first = pages[0]
  const filters = first?.filters ?? []
  const total = first?.totalCount ?? 0
  const extras = useShopUserExtras(products)

  // An address asking for more pages (shared link, back button) loads them one after another.
  const { hasNextPage, isFetching, fetchNextPage } = query
  useEffect(() => {
    if (pages.length > 0 && pages.length < state.page && hasNextPage && !isFetching) void fetchNextPage()
  }, [pages.length, state.page, hasNextPage, isFetching, fetchNextPage])

  const go = (next: ListUrlState, mode: 'push' | 'replace') => {
    const url = `${window.location.pathname}${writeListUrl(next)}`
    if (mode === 'push') window.history.pushState(null, '', url)
    else window.history.replaceState(null, '', url)
  }
  const setFacet = (facet: FacetKey, values: string[]) =>
    go({ ...state, filters: { ...state.filters, [facet]: values }, page: 1 }, 'push')
  const clearAll = () => go({ ...state, filters: {}, page: 1 }, 'push')
  const setView = (view: ListView) => go({ ...state, view }, 'replace')
  const setSort = (sort: CatalogSort) => go({ ...state, sort, page: 1 }, 'push')
  const loadMore = async () => {
    const result = await fetchNextPage()
    if (!result.isError) go({ ...state, page: result.data?.pages.length ?? state.page + 1 }, 'replace')
  }

  const chips = FACET_KEYS.flatMap((facet) =>
    (state.filters[facet] ?? []).map((value) => {
      const option = filters.find((f) => f.key === facet)?.options.find((o) => o.value === value)
      return { facet, value, label: option?.label ?? value }
    }),
  )
  const count = selectedCount(state.filters)
  const panel = (
    <FilterPanel
      filters={filters}
      selected={state.filters}
      onChange={setFacet}
      onGroup={(path) => window.location.assign(path)}
    />
  )

  return (
    <div className={styles.layout} aria-busy={query.isFetching}>
      <SearchParamsReader onChange={setSearch} />
      <aside className={styles.sidebar} aria-label={t('list.filters')}>
        {panel}
      </aside>
      <section className={styles.results} aria-labelledby="product-count">
        <div className={styles.toolbar}>
          <p id="product-count" className={styles.total} role="status" data-testid="product-count">
            {t('list.count', counted(total))}
          </p>
          <button
            type="button"
            className={`button button--secondary ${styles.filterButton}`}
            onClick={() => setModalOpen(true)}
            data-testid="filter-button"
          >
            {t('list.filterButton', counted(count))}
          </button>
          <label className={styles.sort}>
            <span>{t('list.sort')}</span>
            <select
              value={state.sort}
              onChange={(event) => setSort(event.target.value as CatalogSort)}
              data-testid="list-sort"
            >
              {CATALOG_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`list.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.viewSwitch} role="group" aria-label={t('list.view')}>
            {(['grid', 'list'] as const).map((view) => (
              <button
                key={view}
                type="button"
                aria-pressed={state.view === view}
                className={state.view === view ? styles.viewActive : undefined}
                onClick={() => setView(view)}
              >
                {t(`list.${view}`)}
              </button>
            ))}
          </div>
        </div>
        {chips.length > 0 && (
          <div className={styles.chipsRow}>
            <ul className={styles.chips} aria-label={t('list.selected')} data-testid="filter-chips">
              {chips.map((chip) => (
                <li key={`${chip.facet}:${chip.value}`}>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-label={t('list.remove', { label: chip.label })}
                    onClick={() =>
                      setFacet(
                        chip.facet,
                        (state.filters[chip.facet] ?? []).filter((v) => v !== chip.value),
                      )
                    }
                  >
                    {chip.label} <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" className={styles.deleteAll} onClick={clearAll}>
              {t('list.deleteAll')}
            </button>
          </div>
        )}
        {query.isError && products.length === 0 ? (
          <p role="alert">{t('list.error')}</p>
        ) : products.length === 0 ? (
          <p className={styles.empty}>{t('list.empty')}</p>
        ) : (
          <ul
            className={state.view === 'list' ? styles.rows : styles.grid}
            data-testid="product-list"
            data-view={state.view}
          >
            {products.map((product, index) => {
              const date = extras.dates.get(product.id)
              const tags = [...new Set([...product.tags, ...(extras.tags.get(product.productNumber) ?? [])])]
              return (
                <li key={product.productNumber}>
                  <ProductTile
                    product={{ ...product, name: product.title, tags }}
                    view={state.view}
                    tagLabel={(tag) => t(`tags.${tag}`)}
                    headingLevel={2}
                    priority={index < PRIORITY_TILES}
                    numberLabel={tb('number')}
                    lastOrdered={date ? t('list.lastOrdered', { date: formatIsoDate(date) }) : null}
                    actions={
                      <>
                        <CompareToggle
                          productNumber={product.productNumber}
                          title={product.title}
                          imageUrl={thumbnailUrl(product.image)}
                        />
                        <AddToShoppingList
                          entries={[{ productNumber: product.productNumber, title: product.title }]}
                        />
                        <FavouriteToggle productNumber={product.productNumber} title={product.title} />
                      </>
                    }
                  />
                </li>
              )
            })}
          </ul>
        )}
        {products.length > 0 && (
          <p className={styles.shown} data-testid="products-shown">
            {t('list.shown', { shown: products.length, total })}
          </p>
        )}
        {hasNextPage && (
          <button
            type="button"
            className={`button ${styles.more}`}
            onClick={() => void loadMore()}
            disabled={query.isFetchingNextPage}
            data-testid="load-more"
          >
            {query.isFetchingNextPage ? t('list.loading') : t('list.loadMore')}
          </button>
        )}
      </section>
      <Modal
        open={modalOpen}
        onClose={() => setModalOpen(false)}
        title={t('list.filters')}
        loading={query.isFetching}
        footer={
          <div className={styles.modalFooter}>
            {count > 0 && (
              <button type="button" className="button button--secondary" onClick={clearAll}>
                {t('list.deleteAll')}
              </button>
            )}
            <button
              type="button"
              className="button button--primary"
              onClick={() => setModalOpen(false)}
              data-testid="show-products"
            >
              {t('list.showProducts', counted(total))}
            </button>
          </div>
        }
      >
        {panel}
      </Modal>
    </div>
  )
}
