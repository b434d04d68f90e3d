import Link from 'next/link'

import styles from './dealers.module.css'

/** A filter whose options say how many entries each would show (distribution partners, jobs). */
export type CountedFilter = {
  name: string
  options: { value: string; label: string; count: number; selected: boolean }[]
}

type Props = {
  /** The list page itself: the form is a plain GET to it, so every choice has an address and works without JavaScript. */
  action: string
  /** Prefix of the select ids (unique on the page). */
  idPrefix: string
  filters: readonly CountedFilter[]
  /** Changes with the query, so the fields show the new values after a client-side navigation. */
  formKey: string
  ariaLabel: string
  labels: {
    filter: (name: string) => string
    all: string
    option: (label: string, count: number) => string
    submit: string
    reset: string
  }
  /** Offers "reset" (a link to the unfiltered list). */
  showReset: boolean
}

/** The list pages' filter form: one select per filter with counts, a submit button and a reset link. */
export function CountedFilterForm({
  action,
  idPrefix,
  filters,
  formKey,
  ariaLabel,
  labels,
  showReset,
}: Props) {
  return (
    <form key={formKey} method="get" action={action} className={styles.form} aria-label={ariaLabel}>
      {filters.map((filter) => (
        <div key={filter.name} className={styles.field}>
          <label htmlFor={`${idPrefix}-${filter.name}`}>{labels.filter(filter.name)}</label>
          <select
            id={`${idPrefix}-${filter.name}`}
            name={filter.name}
            defaultValue={filter.options.find((option) => option.selected)?.value ?? ''}
          >
            <option value="">{labels.all}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {labels.option(option.label, option.count)}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={styles.actions}>
        <button type="submit" className="button button--primary">
          {labels.submit}
        </button>
        {showReset ? <Link href={action}>{labels.reset}</Link> : null}
      </div>
    </form>
  )
}
