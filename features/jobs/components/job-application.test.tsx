import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type { FormSubmitted } from '@/features/forms/types'

import { JobApplication } from './job-application.client'

// The engine's form is tested on its own; here it only reports a successful submit.
vi.mock('@/features/forms/components/dynamic-form.client', () => ({
  DynamicForm: ({
    definition,
    onSubmitted,
  }: {
    definition: { submitUrl: string }
    onSubmitted?: (result: FormSubmitted) => void
  }) => (
    <form data-testid="dynamic-form" action={definition.submitUrl}>
      <button type="button" onClick={() => onSubmitted?.({ id: 1, message: 'ok' })}>
        Bewerbung senden
      </button>
    </form>
  ),
}))

const confirmation = {
  title: 'Bewerbung gesendet',
  text: 'Vielen Dank für Ihre Bewerbung als «Laborant/in».',
  contact: 'Bei Fragen erreichen Sie Sandra Keller unter +41 52 208 44 10.',
  backHref: '/de-ch/jobs',
  backLabel: 'Weitere offene Stellen ansehen',
}

describe('JobApplication', () => {
  it('shows the form until it is sent, then replaces it with the focused confirmation', () => {
    render(
      <JobApplication
        definition={{ id: 'job-application', fields: [], submitUrl: '/api/jobs/3/applications' }}
        confirmation={confirmation}
      />,
    )
    expect(screen.getByTestId('dynamic-form').getAttribute('action')).toBe('/api/jobs/3/applications')
    expect(screen.queryByTestId('job-application-sent')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Bewerbung senden' }))

    expect(screen.queryByTestId('dynamic-form')).toBeNull()
    const heading = screen.getByRole('heading', { name: 'Bewerbung gesendet' })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByRole('status').textContent).toContain('Sandra Keller')
    expect(screen.getByRole('link', { name: 'Weitere offene Stellen ansehen' }).getAttribute('href')).toBe(
      '/de-ch/jobs',
    )
  })
})
