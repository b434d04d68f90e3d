import type { Field } from 'payload'

/** A localized URL segment: lower-case letters, digits and dashes (pages, product lines). */
export const slugField = (): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  localized: true,
  index: true,
  admin: { position: 'sidebar', description: 'URL segment: lower-case letters, digits and dashes.' },
  validate: (value: unknown) =>
    typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
      ? true
      : 'Use lower-case letters, digits and dashes only',
})
