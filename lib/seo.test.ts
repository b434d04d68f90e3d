import { describe, expect, it } from 'vitest'

import { pageMetadata } from './seo'

describe('page metadata (canonical, hreflang, Open Graph)', () => {
  const meta = pageMetadata({
    origin: 'https://www.tribo.ch',
    locale: 'fr-ch',
    defaultLocale: 'de-ch',
    alternates: {
      'de-ch': '/de-ch/unternehmen/geschichte',
      'fr-ch': '/fr-ch/entreprise/histoire',
      en: '/en/company/history',
    },
    title: 'Histoire',
    siteName: 'Tribo',
  })

  it('points the canonical URL at the page itself', () => {
    expect(meta.alternates?.canonical).toBe('https://www.tribo.ch/fr-ch/entreprise/histoire')
  })

  it('lists every locale with BCP 47 codes and the default as x-default', () => {
    expect(meta.alternates?.languages).toEqual({
      'de-CH': 'https://www.tribo.ch/de-ch/unternehmen/geschichte',
      'fr-CH': 'https://www.tribo.ch/fr-ch/entreprise/histoire',
      en: 'https://www.tribo.ch/en/company/history',
      'x-default': 'https://www.tribo.ch/de-ch/unternehmen/geschichte',
    })
  })

  it('describes the page for sharing', () => {
    expect(meta.openGraph).toMatchObject({
      title: 'Histoire',
      siteName: 'Tribo',
      locale: 'fr_CH',
      url: 'https://www.tribo.ch/fr-ch/entreprise/histoire',
      alternateLocale: ['de_CH', 'en'],
    })
  })
})
