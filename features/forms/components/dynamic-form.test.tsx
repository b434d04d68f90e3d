import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { configureApiClient, resetApiClient } from '@/lib/api/client'
import { SessionProvider } from '@/features/session/components/session-provider.client'
import type { Session } from '@/features/session/types'
import { TEST_CAPTCHA_TOKEN } from '@/lib/captcha/types'
import { renderWithIntl } from '@/tests/helpers/intl'

import type { FormDefinition, FormField } from '../types'
import { DynamicForm } from './dynamic-form.client'

const f = (overrides: Partial<FormField> & Pick<FormField, 'type' | 'name' | 'label'>): FormField => ({
  required: false,
  validators: [],
  ...overrides,
})

/** One field of every field type. */
const definition: FormDefinition = {
  id: '7',
  title: 'Beratung',
  submitUrl: '/api/forms/7/submit',
  fields: [
    f({ type: 'hidden', name: 'source', label: '', defaultValue: 'beratung' }),
    f({ type: 'subheader', name: '', label: 'Ihr Fahrzeugpark' }),
    f({
      type: 'text',
      name: 'company',
      label: 'Firma',
      required: true,
      validators: [{ type: 'Length', min: 2, max: 80 }],
    }),
    f({ type: 'email', name: 'email', label: 'E-Mail', required: true }),
    f({ type: 'tel', name: 'phone', label: 'Telefon' }),
    f({
      type: 'number',
      name: 'vehicles',
      label: 'Anzahl Fahrzeuge',
      validators: [{ type: 'Range', min: 1, max: 500 }],
    }),
    f({ type: 'password', name: 'code', label: 'Zugangscode' }),
    f({
      type: 'password',
      name: 'codeRepeat',
      label: 'Zugangscode wiederholen',
      validators: [{ type: 'IdenticalTo', field: 'code' }],
    }),
    f({ type: 'date', name: 'visit', label: 'Wunschtermin' }),
    f({
      type: 'select.single',
      name: 'branch',
      label: 'Branche',
      options: [
        { value: 'garage', label: 'Garage' },
        { value: 'fleet', label: 'Flotte' },
      ],
    }),
    f({
      type: 'radio',
      name: 'contact',
      label: 'Kontakt per',
      options: [
        { value: 'mail', label: 'E-Mail' },
        { value: 'phone', label: 'Anruf' },
      ],
    }),
    f({
      type: 'checkboxes',
      name: 'areas',
      label: 'Bereiche',
      options: [
        { value: 'pkw', label: 'PKW' },
        { value: 'lkw', label: 'LKW' },
      ],
    }),
    f({
      type: 'textarea',
      name: 'message',
      label: 'Nachricht',
      validators: [{ type: 'MaxLength', max: 200 }],
    }),
    f({ type: 'file', name: 'docs', label: 'Unterlagen', accept: ['pdf'], maxFiles: 2 }),
    f({
      type: 'checkbox',
      name: 'privacy',
      label: 'Ich akzeptiere die Datenschutzerklärung',
      required: true,
    }),
    f({ type: 'recaptcha', name: '', label: '' }),
    f({ type: 'submit', name: '', label: 'Anfrage senden' }),
  ],
}

function renderForm(props: Partial<Parameters<typeof DynamicForm>[0]> = {}) {
  return renderWithIntl(
    <SessionProvider
      session={{ captcha: { provider: 'test', token: TEST_CAPTCHA_TOKEN } } as unknown as Session}
    >
      <DynamicForm definition={definition} {...props} />
    </SessionProvider>,
  )
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const submit = () => screen.getByRole('button', { name: 'Anfrage senden' })

function fillRequired() {
  fireEvent.change(screen.getByLabelText('Firma *'), { target: { value: 'Garage Muster AG' } })
  fireEvent.change(screen.getByLabelText('E-Mail *'), { target: { value: 'anna@garage-muster.ch' } })
  fireEvent.click(screen.getByLabelText('Ich akzeptiere die Datenschutzerklärung *'))
}

function useFetch(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => response())
  configureApiClient({ fetch: fetch as unknown as typeof globalThis.fetch })
  return fetch
}

afterEach(() => {
  resetApiClient()
})

describe('DynamicForm', () => {
  it('renders a control for every field type with its label, marks required ones and shows the captcha notice', () => {
    renderForm()
    expect(screen.getByRole('heading', { name: 'Ihr Fahrzeugpark' })).toBeInTheDocument()
    expect(screen.getByLabelText('Firma *')).toHaveAttribute('maxlength', '80')
    expect(screen.getByLabelText('E-Mail *')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Telefon')).toHaveAttribute('type', 'tel')
    expect(screen.getByLabelText('Anzahl Fahrzeuge')).toHaveAttribute('inputmode', 'decimal')
    expect(screen.getByLabelText('Zugangscode')).toHaveAttribute('type', 'password')
    expect(screen.getByLabelText('Wunschtermin')).toHaveAttribute('type', 'date')
    expect(screen.getByRole('combobox', { name: 'Branche' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Kontakt per' })).toBeInTheDocument()
    expect(screen.getAllByRole('radio')).toHaveLength(2)
    expect(screen.getByRole('group', { name: 'Bereiche' })).toBeInTheDocument()
    expect(screen.getByLabelText('Nachricht')).toHaveAttribute('maxlength', '200')
    expect(screen.getByLabelText('Unterlagen')).toHaveAttribute('type', 'file')
    expect(screen.getByLabelText('Unterlagen')).toHaveAttribute('accept', '.pdf,application/pdf')
    expect(screen.getByText(/durch reCAPTCHA vor Spam geschützt/)).toBeInTheDocument()
    expect(screen.getByText('Felder mit * sind Pflichtfelder.')).toBeInTheDocument()
    expect(document.querySelector('input[type="hidden"][name="source"]')).toHaveValue('beratung')
  })

  it('shows each broken rule at its field and sends nothing', async () => {
    const fetch = useFetch(() => json({ data: { id: 1, message: 'ok' } }, 201))
    renderForm()
    fireEvent.change(screen.getByLabelText('Firma *'), { target: { value: 'A' } })
    fireEvent.change(screen.getByLabelText('E-Mail *'), { target: { value: 'anna@' } })
    fireEvent.change(screen.getByLabelText('Anzahl Fahrzeuge'), { target: { value: '900' } })
    fireEvent.change(screen.getByLabelText('Zugangscode'), { target: { value: 'abc' } })
    fireEvent.change(screen.getByLabelText('Zugangscode wiederholen'), { target: { value: 'abd' } })
    fireEvent.click(submit())
    expect(await screen.findByText('Die Eingabe ist zu kurz (mindestens 2 Zeichen).')).toBeInTheDocument()
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument()
    expect(screen.getByText('Der Wert muss zwischen 1 und 500 liegen.')).toBeInTheDocument()
    expect(screen.getByText('Die Eingabe stimmt nicht mit «Zugangscode» überein.')).toBeInTheDocument()
    expect(screen.getByText('Bitte bestätigen Sie dieses Feld.')).toBeInTheDocument()
    expect(screen.getByLabelText('Firma *')).toHaveAttribute('aria-invalid', 'true')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('posts multipart to the submit URL with honeypot and captcha token, then shows the standard success text', async () => {
    const fetch = useFetch(() =>
      json({ data: { id: 12, message: 'Vielen Dank, das Formular wurde erfolgreich abgesendet.' } }, 201),
    )
    const onSubmitted = vi.fn()
    renderForm({ onSubmitted })
    fillRequired()
    fireEvent.click(screen.getByLabelText('LKW'))
    fireEvent.click(submit())
    expect(
      await screen.findByText('Vielen Dank, das Formular wurde erfolgreich abgesendet.'),
    ).toBeInTheDocument()
    const [url, init] = fetch.mock.calls[0]
    expect(url).toBe('/api/forms/7/submit')
    const body = init.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(body.get('company')).toBe('Garage Muster AG')
    expect(body.getAll('areas')).toEqual(['lkw'])
    expect(body.get('privacy')).toBe('true')
    expect(body.get('source')).toBe('beratung')
    expect(body.get('username')).toBe('')
    expect(body.get('captchaToken')).toBe(TEST_CAPTCHA_TOKEN)
    expect(new Headers(init.headers).get('content-type')).toBeNull()
    expect(onSubmitted).toHaveBeenCalledWith({
      id: 12,
      message: 'Vielen Dank, das Formular wurde erfolgreich abgesendet.',
    })
  })

  it('puts the messages of a 400 at the fields the server names and keeps the input', async () => {
    useFetch(() =>
      json(
        {
          data: null,
          messages: [
            { type: 'error', message: '«cv.pdf» ist kein PDF-Dokument.', meta: { fields: ['docs'] } },
          ],
        },
        400,
      ),
    )
    renderForm()
    fillRequired()
    fireEvent.click(submit())
    expect(await screen.findByText('«cv.pdf» ist kein PDF-Dokument.')).toBeInTheDocument()
    expect(screen.getByLabelText('Firma *')).toHaveValue('Garage Muster AG')
    expect(submit()).toBeEnabled()
  })

  it('swallows a failed submit: the standard error text shows and the form can be sent again', async () => {
    useFetch(() => json({ data: null }, 500))
    renderForm()
    fillRequired()
    fireEvent.click(submit())
    expect(
      await screen.findByText('Leider ist ein Fehler aufgetreten. Bitte versuchen Sie es nochmals.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(submit()).toBeEnabled())
  })

  it('lists chosen files with their size and removes one before sending', async () => {
    renderForm()
    const input = screen.getByLabelText('Unterlagen')
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4 lebenslauf'], 'lebenslauf.pdf', { type: 'application/pdf' })] },
    })
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4 zeugnis'], 'zeugnis.pdf', { type: 'application/pdf' })] },
    })
    expect(await screen.findByText('lebenslauf.pdf')).toBeInTheDocument()
    expect(screen.getByText('zeugnis.pdf')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'lebenslauf.pdf entfernen' }))
    expect(screen.queryByText('lebenslauf.pdf')).toBeNull()
    expect(screen.getByText('zeugnis.pdf')).toBeInTheDocument()
  })

  it('refuses a chosen file that is no PDF before sending', async () => {
    renderForm()
    fireEvent.change(screen.getByLabelText('Unterlagen'), {
      target: { files: [new File(['x'], 'foto.png', { type: 'image/png' })] },
    })
    expect(
      await screen.findByText('«foto.png» ist kein PDF-Dokument. Bitte laden Sie nur PDF-Dokumente hoch.'),
    ).toBeInTheDocument()
  })

  it('in process mode only validates and hands the values over', async () => {
    const fetch = useFetch(() => json({}, 500))
    const onValid = vi.fn()
    renderForm({ onValid, submitLabel: 'Weiter' })
    fillRequired()
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }))
    await waitFor(() => expect(onValid).toHaveBeenCalled())
    expect(onValid.mock.calls[0][0]).toMatchObject({
      company: 'Garage Muster AG',
      email: 'anna@garage-muster.ch',
      privacy: true,
      areas: [],
    })
    expect(fetch).not.toHaveBeenCalled()
  })
})
