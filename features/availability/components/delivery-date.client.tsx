'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useId } from 'react'

import { DatePicker } from '@/components/date-picker/date-picker.client'
import { formatIsoDate } from '@/lib/iso-date'

import { deliveryDateProblem, earliestOffered, type DeliveryOptions } from '../estimate'
import { deliveryDateText, type AvailabilityTranslate } from '../texts'
import styles from './availability.module.css'

/** The delivery step's choice: a requested day (null: as soon as possible) and whether lines may come apart. */
export type DeliveryChoice = { requestedDeliveryDate: string | null; partialDelivery: boolean }

/** The delivery-date texts of the page's language, for the sentences both sides share. */
export function useAvailabilityTexts(): AvailabilityTranslate {
  const t = useTranslations('availability')
  return useCallback(
    (key: string, values?: Record<string, string>) => t(key as Parameters<typeof t>[0], values),
    [t],
  )
}

/** Why the chosen day cannot be requested now (its sentence), or null. */
export function useDeliveryChoiceProblem(options: DeliveryOptions, choice: DeliveryChoice): string | null {
  const texts = useAvailabilityTexts()
  const day = choice.requestedDeliveryDate
  const problem = deliveryDateProblem(day, options, choice.partialDelivery)
  return problem && day ? deliveryDateText(texts, problem, day, options, choice.partialDelivery) : null
}

/**
 * The checkout's delivery date: "Teillieferung erlaubt" and the requested date, a calendar that
 * offers only the working days from the earliest possible day (which depends on the partial
 * delivery choice) to a year ahead — weekends and the warehouse canton's holidays refused with
 * their reason. Empty means as soon as possible. When no date can be promised (a line on
 * request), it says so instead of offering one. The server checks the same rules again.
 */
export function DeliveryDateFields({
  options,
  value,
  onChange,
}: {
  options: DeliveryOptions
  value: DeliveryChoice
  onChange: (value: DeliveryChoice) => void
}) {
  const t = useTranslations('availability.delivery')
  const texts = useAvailabilityTexts()
  const id = useId()
  const partial = value.partialDelivery
  const earliest = earliestOffered(options, partial)
  const problem = useDeliveryChoiceProblem(options, value)
  const dayProblem = useCallback(
    (day: string) => {
      const reason = deliveryDateProblem(day, options, partial)
      return reason ? deliveryDateText(texts, reason, day, options, partial) : null
    },
    [options, partial, texts],
  )
  return (
    <fieldset className={styles.fieldset} data-testid="delivery-date">
      <legend className={styles.legend}>{t('legend')}</legend>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          name="partialDelivery"
          checked={partial}
          aria-describedby={`${id}-partial`}
          onChange={(event) => {
            const partialDelivery = event.target.checked
            // A date that no longer can be promised at all goes (one before the new earliest day stays, marked).
            const keep = value.requestedDeliveryDate && earliestOffered(options, partialDelivery)
            onChange({ requestedDeliveryDate: keep ? value.requestedDeliveryDate : null, partialDelivery })
          }}
        />
        {t('partialDelivery')}
      </label>
      <p id={`${id}-partial`} className={styles.hint}>
        {t('partialHint')}
      </p>
      {earliest ? (
        <>
          <p className={styles.earliest} data-testid="earliest-delivery" data-date={earliest}>
            {t('earliest', { date: formatIsoDate(earliest) })}
          </p>
          <DatePicker
            label={t('requestedDeliveryDate')}
            name="requestedDeliveryDate"
            value={value.requestedDeliveryDate}
            min={earliest}
            max={options.latest}
            today={options.today}
            dayProblem={dayProblem}
            onChange={(day) => onChange({ ...value, requestedDeliveryDate: day })}
          />
          <p className={styles.hint}>
            {t('requestedHint', {
              earliest: formatIsoDate(earliest),
              latest: formatIsoDate(options.latest),
            })}
          </p>
        </>
      ) : (
        <>
          <p className={styles.hint} data-testid="no-delivery-date">
            {partial || !options.earliestPartial ? t('noDate') : t('noDateWithoutPartial')}
          </p>
          {value.requestedDeliveryDate && (
            <button
              type="button"
              className={`button button--secondary ${styles.clear}`}
              onClick={() => onChange({ ...value, requestedDeliveryDate: null })}
            >
              {t('clear')}
            </button>
          )}
        </>
      )}
      {problem && (
        <p className={styles.problem} role="alert" data-testid="delivery-date-problem">
          {problem}
        </p>
      )}
    </fieldset>
  )
}
