'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { MultiSelectFilter } from '@/components/filters/multi-select-filter.client'
import { SelectFilter } from '@/components/filters/select-filter.client'

import type { CatalogFilter, FacetKey, FacetSelection } from '../facets'
import styles from './product-list.module.css'

type Props = {
  filters: CatalogFilter[]
  selected: FacetSelection
  onChange: (key: FacetKey, values: string[]) => void
  /** Where the product-group choice leads (sub-group pages). */
  onGroup: (path: string) => void
}

/**
 * The product list filter panel: product groups (`_ROOT`)
 * as buttons or a select, single and multiple choice facets, and a toggle for
 * the facets that start hidden (always shown once one of them is chosen).
 */
export function FilterPanel({ filters, selected, onChange, onGroup }: Props) {
  const t = useTranslations('catalog.list')
  const hiddenChosen = filters.some(
    (f) => f.initiallyHidden && (selected[f.key as FacetKey]?.length ?? 0) > 0,
  )
  const [showAll, setShowAll] = useState(false)
  const hasHidden = filters.some((f) => f.initiallyHidden)
  const visible = filters.filter((f) => !f.initiallyHidden || showAll || hiddenChosen)
  return (
    <div className={styles.panel}>
      {visible.map((filter) => {
        const options = filter.options.map((o) => ({
          value: o.value,
          label: o.label,
          count: o.count,
          disabled: o.count === 0 && !o.active,
        }))
        if (filter.key === '_ROOT') {
          return (
            <fieldset key={filter.key} className={styles.groups}>
              <legend className={styles.facetLabel}>{filter.label}</legend>
              <ul className={styles.groupButtons}>
                {filter.options.map((o) => (
                  <li key={o.value}>
                    <a className={styles.groupButton} href={o.path} data-count={o.count}>
                      {o.label} <span className={styles.count}>{o.count}</span>
                    </a>
                  </li>
                ))}
              </ul>
              <div className={styles.groupSelect}>
                <SelectFilter
                  label={t('groupSelect')}
                  options={options}
                  value=""
                  placeholder={t('allGroups')}
                  onChange={(value) => {
                    const path = filter.options.find((o) => o.value === value)?.path
                    if (path) onGroup(path)
                  }}
                />
              </div>
            </fieldset>
          )
        }
        const key = filter.key as FacetKey
        if (filter.type === 'select') {
          return (
            <SelectFilter
              key={key}
              name={key}
              label={filter.label}
              options={options}
              value={selected[key]?.[0] ?? ''}
              placeholder={t('any')}
              onChange={(value) => onChange(key, value ? [value] : [])}
            />
          )
        }
        return (
          <MultiSelectFilter
            key={key}
            label={filter.label}
            options={options}
            value={selected[key] ?? []}
            onChange={(values) => onChange(key, values)}
          />
        )
      })}
      {hasHidden && !hiddenChosen && (
        <button
          type="button"
          className={styles.moreFilters}
          aria-expanded={showAll}
          onClick={() => setShowAll((v) => !v)}
        >
          {showAll ? t('fewerFilters') : t('moreFilters')}
        </button>
      )}
    </div>
  )
}
