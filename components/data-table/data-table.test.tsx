import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { DEFAULT_PAGINATION, paginate } from '@/lib/pagination'
import { renderWithIntl } from '@/tests/helpers/intl'

import { DataTable, type Column } from './data-table.client'
import { UNSORTED, type SortState } from './sort'

type Order = { id: string; number: string; date: string; total: number }
const rows: Order[] = [
  { id: '1', number: 'A-100', date: '01.02.2026', total: 12 },
  { id: '2', number: 'A-101', date: '03.02.2026', total: 7 },
]
const columns: Column<Order>[] = [
  { key: 'number', header: 'Bestellnummer', sortable: true },
  { key: 'date', header: 'Datum' },
  { key: 'total', header: 'Total', align: 'end', render: (r) => `CHF ${r.total}.00` },
]

afterEach(() => vi.useRealTimers())

/** Gives the jsdom scroll region a layout: a 1000 px table in a 400 px box that scrollBy moves. */
function layOut(region: HTMLElement, scrollWidth = 1000, clientWidth = 400) {
  let left = 0
  Object.defineProperty(region, 'scrollWidth', { configurable: true, get: () => scrollWidth })
  Object.defineProperty(region, 'clientWidth', { configurable: true, get: () => clientWidth })
  Object.defineProperty(region, 'scrollLeft', { configurable: true, get: () => left })
  const scrollBy = vi.fn(({ left: by = 0 }: ScrollToOptions) => {
    left = Math.min(Math.max(0, left + by), scrollWidth - clientWidth)
    region.dispatchEvent(new Event('scroll'))
  })
  region.scrollBy = scrollBy as unknown as typeof region.scrollBy
  act(() => {
    window.dispatchEvent(new Event('resize'))
  })
  return { scrollBy, position: () => left }
}

function renderTable(props: Partial<Parameters<typeof DataTable<Order>>[0]> = {}) {
  return renderWithIntl(<DataTable caption="Bestellungen" columns={columns} rows={rows} rowKey={(r) => r.id} {...props} />)
}

describe('DataTable sorting (SPEC §4: ascending, descending, none)', () => {
  it('cycles the order from the header button and tells it with aria-sort', async () => {
    const seen: SortState[] = []
    function Harness() {
      const [sort, setSort] = useState<SortState>(UNSORTED)
      return (
        <DataTable
          caption="Bestellungen"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          sort={sort}
          onSortChange={(next) => {
            seen.push(next)
            setSort(next)
          }}
        />
      )
    }
    renderWithIntl(<Harness />)
    const header = screen.getByRole('columnheader', { name: /Bestellnummer/ })
    const button = within(header).getByRole('button')
    expect(header).toHaveAttribute('aria-sort', 'none')
    expect(button).toHaveAccessibleName('Bestellnummer sortierbar')
    await userEvent.click(button)
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    expect(button).toHaveAccessibleName('Bestellnummer aufsteigend sortiert')
    await userEvent.click(button)
    expect(header).toHaveAttribute('aria-sort', 'descending')
    expect(button).toHaveAccessibleName('Bestellnummer absteigend sortiert')
    await userEvent.click(button)
    expect(header).toHaveAttribute('aria-sort', 'none')
    expect(seen).toEqual([
      { column: 'number', order: 'asc' },
      { column: 'number', order: 'desc' },
      { column: null, order: null },
    ])
  })

  it('gives columns that are not sortable neither a button nor aria-sort', () => {
    renderTable()
    const date = screen.getByRole('columnheader', { name: 'Datum' })
    expect(date).not.toHaveAttribute('aria-sort')
    expect(within(date).queryByRole('button')).toBeNull()
  })

  it('sorts by keyboard', async () => {
    const onSortChange = vi.fn()
    renderTable({ onSortChange })
    await userEvent.tab() // the scroll region
    await userEvent.tab()
    expect(screen.getByRole('button', { name: /Bestellnummer/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onSortChange).toHaveBeenCalledWith({ column: 'number', order: 'asc' })
  })
})

describe('DataTable content', () => {
  it('renders a named table with rows, plain and rendered cells', () => {
    renderTable()
    expect(screen.getByRole('table', { name: 'Bestellungen' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Bestellungen' })).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('cell', { name: 'A-101' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'CHF 12.00' })).toHaveClass(/end/)
  })

  it('shows "Keine Einträge gefunden." for no rows, or the given text', () => {
    const { rerender } = renderTable({ rows: [] })
    expect(screen.getByRole('cell', { name: 'Keine Einträge gefunden.' })).toHaveAttribute('colspan', '3')
    rerender(<DataTable caption="Bestellungen" columns={columns} rows={[]} rowKey={(r) => r.id} emptyText="Keine Bestellungen." />)
    expect(screen.getByRole('cell', { name: 'Keine Bestellungen.' })).toBeInTheDocument()
  })

  it('marks the table busy while loading and announces it', () => {
    const { rerender } = renderTable({ loading: true })
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …')
    rerender(<DataTable caption="Bestellungen" columns={columns} rows={[]} rowKey={(r) => r.id} loading />)
    expect(screen.getByRole('cell', { name: 'Wird geladen …' })).toBeInTheDocument()
    rerender(<DataTable caption="Bestellungen" columns={columns} rows={rows} rowKey={(r) => r.id} />)
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('shows the toolbar with the list filters above the table', () => {
    renderTable({ toolbar: <label>Status<select /></label> })
    expect(screen.getByLabelText('Status')).toBeInTheDocument()
  })
})

describe('DataTable pagination (SPEC §3, §9 defaults)', () => {
  it('starts from limit 20, offset 0, page 1, pages 1, total 0 and then shows no pages', () => {
    expect(DEFAULT_PAGINATION).toEqual({ limit: 20, offset: 0, page: 1, pages: 1, total: 0 })
    renderTable({ onPageChange: vi.fn() })
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('marks the current page and emits page, offset and limit', async () => {
    const onPageChange = vi.fn()
    renderTable({ pagination: paginate(95, 20, 40), onPageChange })
    const nav = screen.getByRole('navigation', { name: 'Seiten' })
    expect(within(nav).getByRole('button', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual(['Vorherige Seite', '1', '2', '3', '4', '5', 'Nächste Seite'])
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }))
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 4, offset: 60, limit: 20 })
    await userEvent.click(screen.getByRole('button', { name: 'Vorherige Seite' }))
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 2, offset: 20, limit: 20 })
    await userEvent.click(screen.getByRole('button', { name: 'Seite 1' }))
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 1, offset: 0, limit: 20 })
    onPageChange.mockClear()
    await userEvent.click(screen.getByRole('button', { name: 'Seite 3' }))
    expect(onPageChange).not.toHaveBeenCalled()
  })

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderTable({ pagination: paginate(45, 20, 0), onPageChange: vi.fn() })
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeEnabled()
    rerender(<DataTable caption="B" columns={columns} rows={rows} rowKey={(r) => r.id} pagination={paginate(45, 20, 40)} onPageChange={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled()
  })
})

describe('DataTable sideways scrolling (SPEC §9: 50 px every 25 ms)', () => {
  it('shows the scroll buttons only while the table overflows', () => {
    renderTable()
    expect(screen.queryByRole('button', { name: 'Tabelle nach rechts scrollen' })).toBeNull()
    layOut(screen.getByRole('region'))
    expect(screen.getByRole('button', { name: 'Tabelle nach rechts scrollen' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Tabelle nach links scrollen' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('scrolls 50 px at once and every 25 ms while the pointer holds the button, and stops on release', () => {
    vi.useFakeTimers()
    renderTable()
    const { scrollBy, position } = layOut(screen.getByRole('region'))
    const right = screen.getByRole('button', { name: 'Tabelle nach rechts scrollen' })
    fireEvent.pointerDown(right, { button: 0 })
    expect(position()).toBe(50)
    act(() => vi.advanceTimersByTime(24))
    expect(position()).toBe(50)
    act(() => vi.advanceTimersByTime(1))
    expect(position()).toBe(100)
    act(() => vi.advanceTimersByTime(75))
    expect(position()).toBe(250)
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 50, behavior: 'instant' })
    fireEvent.pointerUp(right)
    act(() => vi.advanceTimersByTime(100))
    expect(position()).toBe(250)
    expect(screen.getByRole('button', { name: 'Tabelle nach links scrollen' })).not.toHaveAttribute('aria-disabled')
  })

  it('stops when the pointer leaves the button', () => {
    vi.useFakeTimers()
    renderTable()
    const { position } = layOut(screen.getByRole('region'))
    const right = screen.getByRole('button', { name: 'Tabelle nach rechts scrollen' })
    fireEvent.pointerDown(right, { button: 0 })
    act(() => vi.advanceTimersByTime(50))
    fireEvent.pointerLeave(right)
    act(() => vi.advanceTimersByTime(100))
    expect(position()).toBe(150)
  })

  it('scrolls while Enter or Space is held and stops on key up', () => {
    vi.useFakeTimers()
    renderTable()
    const { position } = layOut(screen.getByRole('region'))
    const right = screen.getByRole('button', { name: 'Tabelle nach rechts scrollen' })
    fireEvent.keyDown(right, { key: ' ' })
    act(() => vi.advanceTimersByTime(50))
    fireEvent.keyDown(right, { key: ' ', repeat: true }) // auto-repeat must not restart the timer
    act(() => vi.advanceTimersByTime(25))
    fireEvent.keyUp(right, { key: ' ' })
    act(() => vi.advanceTimersByTime(100))
    expect(position()).toBe(200)
    const left = screen.getByRole('button', { name: 'Tabelle nach links scrollen' })
    fireEvent.keyDown(left, { key: 'Enter' })
    act(() => vi.advanceTimersByTime(25))
    fireEvent.keyUp(left, { key: 'Enter' })
    expect(position()).toBe(100)
  })

  it('stops at the end of the table', () => {
    vi.useFakeTimers()
    renderTable()
    const { scrollBy, position } = layOut(screen.getByRole('region'))
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Tabelle nach rechts scrollen' }), { button: 0 })
    act(() => vi.advanceTimersByTime(1000))
    expect(position()).toBe(600)
    expect(scrollBy).toHaveBeenCalledTimes(12)
    expect(vi.getTimerCount()).toBe(0)
    expect(screen.getByRole('button', { name: 'Tabelle nach rechts scrollen' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('scrolls one step for a click without a pointer, as screen readers send it', () => {
    renderTable()
    const { position } = layOut(screen.getByRole('region'))
    fireEvent.click(screen.getByRole('button', { name: 'Tabelle nach rechts scrollen' }))
    expect(position()).toBe(50)
  })
})
