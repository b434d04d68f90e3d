import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { TEST_CAPTCHA_TOKEN, type CaptchaClientConfig } from '@/lib/captcha/types'
import { renderWithIntl } from '@/tests/helpers/intl'

import { FeedbackForms } from './feedback-forms.client'
import { THANKS_DURATION_MS } from './review-form.client'

const PRODUCT = 'TRB-SYN-5W30-C3'
const TEST_CAPTCHA: CaptchaClientConfig = { provider: 'test', token: TEST_CAPTCHA_TOKEN }

function renderForms(captcha: CaptchaClientConfig = TEST_CAPTCHA) {
  return renderWithIntl(
    <SessionProvider session={{ captcha } as unknown as Session}>
      <FeedbackForms productNumber={PRODUCT} />
    </SessionProvider>,
  )
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
/** Opens a form: its code loads with the first opening (a chunk of its own), so wait for it. */
async function open(button: 'Produkt bewerten' | 'Frage stellen') {
  fireEvent.click(screen.getByRole('button', { name: button }))
  await screen.findByRole('button', { name: 'Absenden' })
}

const submit = () => screen.getByRole('button', { name: 'Absenden' })
const star = (count: number) =>
  screen.getByRole('button', { name: count === 1 ? '1 Stern' : `${count} Sterne` })

function fill({ name = 'Beat Keller', email = 'beat.keller@example.ch', comment = 'Läuft ruhig.' } = {}) {
  fireEvent.change(screen.getByLabelText('Name *'), { target: { value: name } })
  fireEvent.change(screen.getByLabelText('E-Mail *'), { target: { value: email } })
  fireEvent.change(screen.getByLabelText(/^Ihre (Bewertung|Frage) \*$/), { target: { value: comment } })
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('FeedbackForms', () => {
  it('opens the rating form from "Produkt bewerten" and the question form (without stars) from "Frage stellen"', async () => {
    renderForms()
    expect(screen.queryByRole('form')).toBeNull()
    await open('Produkt bewerten')
    expect(screen.getByRole('heading', { name: 'Produkt bewerten' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Produkt bewerten' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(5)
    await open('Frage stellen')
    expect(screen.getByRole('heading', { name: 'Frage zum Produkt stellen' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '1 Stern' })).toBeNull()
    expect(screen.getByLabelText('Ihre Frage *')).toBeInTheDocument()
  })

  it('keeps submit disabled while name, e-mail or message is empty', async () => {
    renderForms()
    await open('Produkt bewerten')
    expect(submit()).toBeDisabled()
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Beat Keller' } })
    fireEvent.change(screen.getByLabelText('E-Mail *'), { target: { value: 'beat.keller@example.ch' } })
    expect(submit()).toBeDisabled()
    fireEvent.change(screen.getByLabelText('Ihre Bewertung *'), { target: { value: '   ' } })
    expect(submit()).toBeDisabled()
    fireEvent.change(screen.getByLabelText('Ihre Bewertung *'), { target: { value: 'Gut.' } })
    await waitFor(() => expect(submit()).toBeEnabled())
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: '' } })
    await waitFor(() => expect(submit()).toBeDisabled())
  })

  it('disables submit while the request runs', async () => {
    let answer: (response: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    renderForms()
    await open('Produkt bewerten')
    fill()
    await waitFor(() => expect(submit()).toBeEnabled())
    fireEvent.click(submit())
    const sending = await screen.findByRole('button', { name: 'Wird gesendet …' })
    expect(sending).toBeDisabled()
    await act(async () => answer(json({ data: { id: 1, status: 'pending' } }, 201)))
    expect(await screen.findByRole('status')).toHaveTextContent('Vielen Dank')
  })

  it('chooses stars and clears the rating when the chosen star is clicked again', async () => {
    renderForms()
    await open('Produkt bewerten')
    expect(screen.getByText(/Keine Sterne gewählt/)).toBeInTheDocument()
    fireEvent.click(star(4))
    expect(star(4)).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('4 von 5 Sternen gewählt')).toBeInTheDocument()
    fireEvent.click(star(2))
    expect(star(4)).toHaveAttribute('aria-pressed', 'false')
    expect(star(2)).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(star(2))
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0)
    expect(screen.getByText(/Keine Sterne gewählt/)).toBeInTheDocument()
  })

  it('moves between the stars with the arrow keys', async () => {
    renderForms()
    await open('Produkt bewerten')
    star(1).focus()
    fireEvent.keyDown(star(1), { key: 'ArrowRight' })
    expect(star(2)).toHaveFocus()
    fireEvent.keyDown(star(2), { key: 'End' })
    expect(star(5)).toHaveFocus()
  })

  it('sends the review with stars, honeypot and captcha token, thanks for 3 s, then resets and closes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetchMock = vi.fn().mockResolvedValue(json({ data: { id: 41, status: 'pending' } }, 201))
    vi.stubGlobal('fetch', fetchMock)
    renderForms()
    await open('Produkt bewerten')
    fill()
    fireEvent.click(star(5))
    await waitFor(() => expect(submit()).toBeEnabled())
    fireEvent.click(submit())
    expect(
      await screen.findByText('Vielen Dank für Ihre Bewertung. Sie wird nach einer Prüfung veröffentlicht.'),
    ).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/product-review/')
    expect(init.method).toBe('POST')
    expect(init.headers['x-tribo-locale']).toBe('de-ch')
    expect(JSON.parse(init.body)).toEqual({
      name: 'Beat Keller',
      email: 'beat.keller@example.ch',
      comment: 'Läuft ruhig.',
      rating: 5,
      product: PRODUCT,
      kind: 'rating',
      username: '',
      captchaToken: TEST_CAPTCHA_TOKEN,
    })

    // Let the effect that starts the thanks timer run.
    await act(async () => {})
    act(() => vi.advanceTimersByTime(THANKS_DURATION_MS - 100))
    expect(screen.getByRole('status')).toHaveTextContent('Vielen Dank')
    act(() => vi.advanceTimersByTime(100))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Produkt bewerten' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Produkt bewerten' })).toHaveAttribute('aria-expanded', 'false')
    // Opened again, the form is empty.
    await open('Produkt bewerten')
    expect(screen.getByLabelText('Name *')).toHaveValue('')
    expect(screen.getByLabelText('Ihre Bewertung *')).toHaveValue('')
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0)
  })

  it('sends a question without stars', async () => {
    const fetchMock = vi.fn().mockResolvedValue(json({ data: { id: 42, status: 'pending' } }, 201))
    vi.stubGlobal('fetch', fetchMock)
    renderForms()
    await open('Frage stellen')
    fill({ comment: 'Passt das zu MB 229.52?' })
    await waitFor(() => expect(submit()).toBeEnabled())
    fireEvent.click(submit())
    expect(await screen.findByText(/Vielen Dank für Ihre Frage/)).toBeInTheDocument()
    const body = JSON.parse(fetchMock.mock.calls[0]![1].body)
    expect(body).toMatchObject({ kind: 'question', comment: 'Passt das zu MB 229.52?' })
    expect(body).not.toHaveProperty('rating')
  })

  it('shows the server’s messages in the form, marks the named field and keeps the input', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      json(
        {
          data: null,
          messages: [
            {
              type: 'error',
              message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
              meta: { fields: ['email'] },
            },
          ],
        },
        400,
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderForms()
    await open('Produkt bewerten')
    fill({ email: 'beat.keller@example.ch' })
    await waitFor(() => expect(submit()).toBeEnabled())
    fireEvent.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    )
    expect(screen.getByLabelText('E-Mail *')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Name *')).toHaveValue('Beat Keller')
    expect(screen.getByLabelText('Ihre Bewertung *')).toHaveValue('Läuft ruhig.')
    expect(submit()).toBeEnabled()
  })

  it('shows the rate-limit message of a 429', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        json(
          {
            data: null,
            messages: [{ type: 'error', message: 'Sie haben in kurzer Zeit zu viele Nachrichten gesendet.' }],
          },
          429,
        ),
      ),
    )
    renderForms()
    await open('Frage stellen')
    fill()
    await waitFor(() => expect(submit()).toBeEnabled())
    fireEvent.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent('zu viele Nachrichten')
  })

  it('checks the e-mail address before sending', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderForms()
    await open('Produkt bewerten')
    fill({ email: 'beat.keller' })
    await waitFor(() => expect(submit()).toBeEnabled())
    fireEvent.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('explains a captcha that cannot load, sends nothing and keeps the input', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderForms({ provider: 'recaptcha', siteKey: null })
    await open('Produkt bewerten')
    fill()
    await waitFor(() => expect(submit()).toBeEnabled())
    fireEvent.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Sicherheitsprüfung konnte nicht geladen werden.',
    )
    expect(fetchMock).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Name *')).toHaveValue('Beat Keller')
  })

  it('shows the unknown-error text when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    renderForms()
    await open('Produkt bewerten')
    fill()
    await waitFor(() => expect(submit()).toBeEnabled())
    fireEvent.click(submit())
    expect(await screen.findByRole('alert')).toHaveTextContent('Es ist ein unbekannter Fehler aufgetreten.')
  })

  it('has a hidden honeypot named username outside the tab order', async () => {
    renderForms()
    await open('Produkt bewerten')
    const trap = document.querySelector<HTMLInputElement>('input[name="username"]')!
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  })
})
