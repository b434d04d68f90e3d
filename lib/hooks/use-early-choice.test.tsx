import { render } from '@testing-library/react'
import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

import { useEarlyChoice } from './use-early-choice'

function Choice({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [current, setCurrent] = useState(value)
  const apply = (next: string) => {
    setCurrent(next)
    onChange(next)
  }
  const ref = useEarlyChoice<HTMLSelectElement>(current, apply)
  return (
    <select ref={ref} value={current} onChange={(event) => apply(event.target.value)} aria-label="Zeitraum">
      <option value="a">A</option>
      <option value="b">B</option>
    </select>
  )
}

function Text({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const ref = useEarlyChoice<HTMLInputElement>(value, onChange)
  return <input ref={ref} defaultValue={value} aria-label="Suche" />
}

/** The server's HTML in the document, changed by `before` as a visitor would before the scripts run, then hydrated. */
function hydrate(ui: React.ReactElement, before: (container: HTMLElement) => void) {
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = renderToString(ui)
  before(container)
  return render(ui, { container, hydrate: true })
}

describe('useEarlyChoice', () => {
  it('applies a choice made in the server’s HTML before hydration, and the control keeps it', async () => {
    const onChange = vi.fn()
    const { getByLabelText } = hydrate(<Choice value="a" onChange={onChange} />, (c) => {
      c.querySelector('select')!.value = 'b'
    })
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('b'))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(getByLabelText('Zeitraum')).toHaveValue('b')
  })

  it('does nothing when nothing was chosen', async () => {
    const onChange = vi.fn()
    hydrate(<Choice value="a" onChange={onChange} />, () => {})
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('ignores a select whose rendered value is none of its options (the browser shows another one by itself)', async () => {
    const onChange = vi.fn()
    hydrate(<Choice value="gone" onChange={onChange} />, () => {})
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('applies text typed into an input before hydration', async () => {
    const onChange = vi.fn()
    hydrate(<Text value="" onChange={onChange} />, (c) => {
      c.querySelector('input')!.value = 'Hydraulik'
    })
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('Hydraulik'))
  })
})
