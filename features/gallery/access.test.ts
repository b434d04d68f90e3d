import { describe, expect, it } from 'vitest'

import { canSeeWidgetGallery } from './access'

describe('canSeeWidgetGallery', () => {
  it('opens outside production for everybody', () => {
    expect(canSeeWidgetGallery('local', false)).toBe(true)
    expect(canSeeWidgetGallery('staging', false)).toBe(true)
  })
  it('opens in production only for editors', () => {
    expect(canSeeWidgetGallery('production', false)).toBe(false)
    expect(canSeeWidgetGallery('production', true)).toBe(true)
  })
})
