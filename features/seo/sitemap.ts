import { htmlLang } from '@/lib/i18n/html-lang'

/** One address of the sitemap with its language versions (locale → path). */
export type SitemapEntry = { path: string; alternates: Record<string, string> }

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A sitemap with hreflang alternates (sitemaps.org + xhtml:link). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const url = (path: string) => escape(new URL(path, origin).toString())
  const body = entries
    .map((entry) => {
      const links = Object.entries(entry.alternates)
        .map(
          ([locale, path]) =>
            `    <xhtml:link rel="alternate" hreflang="${htmlLang(locale)}" href="${url(path)}"/>`,
        )
        .join('\n')
      return `  <url>\n    <loc>${url(entry.path)}</loc>\n${links}\n  </url>`
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`
}

/** Pages in every locale they exist in: each locale's version is its own entry listing all versions. */
export function sitemapEntries(versions: { id: string; locale: string; path: string }[]): SitemapEntry[] {
  const byId = new Map<string, Record<string, string>>()
  for (const v of versions) byId.set(v.id, { ...(byId.get(v.id) ?? {}), [v.locale]: v.path })
  return versions.map((v) => ({ path: v.path, alternates: byId.get(v.id) ?? {} }))
}

/** robots.txt: only production sites are indexed; the CMS and the API never. */
export function robotsTxt(origin: string, indexable: boolean): string {
  if (!indexable) return 'User-agent: *\nDisallow: /\n'
  return `User-agent: *\nDisallow: /cms\nDisallow: /cms-api\nDisallow: /api/\nDisallow: /*/login\nDisallow: /*/widget-gallery\n\nSitemap: ${new URL('/sitemap.xml', origin).toString()}\n`
}
