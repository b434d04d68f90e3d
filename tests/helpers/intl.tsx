import { render, type RenderOptions } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import type { ReactElement, ReactNode } from 'react'

import { catalogues } from '@/messages'

type Language = keyof typeof catalogues

/** Renders a component with the real message catalogue of a language (German by default). */
export function renderWithIntl(ui: ReactElement, { language = 'de', ...options }: { language?: Language } & RenderOptions = {}) {
  const locale = language === 'en' ? 'en' : `${language}-ch`
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale={locale} messages={catalogues[language]} timeZone="Europe/Zurich">
      {children}
    </NextIntlClientProvider>
  )
  return render(ui, { wrapper: Wrapper, ...options })
}
