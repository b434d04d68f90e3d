'use client'

import Link from 'next/link'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'

import { ACCOUNT_PATHS } from '@/features/account-area/constants'

import { AddVehicleDialog, type AddWay } from './add-vehicle-dialog.client'
import { EntryFormDialog } from './entry-form-dialog.client'
import styles from './fleet.module.css'

/** The fleet page's buttons: add a vehicle (four ways), add a machine, import from a file — for those who may change the fleet — and the oil plan. */
export function FleetActions({ editable }: { editable: boolean }) {
  const t = useTranslations('fleet')
  const locale = useLocale()
  const [open, setOpen] = useState<{ dialog: 'vehicle'; way: AddWay } | { dialog: 'machine' } | null>(null)
  return (
    <div className={styles.toolbar}>
      {editable && (
        <>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setOpen({ dialog: 'vehicle', way: 'plate' })}
            data-testid="fleet-add-vehicle"
          >
            {t('actions.addVehicle')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOpen({ dialog: 'machine' })}
            data-testid="fleet-add-machine"
          >
            {t('actions.addMachine')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setOpen({ dialog: 'vehicle', way: 'file' })}
            data-testid="fleet-import"
          >
            {t('actions.importFile')}
          </button>
        </>
      )}
      <Link
        href={`/${locale}${ACCOUNT_PATHS.fleetPlan}`}
        className={`button button--tertiary ${styles.planLink}`}
        data-testid="fleet-plan-link"
      >
        {t('planLink')}
      </Link>
      {open?.dialog === 'vehicle' && <AddVehicleDialog initialWay={open.way} onClose={() => setOpen(null)} />}
      {open?.dialog === 'machine' && <EntryFormDialog entry={null} onClose={() => setOpen(null)} />}
    </div>
  )
}
