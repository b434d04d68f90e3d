import { describe, expect, it } from 'vitest'

import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap'

describe('sitemap and robots.txt', () => {
  const entries = sitemapEntries([
    { id: 'p1', locale: 'de-ch', path: '/de-ch/unternehmen' },
    { id: 'p1', locale: 'fr-ch', path: '/fr-ch/entreprise' },
    { id: 'p2', locale: 'de-ch', path: '/de-ch/service' },
  ])

  it('lists every version with all its alternates', () => {
    expect(entries).toEqual([
      {
        path: '/de-ch/unternehmen',
        alternates: { 'de-ch': '/de-ch/unternehmen', 'fr-ch': '/fr-ch/entreprise' },
      },
      {
        path: '/fr-ch/entreprise',
        alternates: { 'de-ch': '/de-ch/unternehmen', 'fr-ch': '/fr-ch/entreprise' },
      },
      { path: '/de-ch/service', alternates: { 'de-ch': '/de-ch/service' } },
    ])
  })

  it('writes absolute, escaped URLs with hreflang links', () => {
    const xml = sitemapXml('https://www.tribo.ch', [
      { path: '/de-ch/a&b', alternates: { 'de-ch': '/de-ch/a&b', 'fr-ch': '/fr-ch/a' } },
    ])
    expect(xml).toContain('<loc>https://www.tribo.ch/de-ch/a&amp;b</loc>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-CH" href="https://www.tribo.ch/fr-ch/a"/>',
    )
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })

  it('lets only production sites be indexed and points to the sitemap', () => {
    expect(robotsTxt('https://www.tribo.ch', false)).toBe('User-agent: *\nDisallow: /\n')
    const robots = robotsTxt('https://www.tribo.ch', true)
    expect(robots).toContain('Disallow: /cms\n')
    expect(robots).toContain('Sitemap: https://www.tribo.ch/sitemap.xml')
  })
})
