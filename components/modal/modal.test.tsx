import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { renderWithIntl } from '@/tests/helpers/intl'

import { Modal, MODAL_SIZES } from './modal.client'

function Harness({ loading = false }: { loading?: boolean }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button onClick={() => setOpen(true)}>Öffnen</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Lieferadresse" loading={loading}>
        <input aria-label="Strasse" />
        <button>Speichern</button>
      </Modal>
    </>
  )
}

describe('Modal', () => {
  it('is 800 px wide by default', () => {
    expect(MODAL_SIZES.md).toBe(800)
  })

  it('opens as a labelled dialog, moves focus in and locks page scroll', async () => {
    renderWithIntl(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }))
    const dialog = screen.getByRole('dialog', { name: 'Lieferadresse' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog.closest('[data-size]') ?? dialog).toHaveAttribute('data-size', 'md')
    expect(screen.getByRole('button', { name: 'Schliessen' })).toHaveFocus()
    expect(document.body.style.overflow).toBe('hidden')
  })

  it('closes on Escape and gives focus back to the opener', async () => {
    renderWithIntl(<Harness />)
    const opener = screen.getByRole('button', { name: 'Öffnen' })
    await userEvent.click(opener)
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
    expect(document.body.style.overflow).toBe('')
  })

  it('keeps focus inside: Tab from the last control goes to the first, Shift+Tab back', async () => {
    renderWithIntl(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }))
    screen.getByRole('button', { name: 'Speichern' }).focus()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Schliessen' })).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveFocus()
  })

  it('closes from the close button and the backdrop', async () => {
    const onClose = vi.fn()
    renderWithIntl(
      <Modal open onClose={onClose} title="T">
        x
      </Modal>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Schliessen' }))
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!)
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('shows a loader and marks itself busy while loading', async () => {
    renderWithIntl(<Harness loading />)
    await act(async () => screen.getByRole('button', { name: 'Öffnen' }).click())
    expect(screen.getByRole('dialog')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen …')
  })
})
