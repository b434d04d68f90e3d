import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithIntl } from '@/tests/helpers/intl'

import { Chips, CHIPS_SHOWN } from './chips.client'

const chips = ['Motorenöl', 'Getriebeöl', 'Fett', 'Kühlmittel', 'Hydrauliköl'].map((label, i) => ({
  id: String(i),
  label,
}))

describe('Chips', () => {
  it('shows 3 chips and the "..." expander when there are more than 3', async () => {
    expect(CHIPS_SHOWN).toBe(3)
    renderWithIntl(<Chips chips={chips} label="Themen" />)
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
    const more = screen.getByRole('button', { name: 'Alle anzeigen' })
    expect(more).toHaveTextContent('...')
    await userEvent.click(more)
    expect(screen.getAllByRole('listitem')).toHaveLength(5)
    expect(screen.queryByRole('button', { name: 'Alle anzeigen' })).toBeNull()
  })

  it('has no expander with exactly 3 chips', () => {
    renderWithIntl(<Chips chips={chips.slice(0, 3)} />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
  })

  it('works as toggle buttons when selectable', async () => {
    const onSelect = vi.fn()
    renderWithIntl(<Chips chips={[{ id: 'a', label: 'Neu', active: true }]} onSelect={onSelect} />)
    const chip = screen.getByRole('button', { name: 'Neu' })
    expect(chip).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(chip)
    expect(onSelect).toHaveBeenCalledWith({ id: 'a', label: 'Neu', active: true })
  })
})
