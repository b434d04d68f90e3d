import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { Icon } from './icon'
import { ICONS } from './icons'

afterEach(() => vi.restoreAllMocks())

describe('Icon', () => {
  it('is decorative without a label', () => {
    const { container } = render(<Icon name="cart" />)
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
    expect(container.querySelectorAll('path')).toHaveLength(ICONS.cart.length)
  })

  it('is an image with a name when labelled', () => {
    render(<Icon name="search" label="Suchen" />)
    expect(screen.getByRole('img', { name: 'Suchen' })).toBeInTheDocument()
  })

  it('logs a warning only for a missing icon', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { container } = render(<Icon name="does-not-exist" />)
    expect(container).toBeEmptyDOMElement()
    expect(warn).toHaveBeenCalledWith('Icon "does-not-exist" does not exist.')
  })
})
