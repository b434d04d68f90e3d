import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { paginate } from '@/lib/pagination'
import { renderWithIntl } from '@/tests/helpers/intl'

import { DataTable, pageWindow } from './data-table.client'
import { nextSort, TABLE_SCROLL_INTERVAL_MS, TABLE_SCROLL_STEP_PX, UNSORTED, type SortState } from './sort'

type Order = { id: string; number: string; date: string }
const rows: Order[] = [
  { id: '1', number: 'A-100', date: '01.02.2026' },
  { id: '2', number: 'A-101', date: '03.02.2026' },
]
const columns = [
  { key: 'number', header: 'Bestellnummer', sortable: true },
  { key: 'date', header: 'Datum' },
]

afterEach(() => vi.useRealTimers())

describe('table sorting', () => {
  it('cycles ascending, descending, none', () => {
    let state: SortState = UNSORTED
    state = nextSort(state, 'number')
    expect(state).toEqual({ column: 'number', order: 'asc' })
    state = nextSort(state, 'number')
    expect(state).toEqual({ column: 'number', order: 'desc' })
    state = nextSort(state, 'number')
    expect(state).toEqual({ column: null, order: null })
    expect(nextSort({ column: 'number', order: 'desc' }, 'date')).toEqual({ column: 'date', order: 'asc' })
  })

  it('cycles from the header button and tells the order with aria-sort', async () => {
    function Harness() {
      const [sort, setSort] = useState<SortState>(UNSORTED)
      return (
        <DataTable
          caption="Bestellungen"
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          sort={sort}
          onSortChange={setSort}
        />
      )
    }
    renderWithIntl(<Harness />)
    const header = screen.getByRole('columnheader', { name: /Bestellnummer/ })
    expect(header).toHaveAttribute('aria-sort', 'none')
    const button = within(header).getByRole('button')
    await userEvent.click(button)
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(button)
    expect(header).toHaveAttribute('aria-sort', 'descending')
    await userEvent.click(button)
    expect(header).toHaveAttribute('aria-sort', 'none')
    expect(screen.getByRole('columnheader', { name: 'Datum' })).not.toHaveAttribute('aria-sort')
  })
})

describe('DataTable', () => {
  it('renders rows and an empty state', () => {
    const { rerender } = renderWithIntl(
      <DataTable caption="Bestellungen" columns={columns} rows={rows} rowKey={(r) => r.id} />,
    )
    expect(screen.getByRole('table', { name: 'Bestellungen' })).toBeInTheDocument()
    expect(screen.getByText('A-101')).toBeInTheDocument()
    rerender(<DataTable caption="Bestellungen" columns={columns} rows={[]} rowKey={(r: Order) => r.id} />)
    expect(screen.getByText('Keine Einträge gefunden.')).toBeInTheDocument()
  })

  it('pages with offsets of the limit', async () => {
    const onPageChange = vi.fn()
    renderWithIntl(
      <DataTable
        caption="B"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        pagination={paginate(95, 20, 40)}
        onPageChange={onPageChange}
      />,
    )
    expect(screen.getByRole('button', { name: 'Seite 3' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }))
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 4, offset: 60, limit: 20 })
    await userEvent.click(screen.getByRole('button', { name: 'Seite 1' }))
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 1, offset: 0, limit: 20 })
  })

  it('hides the pagination for a single page and shows gaps in long ones', () => {
    renderWithIntl(<DataTable caption="B" columns={columns} rows={rows} rowKey={(r) => r.id} />)
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(pageWindow(10, 20)).toEqual([1, null, 9, 10, 11, null, 20])
  })

  it('scrolls sideways by 50 px every 25 ms while a scroll button is held', () => {
    vi.useFakeTimers()
    expect([TABLE_SCROLL_STEP_PX, TABLE_SCROLL_INTERVAL_MS]).toEqual([50, 25])
    renderWithIntl(<DataTable caption="B" columns={columns} rows={rows} rowKey={(r) => r.id} />)
    const region = screen.getByRole('region', { name: 'B' })
    const scrollBy = vi.fn()
    region.scrollBy = scrollBy as unknown as typeof region.scrollBy
    // Hidden in jsdom, which has no layout and so no overflow; the handlers are what is tested here.
    const right = document.querySelector<HTMLButtonElement>(
      'button[aria-label="Tabelle nach rechts scrollen"]',
    )!
    fireEvent.pointerDown(right)
    act(() => vi.advanceTimersByTime(100))
    expect(scrollBy).toHaveBeenCalledTimes(5)
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 50 })
    fireEvent.pointerUp(right)
    act(() => vi.advanceTimersByTime(100))
    expect(scrollBy).toHaveBeenCalledTimes(5)
  })
})

describe('narrow columns', () => {
  it('shows a short header while screen readers and the tooltip get the full one', () => {
    const narrow = [
      { key: 'number', header: 'Bestellnummer', shortHeader: 'Bestell-Nr.', sortable: true },
      { key: 'date', header: 'Bestelldatum', shortHeader: 'Datum' },
    ]
    renderWithIntl(<DataTable caption="Bestellungen" columns={narrow} rows={rows} rowKey={(r) => r.id} />)
    expect(screen.getByRole('columnheader', { name: 'Bestelldatum' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Bestellnummer/ })).toBeInTheDocument()
    const short = screen.getByText('Datum')
    expect(short.tagName).toBe('ABBR')
    expect(short).toHaveAttribute('title', 'Bestelldatum')
    expect(short).toHaveAttribute('aria-hidden', 'true')
  })

  it('lets the cells of a wrapping column take more lines', () => {
    renderWithIntl(
      <DataTable
        caption="Bestellungen"
        columns={[
          { key: 'number', header: 'Nummer' },
          { key: 'date', header: 'Datum', wrap: true },
        ]}
        rows={rows}
        rowKey={(r) => r.id}
      />,
    )
    const [number, date] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell')
    expect(date!.className).toMatch(/wrap/)
    expect(number!.className).not.toMatch(/wrap/)
  })
})
