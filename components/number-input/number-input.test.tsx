import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { renderWithIntl } from '@/tests/helpers/intl'

import { MAX_QUANTITY } from './constants'
import { NumberInput } from './number-input.client'

function Harness({
  initial = 1,
  min,
  max,
  onChange = () => {},
}: {
  initial?: number
  min?: number
  max?: number
  onChange?: (n: number) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <NumberInput
      label="Menge"
      value={value}
      min={min}
      max={max}
      onChange={(n) => {
        setValue(n)
        onChange(n)
      }}
    />
  )
}

const input = () => screen.getByLabelText('Menge') as HTMLInputElement

describe('NumberInput', () => {
  it('caps quantities at 9999', () => {
    expect(MAX_QUANTITY).toBe(9999)
  })

  it('warns "Bitte geben Sie einen kleineren Wert ein" above the maximum and does not emit', () => {
    const onChange = vi.fn()
    renderWithIntl(<Harness onChange={onChange} />)
    fireEvent.change(input(), { target: { value: '10000' } })
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie einen kleineren Wert ein')
    expect(input()).toHaveAttribute('aria-invalid', 'true')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('warns "Bitte geben Sie einen größeren Wert ein" below the minimum (default 0)', () => {
    const onChange = vi.fn()
    renderWithIntl(<Harness min={1} onChange={onChange} />)
    fireEvent.change(input(), { target: { value: '0' } })
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie einen größeren Wert ein')
    expect(onChange).not.toHaveBeenCalled()
  })

  it('accepts 0 with the default minimum and emits valid numbers', () => {
    const onChange = vi.fn()
    renderWithIntl(<Harness onChange={onChange} />)
    fireEvent.change(input(), { target: { value: '0' } })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.change(input(), { target: { value: '12a' } })
    expect(input().value).toBe('12')
    expect(onChange).toHaveBeenLastCalledWith(12)
  })

  it('clamps plus and minus to the bounds and disables them there', async () => {
    renderWithIntl(<Harness initial={9998} />)
    const plus = screen.getByRole('button', { name: 'Menge erhöhen' })
    await userEvent.click(plus)
    expect(input().value).toBe('9999')
    expect(plus).toBeDisabled()
    fireEvent.change(input(), { target: { value: '1' } })
    const minus = screen.getByRole('button', { name: 'Menge verringern' })
    await userEvent.click(minus)
    expect(input().value).toBe('0')
    expect(minus).toBeDisabled()
  })

  it('brings an out-of-range entry back within the bounds with plus or minus', async () => {
    renderWithIntl(<Harness initial={5} max={10} />)
    fireEvent.change(input(), { target: { value: '50' } })
    await userEvent.click(screen.getByRole('button', { name: 'Menge verringern' }))
    expect(input().value).toBe('10')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('steps with the arrow keys', async () => {
    renderWithIntl(<Harness initial={3} />)
    input().focus()
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}')
    expect(input().value).toBe('4')
  })

  it('never goes above 9999 even when a larger maximum is given', () => {
    renderWithIntl(<Harness initial={1} max={20000} />)
    fireEvent.change(input(), { target: { value: '10000' } })
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte geben Sie einen kleineren Wert ein')
  })
})
