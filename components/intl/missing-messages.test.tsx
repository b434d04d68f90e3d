import { render } from '@testing-library/react'
import { NextIntlClientProvider, useTranslations } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { MoreMessages } from '@/components/intl/more-messages.client'
import { renderWithIntl } from '@/tests/helpers/intl'
import { takeIntlErrors } from '@/tests/helpers/intl-errors'

function Label({ namespace, name }: { namespace: string; name: string }) {
  const t = useTranslations(namespace)
  return <span>{t(name)}</span>
}

// vitest.setup.ts fails a test after it ran when next-intl reported a problem; these tests take the reports themselves to look at them.
describe('component tests fail on a missing message (vitest.setup.ts)', () => {
  it('reports a key missing from the catalogue of renderWithIntl', () => {
    renderWithIntl(<Label namespace="carts" name="add" />)
    expect(takeIntlErrors()).toEqual([
      expect.objectContaining({ code: 'MISSING_MESSAGE', message: expect.stringContaining('carts.add') }),
    ])
  })

  it('reports a namespace a page did not hand to the browser (a provider of its own, MoreMessages)', () => {
    render(
      <NextIntlClientProvider locale="de-ch" messages={{ header: { menu: 'Menü' } }} timeZone="Europe/Zurich">
        <MoreMessages messages={{ carts: { addToCart: { label: 'In den Warenkorb' } } }}>
          <Label namespace="carts.addToCart" name="label" />
          <Label namespace="carts.page" name="title" />
        </MoreMessages>
      </NextIntlClientProvider>,
    )
    expect(takeIntlErrors().map((problem) => problem.code)).toEqual(['MISSING_MESSAGE'])
  })

  it('reports a text whose value is missing', () => {
    renderWithIntl(<Label namespace="carts.addToCart" name="added" />)
    expect(takeIntlErrors().map((problem) => problem.code)).toEqual(['FORMATTING_ERROR'])
  })

  it('reports nothing when every text is there', () => {
    renderWithIntl(<Label namespace="carts.addToCart" name="label" />)
    expect(takeIntlErrors()).toEqual([])
  })
})
