import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { renderWithIntl } from '@/tests/helpers/intl'

import { monthGrid, moveByKey } from './calendar'
import { DatePicker, DateRangePicker } from './date-picker.client'

function Harness({
  initial = null,
  onChange = () => {},
  min,
  max,
}: {
  initial?: string | null
  onChange?: (v: string | null) => void
  min?: string
  max?: string
}) {
  const [value, setValue] = useState<string | null>(initial)
  return (
    <DatePicker
      label="Lieferdatum"
      value={value}
      min={min}
      max={max}
      today="2026-11-23"
      onChange={(v) => {
        setValue(v)
        onChange(v)
      }}
    />
  )
}

describe('calendar maths', () => {
  it('starts weeks on Monday', () => {
    const weeks = monthGrid('2026-11-01')
    expect(weeks[0][0]).toBe('2026-10-26')
    expect(weeks[0][6]).toBe('2026-11-01')
    expect(weeks).toHaveLength(6)
    expect(weeks.at(-1)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ])
    expect(monthGrid('2027-02-01')).toHaveLength(4) // February 2027 starts on a Monday and has 28 days
  })

  it('moves by day, week, month and to the week ends', () => {
    expect(moveByKey('2026-11-23', 'ArrowRight')).toBe('2026-11-24')
    expect(moveByKey('2026-11-23', 'ArrowUp')).toBe('2026-11-16')
    expect(moveByKey('2026-11-23', 'PageDown')).toBe('2026-12-23')
    expect(moveByKey('2026-11-25', 'Home')).toBe('2026-11-23')
    expect(moveByKey('2026-11-25', 'End')).toBe('2026-11-29')
    expect(moveByKey('2026-11-25', 'x')).toBeNull()
  })
})

describe('DatePicker (Swiss format DD.MM.YYYY)', () => {
  it('shows the value as DD.MM.YYYY and accepts typed dates', () => {
    const onChange = vi.fn()
    renderWithIntl(<Harness initial="2026-03-07" onChange={onChange} />)
    const input = screen.getByLabelText('Lieferdatum') as HTMLInputElement
    expect(input.value).toBe('07.03.2026')
    fireEvent.change(input, { target: { value: '24.12.2026' } })
    fireEvent.blur(input)
    expect(onChange).toHaveBeenCalledWith('2026-12-24')
  })

  it('refuses an invalid date with a message and changes nothing', () => {
    const onChange = vi.fn()
    renderWithIntl(<Harness onChange={onChange} />)
    const input = screen.getByLabelText('Lieferdatum')
    fireEvent.change(input, { target: { value: '31.02.2026' } })
    fireEvent.blur(input)
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie ein Datum im Format TT.MM.JJJJ ein.')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('refuses a date outside min and max', () => {
    const onChange = vi.fn()
    renderWithIntl(<Harness onChange={onChange} min="2026-11-23" />)
    const input = screen.getByLabelText('Lieferdatum')
    fireEvent.change(input, { target: { value: '01.01.2026' } })
    fireEvent.blur(input)
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dieses Datum liegt ausserhalb des erlaubten Bereichs.',
    )
    expect(onChange).not.toHaveBeenCalled()
  })

  it('picks a date with the keyboard in the calendar and returns focus', async () => {
    const onChange = vi.fn()
    renderWithIntl(<Harness onChange={onChange} />)
    const open = screen.getByRole('button', { name: 'Kalender für Lieferdatum öffnen' })
    await userEvent.click(open)
    expect(screen.getByRole('dialog', { name: 'Kalender: Lieferdatum' })).toBeInTheDocument()
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument()
    expect(document.activeElement).toHaveAttribute('data-date', '2026-11-23')
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}')
    expect(onChange).toHaveBeenCalledWith('2026-12-01')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(open).toHaveFocus()
    expect((screen.getByLabelText('Lieferdatum') as HTMLInputElement).value).toBe('01.12.2026')
  })

  it('refuses the days the caller names, with its words: disabled in the calendar, still reached with the arrow keys', async () => {
    const onChange = vi.fn()
    const weekend = (iso: string) =>
      [0, 6].includes(new Date(`${iso}T12:00:00Z`).getUTCDay()) ? 'Kein Arbeitstag' : null
    renderWithIntl(
      <DatePicker
        label="Lieferdatum"
        value={null}
        today="2026-11-27"
        onChange={onChange}
        dayProblem={weekend}
      />,
    )
    const input = screen.getByLabelText('Lieferdatum')
    fireEvent.change(input, { target: { value: '28.11.2026' } })
    fireEvent.blur(input)
    expect(screen.getByRole('alert')).toHaveTextContent('Kein Arbeitstag')
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: /Kalender/ }))
    const saturday = document.querySelector('[data-date="2026-11-28"]')!
    expect(saturday).toHaveAttribute('aria-disabled', 'true')
    expect(document.querySelector('[data-date="2026-11-27"]')).not.toHaveAttribute('aria-disabled')
    // Friday → Saturday → Sunday → Monday: the refused days do not stop the keyboard; Enter on one does not pick it.
    await userEvent.keyboard('{ArrowRight}{Enter}')
    expect(onChange).not.toHaveBeenCalled()
    expect(document.activeElement).toHaveAttribute('data-date', '2026-11-28')
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}')
    expect(onChange).toHaveBeenCalledWith('2026-11-30')
  })

  it('closes on Escape without picking', async () => {
    const onChange = vi.fn()
    renderWithIntl(<Harness onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: /Kalender/ }))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(onChange).not.toHaveBeenCalled()
  })

  it('names months in French on French pages', async () => {
    renderWithIntl(<DatePicker label="Date" value="2026-03-07" onChange={() => {}} />, { language: 'fr' })
    await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le calendrier pour Date' }))
    expect(screen.getByRole('grid', { name: 'mars 2026' })).toBeInTheDocument()
  })

  it('limits each end of a range by the other', async () => {
    renderWithIntl(
      <DateRangePicker
        labels={{ from: 'Von', to: 'Bis' }}
        value={{ from: '2026-11-10', to: null }}
        onChange={() => {}}
      />,
    )
    const to = screen.getByLabelText('Bis')
    fireEvent.change(to, { target: { value: '01.11.2026' } })
    fireEvent.blur(to)
    expect(screen.getByRole('alert')).toHaveTextContent('ausserhalb')
  })
})
