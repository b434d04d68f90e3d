// Setup of the jsdom unit project: Testing Library matchers and cleanup, and
// texts that must exist: a component test fails on a missing message key.
import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

import { takeIntlErrors } from './tests/helpers/intl-errors'

// Every NextIntlClientProvider of a test (the helper's, a test's own, MoreMessages) reports next-intl's errors,
// unless the test passes its own onError.
vi.mock('next-intl', async (importOriginal) => {
  const actual = await importOriginal<typeof import('next-intl')>()
  const { createElement } = await import('react')
  const { recordIntlError } = await import('./tests/helpers/intl-errors')
  function NextIntlClientProvider(props: Parameters<typeof actual.NextIntlClientProvider>[0]) {
    return createElement(actual.NextIntlClientProvider, { onError: recordIntlError, ...props })
  }
  return { ...actual, NextIntlClientProvider }
})

// `npm test` runs the unit tests beside the build and the seeds: on a busy machine a render can take longer than
// Testing Library's default second for waitFor/findBy (a timeout, not an assertion on time).
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => {
  cleanup()
  const problems = takeIntlErrors()
  if (problems.length)
    throw new Error(
      `next-intl reported ${problems.length} problem(s) while rendering:\n${[...new Set(problems.map((p) => p.message))].join('\n')}`,
    )
})
