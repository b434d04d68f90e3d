import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { useAddressState } from './use-address-state'

const read = (params: { get(name: string): string | null }) => Number(params.get('n') ?? 0)
const write = (path: string, n: number) => (n ? `${path}?n=${n}` : path)

function Probe() {
  const [n, go] = useAddressState('/de-ch/probe', 1, read, write)
  return (
    <>
      <output>{n}</output>
      <button onClick={() => go(n + 1)}>push</button>
      <button onClick={() => go(n + 10, 'replace')}>replace</button>
    </>
  )
}

describe('useAddressState', () => {
  it('writes each change to the address (push adds a history entry, replace does not) and reads Back again', () => {
    window.history.replaceState(null, '', '/de-ch/probe?n=1')
    const before = window.history.length
    render(<Probe />)
    act(() => screen.getByText('push').click())
    expect(window.location.search).toBe('?n=2')
    expect(window.history.length).toBe(before + 1)
    act(() => screen.getByText('replace').click())
    expect(window.location.search).toBe('?n=12')
    expect(window.history.length).toBe(before + 1)
    act(() => {
      window.history.replaceState(null, '', '/de-ch/probe?n=5')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByRole('status')).toHaveTextContent('5')
  })
})
