import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithIntl } from '@/tests/helpers/intl'

import { ButtonSelectFilter } from './button-select-filter.client'
import { MultiSelectFilter } from './multi-select-filter.client'
import { SelectFilter } from './select-filter.client'
import { sameSelection } from './types'

const options = [
  { value: '0w20', label: '0W-20', count: 12 },
  { value: '5w30', label: '5W-30', count: 40 },
  { value: '10w40', label: '10W-40', count: 7 },
]

function renderMulti(value: string[] = ['5w30'], onChange = vi.fn()) {
  renderWithIntl(
    <div>
      <MultiSelectFilter label="Viskosität" options={options} value={value} onChange={onChange} />
      <p>Draussen</p>
    </div>,
  )
  return onChange
}

describe('MultiSelectFilter', () => {
  it('opens, edits a draft and applies it on save', async () => {
    const onChange = renderMulti()
    const trigger = screen.getByRole('button', { expanded: false })
    expect(trigger).toHaveAccessibleName('Viskosität 1 ausgewählt')
    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('checkbox', { name: /0W-20/ }))
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }))
    expect(onChange).toHaveBeenCalledWith(['5w30', '0w20'])
    expect(screen.queryByRole('group')).toBeNull()
  })

  it('applies on a click outside', async () => {
    const onChange = renderMulti()
    await userEvent.click(screen.getByRole('button', { name: /Viskosität/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /10W-40/ }))
    fireEvent.mouseDown(screen.getByText('Draussen'))
    expect(onChange).toHaveBeenCalledWith(['5w30', '10w40'])
  })

  it('emits nothing when the selection did not change', async () => {
    const onChange = renderMulti()
    await userEvent.click(screen.getByRole('button', { name: /Viskosität/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /0W-20/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /0W-20/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }))
    fireEvent.mouseDown(screen.getByText('Draussen'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('discards the draft on Escape and returns focus to the trigger', async () => {
    const onChange = renderMulti()
    const trigger = screen.getByRole('button', { name: /Viskosität/ })
    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('checkbox', { name: /0W-20/ }))
    await userEvent.keyboard('{Escape}')
    expect(onChange).not.toHaveBeenCalled()
    expect(trigger).toHaveFocus()
  })

  it('compares selections regardless of order', () => {
    expect(sameSelection(['a', 'b'], ['b', 'a'])).toBe(true)
    expect(sameSelection(['a'], ['a', 'b'])).toBe(false)
  })
})

describe('SelectFilter and ButtonSelectFilter', () => {
  it('selects one value with counts in the labels', async () => {
    const onChange = vi.fn()
    renderWithIntl(
      <SelectFilter label="Gebinde" options={options} value="" placeholder="Alle" onChange={onChange} />,
    )
    await userEvent.selectOptions(screen.getByLabelText('Gebinde'), '5W-30 (40)')
    expect(onChange).toHaveBeenCalledWith('5w30')
  })

  it('toggles buttons, several or one at a time', async () => {
    const onChange = vi.fn()
    const { rerender } = renderWithIntl(
      <ButtonSelectFilter label="Typ" options={options} value={['0w20']} onChange={onChange} />,
    )
    expect(screen.getByRole('button', { name: /0W-20/ })).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(screen.getByRole('button', { name: /5W-30/ }))
    expect(onChange).toHaveBeenLastCalledWith(['0w20', '5w30'])
    rerender(<ButtonSelectFilter label="Typ" options={options} value={['0w20']} onChange={onChange} single />)
    await userEvent.click(screen.getByRole('button', { name: /5W-30/ }))
    expect(onChange).toHaveBeenLastCalledWith(['5w30'])
    await userEvent.click(screen.getByRole('button', { name: /0W-20/ }))
    expect(onChange).toHaveBeenLastCalledWith([])
  })
})
