import { describe, it, expect } from 'vitest'
import { BREAKPOINTS, BREAKPOINT_NAMES, mediaQueryUp, type Breakpoint } from './breakpoints'

describe('breakpoints', () => {
  it('matches the spec values xxs 0, xs 480, sm 768, md 1024, lg 1200, xl 1364, xxl 1644 px', () => {
    expect(BREAKPOINTS).toEqual({
      xxs: 0,
      xs: 480,
      sm: 768,
      md: 1024,
      lg: 1200,
      xl: 1364,
      xxl: 1644,
    })
  })

  it('lists breakpoints in strictly ascending order from xxs to xxl', () => {
    expect(BREAKPOINT_NAMES).toEqual(['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'])
    const values = BREAKPOINT_NAMES.map((bp) => BREAKPOINTS[bp])
    for (let i = 1; i < values.length; i++) {
      expect(values[i]).toBeGreaterThan(values[i - 1])
    }
  })

  it('mediaQueryUp(bp) returns "(min-width: Npx)" with N the breakpoint value', () => {
    expect(mediaQueryUp('md')).toBe('(min-width: 1024px)')
    expect(mediaQueryUp('xxs')).toBe('(min-width: 0px)')
    for (const bp of Object.keys(BREAKPOINTS) as Breakpoint[]) {
      expect(mediaQueryUp(bp)).toBe(`(min-width: ${BREAKPOINTS[bp]}px)`)
    }
  })
})
