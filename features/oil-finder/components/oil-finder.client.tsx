'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'

import { useAddressState } from '@/lib/hooks/use-address-state'

import type { CategoriesData, Disclaimer, QuickAccessEntry } from '../types'
import {
  backTo,
  OIL_FINDER_STEPS,
  readOilFinderUrl,
  stepOf,
  writeOilFinderUrl,
  type OilFinderState,
  type OilFinderStep,
} from '../url'
import { BrandStep } from './brand-step.client'
import { ModelStep } from './model-step.client'
import { NoticeStep } from './notice-step.client'
import styles from './oil-finder.module.css'
import { RecommendationStep } from './recommendation-step.client'
import { acceptNotice, useNoticeAccepted } from './use-notice-accepted'
import { VehicleSearch } from './vehicle-search.client'

type Props = {
  /** The finder's own path ("/de-ch/oel-finder"). */
  path: string
  /** The content language of the calls (`lang`). */
  lang: string
  initialState: OilFinderState
  categories: CategoriesData
  quickAccess: QuickAccessEntry[]
  disclaimer: Disclaimer | null
  /** The notice was accepted in this browser session (the request's cookie): a recommendation address shows the recommendation at once. */
  noticeAccepted?: boolean
}

/**
 * The oil finder: four steps brand → model → notice →
 * recommendation, with search by vehicle or type approval, by licence plate,
 * quick access and the recently viewed vehicles on the first step.
 */
export function OilFinder({
  path,
  lang,
  initialState,
  categories,
  quickAccess,
  disclaimer,
  noticeAccepted = false,
}: Props) {
  const t = useTranslations('oilFinder')
  // The address is the state (features/oil-finder/url.ts): each step is a history entry, Back steps back.
  const [state, go] = useAddressState(path, initialState, readOilFinderUrl, writeOilFinderUrl)
  // The notice is accepted per browser session (a session cookie the server reads too, features/oil-finder/notice.ts).
  const accepted = useNoticeAccepted(noticeAccepted)
  const step = stepOf(state, accepted)
  const heading = useRef<HTMLHeadingElement>(null)
  const firstRender = useRef(true)

  // A new step moves the focus to its heading, so keyboard and screen-reader users start there.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    heading.current?.focus()
  }, [step])

  const accept = () => {
    acceptNotice()
    go({ ...state, showRecommendation: true }, state.showRecommendation ? 'replace' : 'push')
  }

  const defaultCategory = categories.categories.find((c) => c.key === 'car') ?? categories.categories[0]
  const categoryId = state.categoryId ?? defaultCategory?.id ?? null
  const current = OIL_FINDER_STEPS.indexOf(step)

  return (
    <div className={styles.finder} data-step={step} data-testid="oil-finder">
      <ol className={styles.steps} aria-label={t('stepsLabel')} data-testid="oil-finder-steps">
        {OIL_FINDER_STEPS.map((name: OilFinderStep, index) => {
          const done = index < current
          const label = t(`steps.${name}`)
          return (
            <li
              key={name}
              className={index === current ? styles.stepCurrent : done ? styles.stepDone : styles.step}
              aria-current={index === current ? 'step' : undefined}
            >
              {done && (name !== 'model' || state.makeId != null) ? (
                <button
                  type="button"
                  className={styles.stepLink}
                  onClick={() => go(backTo({ ...state, categoryId }, name))}
                >
                  <StepName number={index + 1} label={label} />
                </button>
              ) : (
                <StepName number={index + 1} label={label} />
              )}
            </li>
          )
        })}
      </ol>

      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading} data-testid="oil-finder-step-heading">
        {t(`headings.${step}`)}
      </h2>

      {step === 'brand' && (
        <>
          <VehicleSearch
            path={path}
            lang={lang}
            categories={categories.categories}
            quickAccess={quickAccess}
            onChoose={(typeId) =>
              go({ categoryId: null, makeId: null, modelId: null, typeId, showRecommendation: false })
            }
          />
          <BrandStep
            lang={lang}
            categories={categories.categories}
            categoryId={categoryId}
            onCategory={(id) => go({ ...state, categoryId: id }, 'replace')}
            onMake={(makeId) => go({ ...state, categoryId, makeId, modelId: null })}
          />
        </>
      )}
      {step === 'model' && (
        <ModelStep
          lang={lang}
          state={{ ...state, categoryId }}
          onModel={(modelId) =>
            go({ ...state, categoryId, modelId }, state.modelId == null ? 'push' : 'replace')
          }
          onType={(typeId) => go({ ...state, categoryId, typeId, showRecommendation: false })}
          onBack={() => go(backTo({ ...state, categoryId }, 'brand'))}
        />
      )}
      {step === 'notice' && (
        <NoticeStep lang={lang} disclaimer={disclaimer} typeId={state.typeId!} onContinue={accept} />
      )}
      {step === 'recommendation' && (
        <RecommendationStep
          lang={lang}
          typeId={state.typeId!}
          onVehicle={(vehicle) => {
            // A shared or searched address names only the type: complete it, so the steps lead back to its make and model.
            if (state.makeId == null)
              go(
                {
                  ...state,
                  categoryId: vehicle.category.id,
                  makeId: vehicle.make.id,
                  modelId: vehicle.model.id,
                },
                'replace',
              )
          }}
        />
      )}
    </div>
  )
}

/** A step's number (decoration) and name; on phones only the current step's name shows (oil-finder.module.css). */
function StepName({ number, label }: { number: number; label: string }) {
  return (
    <>
      <span className={styles.stepNumber} aria-hidden="true">
        {number}
      </span>
      <span className={styles.stepLabel}>{label}</span>
    </>
  )
}
