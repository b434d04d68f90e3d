'use client'

import { useEffect, useRef, useState } from 'react'

import { DynamicForm } from '@/features/forms/components/dynamic-form.client'
import type { FormDefinition } from '@/features/forms/types'

import styles from './jobs.module.css'

export type ApplicationConfirmation = {
  title: string
  text: string
  contact: string | null
  backHref: string
  backLabel: string
}

/**
 * The application form of an opening (the engine's DynamicForm posting to
 * /api/jobs/{id}/applications); after a successful submit a confirmation
 * takes the form's place and receives the focus, so screen readers hear it.
 */
export function JobApplication({
  definition,
  confirmation,
}: {
  definition: FormDefinition
  confirmation: ApplicationConfirmation
}) {
  const [sent, setSent] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (sent) heading.current?.focus()
  }, [sent])

  if (sent) {
    return (
      <div className={styles.confirmation} role="status" data-testid="job-application-sent">
        <h3 ref={heading} tabIndex={-1}>
          {confirmation.title}
        </h3>
        <p>{confirmation.text}</p>
        {confirmation.contact ? <p>{confirmation.contact}</p> : null}
        <p>
          <a href={confirmation.backHref}>{confirmation.backLabel}</a>
        </p>
      </div>
    )
  }
  return <DynamicForm definition={definition} onSubmitted={() => setSent(true)} />
}
