import { useTranslations } from 'next-intl'

import { vehicleLabel } from '../labels'
import type { VehicleSummary as Vehicle } from '../types'
import { useYears } from './model-step.client'
import styles from './oil-finder.module.css'

/** The chosen vehicle in one block: make, model and type with engine, power, years, fuel, engine code and type approval. */
export function VehicleSummary({ vehicle }: { vehicle: Vehicle }) {
  const t = useTranslations('oilFinder')
  const years = useYears()
  const { make, model, type, category } = vehicle
  return (
    <div className={styles.vehicle} data-testid="oil-finder-vehicle">
      <p className={styles.vehicleName}>{vehicleLabel(make.name, model.name, type.name)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('vehicle.category')}</dt>
          <dd>{category.name}</dd>
        </div>
        <div>
          <dt>{t('vehicle.engine')}</dt>
          <dd>{type.engine}</dd>
        </div>
        <div>
          <dt>{t('model.power')}</dt>
          <dd>{t('power', { kw: type.powerKw, hp: type.powerHp })}</dd>
        </div>
        <div>
          <dt>{t('model.years')}</dt>
          <dd>{years(type.yearFrom, type.yearTo)}</dd>
        </div>
        <div>
          <dt>{t('model.fuel')}</dt>
          <dd>{t(`fuels.${type.fuel}`)}</dd>
        </div>
        {type.engineCode && (
          <div>
            <dt>{t('model.engineCode')}</dt>
            <dd>{type.engineCode}</dd>
          </div>
        )}
        {type.typeApprovalNumber && (
          <div>
            <dt>{t('vehicle.typeApproval')}</dt>
            <dd>{type.typeApprovalNumber}</dd>
          </div>
        )}
      </dl>
    </div>
  )
}
