import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { renderWithIntl } from '@/tests/helpers/intl'

import { ButtonSelectFilter } from './button-select-filter.client'
import { MultiSelectFilter } from './multi-select-filter.client'
import { SelectFilter } from './select-filter.client'

const options = [
  { value: '0w20', label: '0W-20', count: 12 },
  { value: '5w30', label: '5W-30', count: 40 },
  { value: '10w40', label: '10W-40', count: 7 },
  { value: '20w50', label: '20W-50', count: 0, disabled: true },
]

function renderMulti(value: string[] = ['5w30'], language: 'de' | 'fr' = 'de') {
  const onChange = vi.fn()
  renderWithIntl(
    <div>
      <MultiSelectFilter label="Viskosität" options={options} value={value} onChange={onChange} name="viscosity" />
      <p>Draussen</p>
      <button type="button">Weiter</button>
    </div>,
    { language },
  )
  const trigger = screen.getByRole('button', { name: /Viskosität/ })
  return { onChange, trigger }
}

describe('MultiSelectFilter (SPEC §4: opens, edits, applies on save or outside click, emits only on change)', () => {
  it('shows how many are selected in the trigger', () => {
    const { trigger } = renderMulti(['5w30'])
    expect(trigger).toHaveAccessibleName('Viskosität 1 ausgewählt')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
  })

  it('says "Alle" with nothing selected', () => {
    renderMulti([])
    expect(screen.getByRole('button', { name: 'Viskosität Alle' })).toBeInTheDocument()
  })

  it('uses the French plural for two', () => {
    renderMulti(['5w30', '0w20'], 'fr')
    expect(screen.getByRole('button', { name: 'Viskosität 2 sélectionnés' })).toBeInTheDocument()
  })

  it('edits a draft and applies it on save, then returns focus to the trigger', async () => {
    const { onChange, trigger } = renderMulti()
    await userEvent.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('group', { name: 'Viskosität' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /5W-30/ })).toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: /0W-20/ }))
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith(['5w30', '0w20'])
    expect(screen.queryByRole('group')).toBeNull()
    expect(trigger).toHaveFocus()
  })

  it('applies the draft on a pointer press outside, once', async () => {
    const { onChange } = renderMulti()
    await userEvent.click(screen.getByRole('button', { name: /Viskosität/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /10W-40/ }))
    await userEvent.click(screen.getByText('Draussen'))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith(['5w30', '10w40'])
    expect(screen.queryByRole('group')).toBeNull()
  })

  it('keeps the panel open for presses inside it', async () => {
    const { onChange } = renderMulti()
    await userEvent.click(screen.getByRole('button', { name: /Viskosität/ }))
    fireEvent.pointerDown(screen.getByRole('group'))
    expect(screen.getByRole('group')).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('applies when focus moves to a control outside, the keyboard way of clicking outside', async () => {
    const { onChange } = renderMulti()
    await userEvent.click(screen.getByRole('button', { name: /Viskosität/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /0W-20/ }))
    screen.getByRole('button', { name: 'Weiter' }).focus()
    expect(onChange).toHaveBeenCalledWith(['5w30', '0w20'])
  })

  it('applies when the trigger closes the panel', async () => {
    const { onChange, trigger } = renderMulti()
    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('checkbox', { name: /5W-30/ }))
    await userEvent.click(trigger)
    expect(onChange).toHaveBeenCalledWith([])
  })

  it('emits nothing when the selection ends as it was', async () => {
    const { onChange } = renderMulti()
    await userEvent.click(screen.getByRole('button', { name: /Viskosität/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /0W-20/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /0W-20/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }))
    await userEvent.click(screen.getByRole('button', { name: /Viskosität/ }))
    await userEvent.click(screen.getByText('Draussen'))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('emits nothing when only the order of the values changed', async () => {
    const { onChange } = renderMulti(['5w30', '0w20'])
    await userEvent.click(screen.getByRole('button', { name: /Viskosität/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /5W-30/ }))
    await userEvent.click(screen.getByRole('checkbox', { name: /5W-30/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Übernehmen' }))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('discards the draft on Escape, returns focus, and reopens with the applied selection', async () => {
    const { onChange, trigger } = renderMulti()
    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('checkbox', { name: /0W-20/ }))
    await userEvent.keyboard('{Escape}')
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.queryByRole('group')).toBeNull()
    expect(trigger).toHaveFocus()
    await userEvent.click(trigger)
    expect(screen.getByRole('checkbox', { name: /0W-20/ })).not.toBeChecked()
  })

  it('clears the draft with "Auswahl aufheben" and works by keyboard alone', async () => {
    const { onChange, trigger } = renderMulti()
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.tab()
    expect(screen.getByRole('checkbox', { name: /0W-20/ })).toHaveFocus()
    await userEvent.keyboard(' ')
    await userEvent.click(screen.getByRole('button', { name: 'Auswahl aufheben' }))
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(0)
    screen.getByRole('button', { name: 'Übernehmen' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith([])
  })

  it('shows counts, keeps disabled options unchangeable and submits the applied values with a form', async () => {
    const { container } = renderWithIntl(<MultiSelectFilter label="V" options={options} value={['0w20', '5w30']} onChange={() => {}} name="viscosity" />)
    expect([...container.querySelectorAll<HTMLInputElement>('input[type=hidden][name=viscosity]')].map((i) => i.value)).toEqual(['0w20', '5w30'])
    await userEvent.click(screen.getByRole('button', { name: /V/ }))
    expect(screen.getByRole('checkbox', { name: '5W-30 40' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: /20W-50/ })).toBeDisabled()
  })
})

describe('SelectFilter (SPEC §3 select)', () => {
  it('is a labelled native select whose options show their counts', async () => {
    const onChange = vi.fn()
    renderWithIntl(<SelectFilter label="Gebinde" options={options} value="" placeholder="Alle" onChange={onChange} />)
    const select = screen.getByRole('combobox', { name: 'Gebinde' })
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Alle', '0W-20 (12)', '5W-30 (40)', '10W-40 (7)', '20W-50 (0)'])
    expect(screen.getByRole('option', { name: '20W-50 (0)' })).toBeDisabled()
    await userEvent.selectOptions(select, '5W-30 (40)')
    expect(onChange).toHaveBeenCalledWith('5w30')
  })

  it('has no empty choice without a placeholder', () => {
    renderWithIntl(<SelectFilter label="Gebinde" options={options} value="0w20" onChange={() => {}} />)
    expect(screen.getAllByRole('option')).toHaveLength(4)
  })
})

describe('ButtonSelectFilter (SPEC §3 buttonSelect)', () => {
  it('toggles several buttons and tells the state with aria-pressed', async () => {
    const onChange = vi.fn()
    renderWithIntl(<ButtonSelectFilter label="Typ" options={options} value={['0w20', '5w30']} onChange={onChange} />)
    expect(screen.getByRole('group', { name: 'Typ' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /0W-20/ })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: /10W-40/ })).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(screen.getByRole('button', { name: /10W-40/ }))
    expect(onChange).toHaveBeenLastCalledWith(['0w20', '5w30', '10w40'])
    await userEvent.click(screen.getByRole('button', { name: /0W-20/ }))
    expect(onChange).toHaveBeenLastCalledWith(['5w30'])
  })

  it('holds one choice at a time in single mode, and pressing it again clears it', async () => {
    const onChange = vi.fn()
    renderWithIntl(<ButtonSelectFilter label="Typ" options={options} value={['0w20']} onChange={onChange} single />)
    await userEvent.click(screen.getByRole('button', { name: /5W-30/ }))
    expect(onChange).toHaveBeenLastCalledWith(['5w30'])
    await userEvent.click(screen.getByRole('button', { name: /0W-20/ }))
    expect(onChange).toHaveBeenLastCalledWith([])
  })

  it('does not toggle disabled options', () => {
    renderWithIntl(<ButtonSelectFilter label="Typ" options={options} value={[]} onChange={() => {}} />)
    expect(screen.getByRole('button', { name: /20W-50/ })).toBeDisabled()
  })
})
