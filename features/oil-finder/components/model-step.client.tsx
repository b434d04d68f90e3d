'use client'

import { useTranslations } from 'next-intl'

import { useMakes, useModels, useTypes } from '../queries'
import type { VehicleType } from '../types'
import type { OilFinderState } from '../url'
import styles from './oil-finder.module.css'

type Props = {
  lang: string
  state: OilFinderState
  onModel: (id: number) => void
  onType: (id: number) => void
  onBack: () => void
}

/** "2012–2020", "seit 2019". */
export function useYears() {
  const t = useTranslations('oilFinder')
  return (from: number, to: number | null) =>
    to == null ? t('yearsSince', { from }) : from === to ? String(from) : `${from}–${to}`
}

function TypeTable({ types, onType }: { types: VehicleType[]; onType: (id: number) => void }) {
  const t = useTranslations('oilFinder')
  const years = useYears()
  return (
    <div className={styles.tableScroll}>
      <table className={styles.types} data-testid="oil-finder-types">
        <caption className="visually-hidden">{t('model.typesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('model.type')}</th>
            <th scope="col">{t('model.power')}</th>
            <th scope="col">{t('model.years')}</th>
            <th scope="col">{t('model.fuel')}</th>
            <th scope="col">{t('model.engineCode')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('model.choose')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {types.map((type) => (
            <tr key={type.id}>
              <th scope="row">{type.name}</th>
              <td>{t('power', { kw: type.powerKw, hp: type.powerHp })}</td>
              <td>{years(type.yearFrom, type.yearTo)}</td>
              <td>{t(`fuels.${type.fuel}`)}</td>
              <td>{type.engineCode ?? '–'}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => onType(type.id)}
                  data-testid="oil-finder-type"
                >
                  {t('model.choose')}
                  <span className="visually-hidden">: {type.name}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Step 2: the make's models in the chosen category, then the chosen model's types (engines). */
export function ModelStep({ lang, state, onModel, onType, onBack }: Props) {
  const t = useTranslations('oilFinder')
  const years = useYears()
  const makes = useMakes(lang, state.categoryId)
  const models = useModels(lang, state.makeId, state.categoryId)
  const types = useTypes(lang, state.modelId)
  const make = makes.data?.makes.find((m) => m.id === state.makeId)
  const modelList = models.data?.models ?? []
  const typeList = types.data?.types ?? []
  const model = modelList.find((m) => m.id === state.modelId) ?? types.data?.model

  return (
    <section
      className={styles.model}
      aria-label={make ? t('model.of', { make: make.name }) : t('headings.model')}
    >
      <button type="button" className={styles.back} onClick={onBack} data-testid="oil-finder-back">
        {t('back')}
      </button>
      {make && <p className={styles.chosen}>{t('model.of', { make: make.name })}</p>}
      <div className={styles.modelColumns}>
        <div>
          <h3 className={styles.subheading}>{t('model.models')}</h3>
          {models.isPending ? (
            <p role="status" className={styles.status}>
              {t('loading')}
            </p>
          ) : modelList.length ? (
            <ul className={styles.models} data-testid="oil-finder-models">
              {modelList.map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    aria-pressed={m.id === state.modelId}
                    className={m.id === state.modelId ? styles.modelActive : styles.modelButton}
                    onClick={() => onModel(m.id)}
                    data-testid="oil-finder-model"
                  >
                    <span>{m.name}</span>
                    <span className={styles.muted}>{years(m.yearFrom, m.yearTo)}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.empty} data-testid="oil-finder-no-models">
              {t('model.none')}
            </p>
          )}
        </div>
        <div aria-live="polite">
          {state.modelId == null ? (
            <p className={styles.hint}>{t('model.chooseModel')}</p>
          ) : (
            <>
              <h3 className={styles.subheading}>
                {model ? t('model.typesOf', { model: model.name }) : t('model.typesTitle')}
              </h3>
              {types.isPending ? (
                <p role="status" className={styles.status}>
                  {t('loading')}
                </p>
              ) : typeList.length ? (
                <TypeTable types={typeList} onType={onType} />
              ) : (
                <p className={styles.empty} data-testid="oil-finder-no-types">
                  {t('model.noTypes')}
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </section>
  )
}
