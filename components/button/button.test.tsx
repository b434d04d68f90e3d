import { readFileSync } from 'node:fs'
import path from 'node:path'

import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { Button, buttonClassName, ButtonLink } from './button'

const root = path.resolve(__dirname, '../..')
const globals = readFileSync(path.join(root, 'styles/globals.css'), 'utf8')
const themes = ['01', '02', '03'].map((theme) => ({
  theme,
  css: readFileSync(path.join(root, `styles/themes/${theme}.css`), 'utf8'),
}))

/** The declarations of one rule of globals.css, by its exact selector. */
function rule(selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const match = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(globals)
  if (!match) throw new Error(`no rule ${selector}`)
  return match[1]!
}

/** A theme's colour token (hex). */
function token(css: string, name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)
  if (!match) throw new Error(`no --${name}`)
  return match[1]!
}

/** WCAG 2 contrast ratio of two hex colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('buttonClassName', () => {
  it('names the emphasis always and the size and width only when they differ from the default', () => {
    expect(buttonClassName()).toBe('button button--secondary')
    expect(buttonClassName({ variant: 'primary' })).toBe('button button--primary')
    expect(buttonClassName({ variant: 'danger', size: 'small' })).toBe('button button--danger button--small')
    expect(buttonClassName({ variant: 'tertiary', size: 'large', block: true }, 'extra')).toBe(
      'button button--tertiary button--large button--block extra',
    )
  })
})

describe('Button', () => {
  it('is a non-submitting button with the classes of its look', () => {
    render(
      <Button variant="primary" size="large">
        Zur Kasse
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Zur Kasse' })
    expect(button).toHaveAttribute('type', 'button')
    expect(button).toHaveClass('button', 'button--primary', 'button--large')
    expect(button).not.toHaveAttribute('aria-busy')
  })

  it('takes no clicks while busy, stays focusable and says so', () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" variant="primary" busy onClick={onClick}>
          Bestellen
        </Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Bestellen' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).not.toBeDisabled()
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('runs its action when not busy and not when disabled', () => {
    const onClick = vi.fn()
    const { rerender } = render(<Button onClick={onClick}>Leeren</Button>)
    fireEvent.click(screen.getByRole('button', { name: 'Leeren' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    rerender(
      <Button onClick={onClick} disabled>
        Leeren
      </Button>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Leeren' }))
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})

describe('ButtonLink', () => {
  it('is a link with the classes of its look', () => {
    render(
      <ButtonLink href="/de-ch" variant="primary" block>
        Zur Startseite
      </ButtonLink>,
    )
    const link = screen.getByRole('link', { name: 'Zur Startseite' })
    expect(link).toHaveAttribute('href', '/de-ch')
    expect(link).toHaveClass('button', 'button--primary', 'button--block')
  })

  it('has no address while disabled and is announced as disabled', () => {
    render(
      <ButtonLink href="/de-ch/kasse" variant="primary" disabled>
        Zur Kasse
      </ButtonLink>,
    )
    const link = screen.getByRole('link', { name: 'Zur Kasse' })
    expect(link).not.toHaveAttribute('href')
    expect(link).toHaveAttribute('aria-disabled', 'true')
  })
})

describe('button styles', () => {
  it('gives a bare button a frame, so an action never looks like plain text', () => {
    expect(rule('.button')).toMatch(/background-color:\s*var\(--color-surface\)/)
    expect(rule('.button')).toMatch(
      /border:\s*var\(--border-width-thick\) solid var\(--color-border-strong\)/,
    )
  })

  it('fills primary and danger buttons and frames secondary ones', () => {
    expect(rule('.button--primary')).toMatch(/background-color:\s*var\(--color-primary\)/)
    expect(rule('.button--danger')).toMatch(/background-color:\s*var\(--color-danger\)/)
    expect(rule('.button--secondary')).toMatch(/border-color:\s*var\(--color-border-strong\)/)
    expect(rule('.button--tertiary')).toMatch(/color:\s*var\(--color-link\)/)
  })

  it('has the sizes, the busy spinner and a visible focus ring', () => {
    expect(rule('.button--small')).toMatch(/min-height:\s*var\(--control-height-sm\)/)
    expect(rule('.button--large')).toMatch(/min-height/)
    expect(rule('.button--block')).toMatch(/width:\s*100%/)
    expect(rule(".button[aria-busy='true']")).toMatch(/pointer-events:\s*none/)
    expect(rule(".button[aria-busy='true']::before")).toMatch(/animation:\s*button-spin/)
    expect(rule('.button:focus-visible')).toMatch(
      /outline:\s*var\(--focus-ring-width\) solid var\(--color-focus\)/,
    )
  })

  it.each(themes)('keeps every emphasis readable in theme $theme (WCAG AA, 4.5:1)', ({ css }) => {
    const pairs: [string, string][] = [
      ['primary-contrast', 'primary'],
      ['primary-contrast', 'primary-hover'],
      ['danger-contrast', 'danger'],
      ['danger-contrast', 'danger-hover'],
      ['text', 'surface'],
      ['link', 'background'],
      ['link', 'surface'],
      ['link-hover', 'surface'],
      ['disabled-text', 'disabled-bg'],
    ]
    for (const [fg, bg] of pairs)
      expect(
        contrast(token(css, `color-${fg}`), token(css, `color-${bg}`)),
        `${fg} on ${bg}`,
      ).toBeGreaterThanOrEqual(4.5)
  })
})
