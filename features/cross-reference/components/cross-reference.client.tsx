'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'

import { CmsPicture } from '@/components/picture/picture'
import { useAddressState } from '@/lib/hooks/use-address-state'
import { counted } from '@/lib/numbers'

import {
  CROSS_REFERENCE_EXAMPLES,
  CROSS_REFERENCE_QUERY_MAX_LENGTH,
  CROSS_REFERENCE_QUERY_MIN_LENGTH,
} from '../constants'
import { competitorLabel } from '../match'
import { useCrossReference } from '../queries'
import { normalizeCrossReferenceQuery } from '../schemas'
import type { CrossReferenceAnswer, CrossReferenceCompetitor, CrossReferenceResult } from '../types'
import styles from './cross-reference.module.css'

type Props = {
  /** The page's path (/de-ch/alternativen): the text travels in `?q=`. */
  path: string
  /** The text the page was opened with (normalised; '' without one). */
  initialQuery: string
  /** The server's answer for it (null without a valid text). */
  initialAnswer: CrossReferenceAnswer | null
  /** Where "Kontakt aufnehmen" leads when nothing matches. */
  contactUrl: string
}

const readQuery = (params: { get(name: string): string | null }) =>
  normalizeCrossReferenceQuery(params.get('q') ?? '').slice(0, CROSS_REFERENCE_QUERY_MAX_LENGTH)
const writeQuery = (path: string, q: string) => (q ? `${path}?q=${encodeURIComponent(q)}` : path)

/**
 * The cross-reference: the search form (its text is the address's `q`, one
 * history entry per search), examples to click, the competitor product found
 * with its maker's data, other products the text may mean, and the Tribo
 * alternatives with what they meet and what differs.
 */
export function CrossReference({ path, initialQuery, initialAnswer, contactUrl }: Props) {
  const t = useTranslations('crossReference')
  const [q, go] = useAddressState(path, initialQuery, readQuery, writeQuery)
  const [text, setText] = useState(initialQuery)
  const [tooShort, setTooShort] = useState(false)
  const [lastQ, setLastQ] = useState(q)
  // Back and forward change the address: the field follows.
  if (lastQ !== q) {
    setLastQ(q)
    setText(q)
  }
  const fieldId = useId()
  const answer = useCrossReference(q, q === initialQuery ? initialAnswer : undefined)
  const data = q.length >= CROSS_REFERENCE_QUERY_MIN_LENGTH ? answer.data : undefined

  const search = (value: string) => {
    const next = normalizeCrossReferenceQuery(value).slice(0, CROSS_REFERENCE_QUERY_MAX_LENGTH)
    if (next.length < CROSS_REFERENCE_QUERY_MIN_LENGTH) {
      setTooShort(true)
      return
    }
    setTooShort(false)
    setText(next)
    setLastQ(next)
    go(next)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    search(text)
  }

  return (
    <div className={styles.layout}>
      <form className={styles.form} role="search" onSubmit={submit} action={path} method="get">
        <label htmlFor={fieldId} className={styles.label}>
          {t('form.label')}
        </label>
        <div className={styles.row}>
          <input
            id={fieldId}
            name="q"
            type="search"
            className={styles.input}
            value={text}
            maxLength={CROSS_REFERENCE_QUERY_MAX_LENGTH}
            placeholder={t('form.placeholder')}
            autoComplete="off"
            aria-invalid={tooShort || undefined}
            aria-describedby={tooShort ? `${fieldId}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
            data-testid="xref-input"
          />
          <button type="submit" className="button button--primary" data-testid="xref-submit">
            {t('form.submit')}
          </button>
        </div>
        {tooShort && (
          <p id={`${fieldId}-error`} className={styles.error} role="alert">
            {t('tooShort', { min: CROSS_REFERENCE_QUERY_MIN_LENGTH })}
          </p>
        )}
        <p className={styles.examples}>
          <span>{t('form.examples')}</span>
          {CROSS_REFERENCE_EXAMPLES.map((example) => (
            <a
              key={example}
              href={writeQuery(path, example)}
              className={styles.example}
              onClick={(event) => {
                event.preventDefault()
                search(example)
              }}
              data-testid="xref-example"
            >
              {example}
            </a>
          ))}
        </p>
      </form>

      <div aria-live="polite" aria-busy={answer.isFetching}>
        {answer.isFetching && !data && (
          <p className={styles.status} role="status">
            {t('loading')}
          </p>
        )}
        {answer.isError && !data && (
          <p className={styles.status} role="alert">
            {t('error')}
          </p>
        )}
        {data && <Answer answer={data} path={path} contactUrl={contactUrl} onChoose={search} />}
      </div>
      <p className={styles.note} data-testid="xref-note">
        {t('note')}
      </p>
    </div>
  )
}

function Answer({
  answer,
  path,
  contactUrl,
  onChoose,
}: {
  answer: CrossReferenceAnswer
  path: string
  contactUrl: string
  onChoose: (q: string) => void
}) {
  const t = useTranslations('crossReference')
  const { competitor, competitorChoices, parsed, results } = answer
  const recognised = !!competitor || !!parsed.viscosity || parsed.specifications.length > 0
  return (
    <>
      {competitor ? (
        <CompetitorCard competitor={competitor} />
      ) : (
        (parsed.viscosity || parsed.specifications.length > 0 || parsed.otherSpecifications.length > 0) && (
          <section className={styles.competitor} aria-labelledby="xref-parsed" data-testid="xref-parsed">
            <h2 id="xref-parsed" className={styles.competitorTitle}>
              {t('parsed.heading')}
            </h2>
            <ul className={styles.chips}>
              {parsed.viscosity && <li className={styles.chip}>{parsed.viscosity}</li>}
              {parsed.specifications.map((spec) => (
                <li key={spec} className={styles.chip}>
                  {spec}
                </li>
              ))}
            </ul>
            {parsed.otherSpecifications.length > 0 && (
              <p className={styles.muted}>
                {t('parsed.otherSpecifications')}: {parsed.otherSpecifications.join(', ')}
              </p>
            )}
          </section>
        )
      )}

      {competitorChoices.length > 0 && (
        <nav className={styles.choices} aria-label={t('choices.pick')} data-testid="xref-choices">
          <h2 className={styles.choicesTitle}>
            {answer.brandOnly
              ? t('choices.brand', { brand: competitorChoices[0]!.brand })
              : t('choices.other')}
          </h2>
          <ul className={styles.choiceList}>
            {competitorChoices.map((choice) => {
              const label = competitorLabel(choice)
              return (
                <li key={label}>
                  <a
                    href={`${path}?q=${encodeURIComponent(label)}`}
                    className={styles.example}
                    onClick={(event) => {
                      event.preventDefault()
                      onChoose(label)
                    }}
                  >
                    {label}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
      )}

      {results.length > 0 ? (
        <section aria-labelledby="xref-results">
          <h2 id="xref-results" className={styles.resultsTitle} data-testid="xref-results-heading">
            {t('results.heading', counted(results.length))}
          </h2>
          <ul className={styles.results} data-testid="xref-results">
            {results.map((result) => (
              <li key={result.product.productNumber}>
                <ResultCard result={result} />
              </li>
            ))}
          </ul>
        </section>
      ) : (
        !answer.brandOnly &&
        competitorChoices.length === 0 && (
          <div className={styles.empty} role="status" data-testid="xref-no-match">
            <p>{recognised ? t('noMatch') : t('nothingRecognised')}</p>
            <p>
              {t('noMatchContact')}{' '}
              <a href={contactUrl} className={styles.link}>
                {t('contact')}
              </a>
            </p>
          </div>
        )
      )}
    </>
  )
}

function CompetitorCard({ competitor }: { competitor: CrossReferenceCompetitor }) {
  const t = useTranslations('crossReference')
  return (
    <section className={styles.competitor} aria-labelledby="xref-competitor" data-testid="xref-competitor">
      <p className={styles.eyebrow}>{t('competitor.heading')}</p>
      <h2 id="xref-competitor" className={styles.competitorTitle}>
        {competitorLabel(competitor)}
      </h2>
      <p className={styles.muted}>
        {t(`categories.${competitor.category}`)} · {t('competitor.source')}
      </p>
      <dl className={styles.facts}>
        <dt>{t('competitor.viscosity')}</dt>
        <dd>{competitor.viscosity ?? t('competitor.none')}</dd>
        <dt>{t('competitor.specifications')}</dt>
        <dd>
          {competitor.specifications.length ? competitor.specifications.join(', ') : t('competitor.none')}
        </dd>
        {competitor.otherSpecifications.length > 0 && (
          <>
            <dt>{t('competitor.otherSpecifications')}</dt>
            <dd>{competitor.otherSpecifications.join(', ')}</dd>
          </>
        )}
      </dl>
    </section>
  )
}

function ResultCard({ result }: { result: CrossReferenceResult }) {
  const t = useTranslations('crossReference')
  const { product, level, matched, missing, unconfirmed, extra, viscositySame } = result
  const differs = [...missing, ...unconfirmed.map((spec) => t('results.unconfirmed', { spec }))]
  return (
    <article
      className={styles.card}
      data-testid="xref-result"
      data-product={product.productNumber}
      data-level={level}
    >
      <a href={product.link} className={styles.media} tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <CmsPicture image={product.image} ratio="3 / 4" fit="contain" sizes="120px" />
        ) : (
          <span className={styles.placeholder} />
        )}
      </a>
      <div className={styles.body}>
        <p className={level === 'full' ? styles.badgeFull : styles.badgePartial} data-testid="xref-level">
          {t(`level.${level}`)}
        </p>
        <h3 className={styles.name}>
          <a href={product.link} className={styles.link} data-testid="xref-product-link">
            {product.name}
          </a>
        </h3>
        <p className={styles.muted}>
          {t('results.number')} {product.productNumber}
        </p>
        <p
          className={viscositySame === false ? styles.viscosityDifferent : styles.viscosity}
          data-testid="xref-viscosity"
        >
          {product.viscosity
            ? viscositySame === false
              ? t('results.viscosityDifferent', { viscosity: product.viscosity })
              : viscositySame
                ? t('results.viscositySame', { viscosity: product.viscosity })
                : product.viscosity
            : t('results.viscosityNone')}
        </p>
        <dl className={styles.lists}>
          <dt>{t('results.matched')}</dt>
          <dd data-testid="xref-matched">{matched.length ? matched.join(', ') : t('results.none')}</dd>
          <dt>{t('results.missing')}</dt>
          <dd data-testid="xref-missing">{differs.length ? differs.join(', ') : t('results.none')}</dd>
          {extra.length > 0 && (
            <>
              <dt>{t('results.extra')}</dt>
              <dd>{extra.join(', ')}</dd>
            </>
          )}
        </dl>
      </div>
    </article>
  )
}
