import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { catalogues } from '@/messages'
import { testQueryClient } from '@/tests/helpers/intl'

import { LoginForm } from './login-form.client'

// Like the site layout: the form's request is a mutation of the page's React Query client.
function renderForm() {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <NextIntlClientProvider locale="de-ch" messages={catalogues.de}>
        <LoginForm redirectUrl="/de-ch" />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('LoginForm', () => {
  it('keeps submit disabled until username and password are filled', async () => {
    renderForm()
    const submit = screen.getByRole('button', { name: 'Anmelden' })
    expect(submit).toBeDisabled()
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'kunde' } })
    expect(submit).toBeDisabled()
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'x' } })
    await waitFor(() => expect(submit).toBeEnabled())
  })

  it('shows and hides the password', () => {
    renderForm()
    const password = screen.getByLabelText('Passwort')
    expect(password).toHaveAttribute('type', 'password')
    fireEvent.click(screen.getByRole('button', { name: 'Passwort anzeigen' }))
    expect(password).toHaveAttribute('type', 'text')
    fireEvent.click(screen.getByRole('button', { name: 'Passwort verbergen' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('shows the message of a refused login and sends locale header and redirect target', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          data: null,
          messages: [{ type: 'error', message: 'Benutzername oder Passwort ist falsch.' }],
        }),
        { status: 401 },
      ),
    )
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    fireEvent.change(screen.getByLabelText('Benutzername'), { target: { value: 'kunde' } })
    fireEvent.change(screen.getByLabelText('Passwort'), { target: { value: 'falsch' } })
    await waitFor(() => expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled())
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Benutzername oder Passwort ist falsch.')
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/auth/login')
    expect(init.headers['x-tribo-locale']).toBe('de-ch')
    expect(JSON.parse(init.body)).toEqual({
      username: 'kunde',
      password: 'falsch',
      loginRedirectUrl: '/de-ch',
    })
  })
})

describe('LoginForm before hydration', () => {
  it('takes over values typed into the server-rendered inputs before hydration, and posts rather than leaking them in a URL', async () => {
    const client = testQueryClient()
    const tree = (
      <QueryClientProvider client={client}>
        <NextIntlClientProvider locale="de-ch" messages={catalogues.de}>
          <LoginForm redirectUrl="/de-ch" />
        </NextIntlClientProvider>
      </QueryClientProvider>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(tree)
    document.body.appendChild(container)
    expect(container.querySelector('form')).toHaveAttribute('method', 'post')
    const submit = container.querySelector('button[type=submit]') as HTMLButtonElement
    expect(submit).toBeDisabled()
    ;(container.querySelector('input[name="username"]') as HTMLInputElement).value = 'kunde'
    ;(container.querySelector('input[name="password"]') as HTMLInputElement).value = 'Kunde-2026!'
    const root = await act(async () => hydrateRoot(container, tree))
    await waitFor(() => expect(submit).toBeEnabled())
    act(() => root.unmount())
    container.remove()
  })
})
