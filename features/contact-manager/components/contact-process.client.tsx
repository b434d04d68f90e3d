'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, type FormEvent } from 'react'

import { Icon } from '@/components/icon/icon'
import { DynamicForm } from '@/features/forms/components/dynamic-form.client'
import { HONEYPOT_FIELD, type FormValues } from '@/features/forms/types'
import { useSession } from '@/features/session/components/session-provider.client'
import { useCaptchaToken } from '@/lib/captcha/use-captcha-token'

import { answerLines } from '../answers'
import { CONTACT_CAPTCHA_ACTION } from '../schemas'
import { useContactProcess, type ContactProcessFlow as Flow } from '../queries'
import type { ContactProcess, StepConfig } from '../types'
import { productLineOf, remainingSteps, stepKey } from '../walk'
import styles from './contact-process.module.css'

type Props = { process: ContactProcess; firstStep: StepConfig | null }

/**
 * The contact manager's communication process: one step at a time
 * with a progress line and Back, icon buttons for choices, the process forms
 * (values kept when going back), the overview with "Ändern" per step and
 * the send button, and the confirmation ("within 48 hours").
 */
export function ContactProcessFlow({ process: contactProcess, firstStep }: Props) {
  const locale = useLocale()
  const flow = useContactProcess({ process: contactProcess, firstStep, locale })
  const t = useTranslations('contactManager')
  const { submitted, current, history } = flow
  const headingRef = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)

  // After a step change (not on first render) the new step's heading takes the focus, so screen readers announce it.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus()
    moved.current = true
  }, [current, submitted])

  if (submitted) {
    return (
      <div className={styles.confirmation} role="status" data-testid="contact-confirmation">
        <Icon name="success" size={40} />
        <h3 ref={headingRef} tabIndex={-1}>
          {t('confirmation.title')}
        </h3>
        <p>{submitted.message}</p>
        <button type="button" className="button button--secondary" onClick={flow.restart}>
          {t('confirmation.restart')}
        </button>
      </div>
    )
  }

  const done = history.length
  const total = done + remainingSteps(contactProcess, current)
  return (
    <div className={styles.process} data-testid="contact-process">
      <p className={styles.progress}>
        <span>{t('progress', { current: done + 1, total })}</span>
        <progress max={total} value={done + 1} aria-label={t('progressLabel')} />
      </p>
      <CurrentStep flow={flow} headingRef={headingRef} />
    </div>
  )
}

function CurrentStep({
  flow,
  headingRef,
}: {
  flow: Flow
  headingRef: React.RefObject<HTMLHeadingElement | null>
}) {
  const t = useTranslations('contactManager')
  const { busy, loadFailed, history, values } = flow
  const step = flow.stepOf(flow.current)

  if (!step) return <p role="status">{t(loadFailed ? 'unavailable' : 'loading')}</p>
  const back = history.length ? (
    <button type="button" className="button button--secondary" onClick={flow.back} data-testid="contact-back">
      <Icon name="chevron-left" size={18} /> {t('back')}
    </button>
  ) : null

  return (
    <section className={styles.step} aria-labelledby={`step-${step.stepId}`} data-step={step.stepId}>
      <h3 id={`step-${step.stepId}`} ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {step.title}
      </h3>
      {step.text && <p className={styles.stepText}>{step.text}</p>}
      {loadFailed && (
        <p className={styles.error} role="alert">
          {t('error')}
        </p>
      )}
      {step.type === 'iconButton' && (
        <>
          <ul className={styles.choices} aria-busy={busy}>
            {step.options.map((option) => {
              const chosen = values[step.stepId]?.[step.fieldName] === option.id
              return (
                <li key={option.id}>
                  <button
                    type="button"
                    className={`${styles.choice} ${chosen ? styles.chosen : ''}`}
                    aria-pressed={chosen}
                    disabled={busy}
                    onClick={() => void flow.complete(step.stepId, { [step.fieldName]: option.id })}
                  >
                    {option.icon && <Icon name={option.icon} size={36} />}
                    <span>{option.label}</span>
                  </button>
                </li>
              )
            })}
          </ul>
          {back && <div className={styles.actions}>{back}</div>}
        </>
      )}
      {(step.type === 'formConfig' || step.type === 'formSubmit') && (
        <DynamicForm
          key={stepKey(step.stepId, productLineOf(values, history))}
          definition={step.form}
          initialValues={values[step.stepId]}
          onValid={(formValues) => flow.complete(step.stepId, formValues)}
          secondaryAction={back}
        />
      )}
      {step.type === 'button' && (
        <div className={styles.actions}>
          {back}
          <a className="button button--primary" href={step.button.href} data-testid="contact-link">
            {step.button.label} <Icon name="chevron-right" size={18} />
          </a>
        </div>
      )}
      {step.type === 'Overview' && <Overview flow={flow} step={step} back={back} />}
    </section>
  )
}

function Overview({
  flow,
  step,
  back,
}: {
  flow: Flow
  step: Extract<StepConfig, { type: 'Overview' }>
  back: React.ReactNode
}) {
  const t = useTranslations('contactManager')
  const tForms = useTranslations('forms')
  const locale = useLocale()
  const id = useId()
  const captcha = useSession((state) => state.session.captcha)
  const getCaptchaToken = useCaptchaToken(captcha)
  const { history, values, sendError, busy } = flow
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no')

  const answersOf = (stepId: string): { label: string; value: string }[] => {
    const config = flow.stepOf(stepId)
    const stepValues: FormValues = values[stepId] ?? {}
    if (!config) return []
    if (config.type === 'iconButton') {
      const chosen = stepValues[config.fieldName]
      return [
        {
          label: config.title,
          value: config.options.find((option) => option.id === chosen)?.label ?? String(chosen ?? ''),
        },
      ]
    }
    if (config.type === 'formConfig' || config.type === 'formSubmit')
      return answerLines(config.form.fields, stepValues, yesNo)
    return []
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const username =
      (event.currentTarget.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? ''
    let captchaToken: string
    try {
      captchaToken = await getCaptchaToken(CONTACT_CAPTCHA_ACTION)
    } catch {
      flow.failSend([{ type: 'error', message: tForms('captchaUnavailable') }])
      return
    }
    await flow.send({ username, captchaToken }, locale)
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} data-testid="contact-overview">
      <p className={styles.stepText}>{t('overviewHint')}</p>
      <dl className={styles.summary}>
        {history.map((stepId) => {
          const config = flow.stepOf(stepId)
          return (
            <div key={stepId} className={styles.summaryStep} data-summary-step={stepId}>
              <dt>
                <span>{config?.title ?? stepId}</span>
                <button
                  type="button"
                  className="button button--link"
                  onClick={() => flow.goTo(stepId)}
                  aria-label={t('changeStep', { step: config?.title ?? stepId })}
                >
                  {t('change')}
                </button>
              </dt>
              {answersOf(stepId).map((answer) => (
                <dd key={answer.label}>
                  {config?.type === 'iconButton' ? (
                    answer.value
                  ) : (
                    <>
                      <span className={styles.answerLabel}>{answer.label}:</span> {answer.value}
                    </>
                  )}
                </dd>
              ))}
            </div>
          )
        })}
      </dl>
      {/* Honeypot (a field named username that must stay empty): hidden from people and assistive technology; bots fill it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{t('honeypot')}</label>
        <input
          id={`${id}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div aria-live="assertive">
        {sendError && (
          <div className={styles.error} role="alert" data-testid="contact-error">
            <p>{t('error')}</p>
            {sendError.length > 0 && (
              <ul>
                {sendError.map((message) => (
                  <li key={message.message}>{message.message}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {captcha.provider === 'recaptcha' && <p className={styles.captchaNotice}>{tForms('captchaNotice')}</p>}
      <div className={styles.actions}>
        {back}
        <button type="submit" className="button button--primary" disabled={busy} data-testid="contact-send">
          {busy ? t('sending') : step.sendLabel || t('send')}
        </button>
      </div>
    </form>
  )
}
