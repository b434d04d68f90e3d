import { describe, expect, it } from 'vitest'

import { vehicleLabel } from './labels'

describe('vehicle label', () => {
  it('names the model once', () => {
    expect(vehicleLabel('VW', 'Golf VIII', 'Golf VIII 2.0 TDI')).toBe('VW Golf VIII 2.0 TDI')
    expect(vehicleLabel('BMW', '3er', '320d xDrive')).toBe('BMW 3er 320d xDrive')
    expect(vehicleLabel('Ducati', 'Monster', 'monster 937')).toBe('Ducati monster 937')
  })
})
