'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { CmsPicture } from '@/components/picture/picture'

import { useMakes } from '../queries'
import type { VehicleCategory, VehicleMake } from '../types'
import styles from './oil-finder.module.css'

type Props = {
  lang: string
  categories: VehicleCategory[]
  categoryId: number | null
  onCategory: (id: number) => void
  onMake: (id: number) => void
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

function MakeButton({ make, onMake }: { make: VehicleMake; onMake: (id: number) => void }) {
  return (
    <li>
      <button
        type="button"
        className={styles.make}
        onClick={() => onMake(make.id)}
        data-testid="oil-finder-make"
      >
        {/* The logo only decorates: the name says it. */}
        <span className={styles.makeLogo} aria-hidden="true">
          {make.image ? (
            <CmsPicture image={make.image} ratio="1 / 1" fit="contain" sizes="96px" />
          ) : (
            make.name.slice(0, 2)
          )}
        </span>
        <span className={styles.makeName}>{make.name}</span>
      </button>
    </li>
  )
}

/** Step 1: the vehicle category, then the make (popular makes first, all makes A–Z, narrowed by typing). */
export function BrandStep({ lang, categories, categoryId, onCategory, onMake }: Props) {
  const t = useTranslations('oilFinder')
  const makes = useMakes(lang, categoryId)
  const [filter, setFilter] = useState('')
  const all = makes.data?.makes ?? []
  const needle = fold(filter.trim())
  const shown = needle ? all.filter((make) => fold(make.name).includes(needle)) : all
  const popular = needle ? [] : all.filter((make) => make.popular)

  return (
    <section className={styles.brand} aria-labelledby="oil-finder-brand">
      <h3 id="oil-finder-brand" className={styles.subheading}>
        {t('brand.category')}
      </h3>
      <div className={styles.categories} role="group" aria-label={t('brand.category')}>
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            aria-pressed={category.id === categoryId}
            className={category.id === categoryId ? styles.categoryActive : styles.category}
            onClick={() => onCategory(category.id)}
            data-testid="oil-finder-category"
            data-key={category.key}
          >
            {category.name}
          </button>
        ))}
      </div>

      <div className={styles.makeFilter}>
        <label htmlFor="oil-finder-make-filter">{t('brand.filter')}</label>
        <input
          id="oil-finder-make-filter"
          type="search"
          value={filter}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('brand.filterPlaceholder')}
        />
      </div>

      {makes.isPending && categoryId != null ? (
        <p role="status" className={styles.status}>
          {t('loading')}
        </p>
      ) : (
        <>
          {popular.length > 0 && (
            <>
              <h3 className={styles.subheading}>{t('brand.popular')}</h3>
              <ul className={styles.makes} data-testid="oil-finder-popular-makes">
                {popular.map((make) => (
                  <MakeButton key={make.id} make={make} onMake={onMake} />
                ))}
              </ul>
            </>
          )}
          <h3 className={styles.subheading}>{t('brand.all', { count: shown.length })}</h3>
          {shown.length ? (
            <ul className={styles.makes} data-testid="oil-finder-makes">
              {shown.map((make) => (
                <MakeButton key={make.id} make={make} onMake={onMake} />
              ))}
            </ul>
          ) : (
            <p className={styles.empty} data-testid="oil-finder-no-makes">
              {needle ? t('brand.noMatch', { filter: filter.trim() }) : t('brand.none')}
            </p>
          )}
        </>
      )}
    </section>
  )
}
