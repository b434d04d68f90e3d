'use client'

import { useTranslations } from 'next-intl'
import { useMemo, useState, type FormEvent, type MouseEvent } from 'react'

import { ApiHttpError } from '@/lib/api/client'
import { useDebounced } from '@/lib/hooks/use-debounced'

import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../constants'
import { vehicleLabel } from '../labels'
import { findTypeByPlate, useVehicleSearch } from '../queries'
import { parseRecentVehicles, RECENT_VEHICLES_KEY } from '../recent'
import type { QuickAccessEntry, VehicleCategory } from '../types'
import { typeAddress } from '../url'
import styles from './oil-finder.module.css'
import { useStoredValue } from './use-stored-value'
import { counted } from '@/lib/numbers'

/** The vehicle search waits this long after typing stops (as the site search does). */
export const VEHICLE_SEARCH_DEBOUNCE_MS = 400

type Props = {
  path: string
  lang: string
  categories: VehicleCategory[]
  quickAccess: QuickAccessEntry[]
  onChoose: (typeId: number) => void
}

type VehicleLinksProps = {
  id: string
  title: string
  vehicles: { typeId: number; label: string }[]
  path: string
  choose: (typeId: number) => (event: MouseEvent<HTMLAnchorElement>) => void
  testId: string
}

/** A titled row of vehicle links (quick access, recently viewed); nothing without vehicles. */
function VehicleLinks({ id, title, vehicles, path, choose, testId }: VehicleLinksProps) {
  if (!vehicles.length) return null
  return (
    <section className={styles.quick} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subheading}>
        {title}
      </h3>
      <ul className={styles.chips} data-testid={testId}>
        {vehicles.map((entry) => (
          <li key={entry.typeId}>
            <a href={typeAddress(path, entry.typeId)} onClick={choose(entry.typeId)} className={styles.chip}>
              {entry.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

type PlateState = { status: 'idle' } | { status: 'busy' } | { status: 'error'; message: string }

/**
 * The shortcuts to a vehicle on the first step: search by vehicle name or
 * type approval number, by Swiss licence plate, quick access (editor-chosen
 * popular vehicles) and this browser's recently viewed vehicles. Each leads
 * to the vehicle's notice step.
 */
export function VehicleSearch({ path, lang, categories, quickAccess, onChoose }: Props) {
  const t = useTranslations('oilFinder')
  const [term, setTerm] = useState('')
  const [catId, setCatId] = useState<number | null>(null)
  const cut = term.trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_LENGTH)
  const debounced = useDebounced(cut, VEHICLE_SEARCH_DEBOUNCE_MS)
  const ready = debounced.length >= SEARCH_MIN_LENGTH
  const search = useVehicleSearch(lang, debounced, catId, ready)
  const results = ready ? (search.data?.results ?? []) : []
  const [plate, setPlate] = useState('')
  const [plateState, setPlateState] = useState<PlateState>({ status: 'idle' })
  const storedRecent = useStoredValue('local', RECENT_VEHICLES_KEY)
  const recent = useMemo(() => parseRecentVehicles(storedRecent), [storedRecent])

  const choose = (typeId: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click stays in the finder; a click with a modifier opens the address in a new tab as usual.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onChoose(typeId)
  }

  const submitPlate = async (event: FormEvent) => {
    event.preventDefault()
    if (plateState.status === 'busy') return
    if (!plate.trim()) {
      setPlateState({ status: 'error', message: t('plate.empty') })
      return
    }
    setPlateState({ status: 'busy' })
    try {
      const { typeId } = await findTypeByPlate(plate)
      setPlateState({ status: 'idle' })
      onChoose(typeId)
    } catch (error) {
      const status = error instanceof ApiHttpError ? error.status : 0
      setPlateState({
        status: 'error',
        message:
          status === 400
            ? t('plate.invalid')
            : status === 404
              ? t('plate.notFound', { plate: plate.trim() })
              : t('plate.failed'),
      })
    }
  }

  return (
    <div className={styles.shortcuts}>
      <section className={styles.searchBox} aria-labelledby="oil-finder-search-title">
        <h3 id="oil-finder-search-title" className={styles.subheading}>
          {t('search.title')}
        </h3>
        <form role="search" onSubmit={(event) => event.preventDefault()} className={styles.searchForm}>
          <label htmlFor="oil-finder-search">{t('search.label')}</label>
          <input
            id="oil-finder-search"
            type="search"
            value={term}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            placeholder={t('search.placeholder')}
            onChange={(event) => setTerm(event.target.value)}
            data-testid="oil-finder-search"
          />
          <label htmlFor="oil-finder-search-category">{t('search.category')}</label>
          <select
            id="oil-finder-search-category"
            value={catId ?? ''}
            onChange={(event) => setCatId(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">{t('search.allCategories')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </form>
        <div aria-live="polite" className={styles.searchResults}>
          {cut.length > 0 && cut.length < SEARCH_MIN_LENGTH && (
            <p className={styles.hint}>{t('search.tooShort', { min: SEARCH_MIN_LENGTH })}</p>
          )}
          {ready && search.isFetching && !search.data && <p className={styles.status}>{t('loading')}</p>}
          {ready && !search.isFetching && results.length === 0 && (
            <p className={styles.empty} data-testid="oil-finder-search-empty">
              {t('search.none', { term: debounced })}
            </p>
          )}
          {results.length > 0 && (
            <ul
              className={styles.hits}
              data-testid="oil-finder-search-results"
              aria-label={t('search.results', counted(results.length))}
            >
              {results.map((hit) => (
                <li key={hit.typeId}>
                  <a
                    href={typeAddress(path, hit.typeId)}
                    onClick={choose(hit.typeId)}
                    data-testid="oil-finder-search-hit"
                  >
                    <span className={styles.hitName}>{vehicleLabel(hit.make, hit.model, hit.type)}</span>
                    <span className={styles.muted}>
                      {t('search.hitDetails', {
                        category: hit.category.name,
                        kw: hit.powerKw,
                        from: hit.yearFrom,
                      })}
                      {hit.typeApprovalNumber && ` · ${t('vehicle.typeApproval')} ${hit.typeApprovalNumber}`}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className={styles.searchBox} aria-labelledby="oil-finder-plate-title">
        <h3 id="oil-finder-plate-title" className={styles.subheading}>
          {t('plate.title')}
        </h3>
        <form onSubmit={(event) => void submitPlate(event)} className={styles.plateForm} noValidate>
          <label htmlFor="oil-finder-plate">{t('plate.label')}</label>
          <div className={styles.plateRow}>
            <input
              id="oil-finder-plate"
              value={plate}
              maxLength={20}
              autoComplete="off"
              placeholder="ZH 123456"
              aria-invalid={plateState.status === 'error'}
              aria-describedby="oil-finder-plate-message"
              onChange={(event) => {
                setPlate(event.target.value)
                if (plateState.status === 'error') setPlateState({ status: 'idle' })
              }}
              data-testid="oil-finder-plate"
            />
            <button
              type="submit"
              className="button button--primary"
              disabled={plateState.status === 'busy'}
              data-testid="oil-finder-plate-submit"
            >
              {t('plate.submit')}
            </button>
          </div>
          <p
            id="oil-finder-plate-message"
            className={plateState.status === 'error' ? styles.error : styles.hint}
            role={plateState.status === 'error' ? 'alert' : undefined}
            data-testid="oil-finder-plate-message"
          >
            {plateState.status === 'error' ? plateState.message : t('plate.hint')}
          </p>
        </form>
      </section>

      <VehicleLinks
        id="oil-finder-quick"
        title={t('quickAccess')}
        vehicles={quickAccess}
        path={path}
        choose={choose}
        testId="oil-finder-quick-access"
      />
      <VehicleLinks
        id="oil-finder-recent"
        title={t('recent')}
        vehicles={recent}
        path={path}
        choose={choose}
        testId="oil-finder-recent"
      />
    </div>
  )
}
