import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { isCoveredBy, mergeMessages, pickNamespaces, SHELL_NAMESPACES } from './client-messages'
import { createAnalyzer, pageMessageNamespaces, UNNAMED_NAMESPACE } from './client-namespaces'

const SITE = 'app/(site)/[locale]'
const files = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full, pattern) : pattern.test(name) ? [full] : []
  })

/** The namespaces a page declares in `withPageMessages([...], Page)`. */
const declared = (file: string): string[] => pageMessageNamespaces(readFileSync(file, 'utf8'))

describe('message namespaces in the browser', () => {
  const analyzer = createAnalyzer(process.cwd())
  const shell = new Set<string>(SHELL_NAMESPACES)

  it('the shell namespaces cover the islands of the layouts, error and not-found pages', () => {
    for (const file of files(SITE, /^(layout|error|not-found)\.tsx$/)) {
      const missing = [...analyzer.clientNamespaces(file)].filter((ns) => !isCoveredBy(ns, shell))
      expect(missing, `${file} renders islands outside any page: add to SHELL_NAMESPACES`).toEqual([])
    }
  })

  it('every page hands its islands the namespaces they use (withPageMessages)', () => {
    const pages = files(SITE, /^page\.tsx$/)
    expect(pages.length).toBeGreaterThan(30)
    for (const file of pages) {
      const own = declared(file)
      const missing = [...analyzer.clientNamespaces(file)].filter(
        (ns) => !isCoveredBy(ns, shell) && !isCoveredBy(ns, own),
      )
      expect(missing, `${file}: withPageMessages is missing`).toEqual([])
    }
  })

  it('finds the namespaces of islands reached through server components', () => {
    // The product page's feedback form is a client island under a server component.
    // Namespaces with digits too (the visitor's add-to-cart button uses carts.b2c).
    expect([...analyzer.clientNamespaces(`${SITE}/p/[productNumber]/page.tsx`)]).toEqual(
      expect.arrayContaining(['reviews.form', 'catalog.detail', 'carts.b2c']),
    )
    // Namespaces used only on the server (the page's own getTranslations) are not counted.
    expect(analyzer.clientNamespaces(`${SITE}/news/[slug]/page.tsx`).has('page')).toBe(false)
  })

  it('flags an island whose translator names no namespace: its texts cannot be sent', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tribo-namespaces-'))
    try {
      writeFileSync(
        path.join(dir, 'page.tsx'),
        "import { Island } from './island'\nexport default function Page() { return <Island /> }\n",
      )
      writeFileSync(
        path.join(dir, 'island.tsx'),
        "'use client'\nimport { useTranslations } from 'next-intl'\nexport function Island() { const t = useTranslations(); return t('carts.add') }\n",
      )
      expect([...createAnalyzer(dir).clientNamespaces('page.tsx')]).toEqual([UNNAMED_NAMESPACE])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('counts what a server component hands its own islands (<PageMessages>): content pages send form texts only with a form', () => {
    expect([...analyzer.clientNamespaces('features/forms/components/dynamic-form.client.tsx')]).toContain(
      'forms',
    )
    expect(analyzer.clientNamespaces('blocks/form/component.tsx').has('forms')).toBe(false)
    const content = analyzer.clientNamespaces(`${SITE}/[[...slug]]/page.tsx`)
    for (const ns of ['forms', 'catalog', 'favourites']) expect(content.has(ns), ns).toBe(false)
  })
})

describe('packages in the browser', () => {
  const analyzer = createAnalyzer(process.cwd())
  const zod = (packages: Set<string>) =>
    [...packages].filter((name) => name === 'zod' || name.startsWith('zod/'))

  it('the site shell (header, session, compare bar, dialogs, notifications) loads no zod: schemas load with the requests that need them', () => {
    const shell = analyzer.clientPackages(`${SITE}/layout.tsx`)
    expect(shell.has('zustand/vanilla'), 'the analyzer reaches the shell stores').toBe(true)
    expect(zod(shell)).toEqual([])
  })

  it("visitors' main pages load no zod either: forms and answers' schemas come with their first use", () => {
    for (const page of ['[[...slug]]', 'p/[productNumber]', 'search', 'oel-finder']) {
      expect(zod(analyzer.clientPackages(`${SITE}/${page}/page.tsx`)), page).toEqual([])
    }
  })

  it('Swiper loads only where a carousel shows: content pages and the product page have it in no static import', () => {
    for (const page of ['[[...slug]]', 'p/[productNumber]']) {
      expect(
        [...analyzer.clientPackages(`${SITE}/${page}/page.tsx`)].filter((name) => name.startsWith('swiper')),
        page,
      ).toEqual([])
    }
  })

  it('follows static imports of client modules, not import() (a chunk of its own)', () => {
    expect(zod(analyzer.clientPackages('features/accounts/components/login-form.client.tsx'))).toEqual([
      'zod',
    ])
    expect(zod(analyzer.clientPackages('features/accounts/components/login-form.lazy.client.tsx'))).toEqual(
      [],
    )
  })
})

describe('picking and merging message trees', () => {
  const messages = {
    carts: { page: { title: 'Warenkorb' }, api: { loginRequired: 'Bitte anmelden' } },
    header: { menu: 'Menü' },
  }

  it('picks dotted paths in their place and leaves out what is missing', () => {
    expect(pickNamespaces(messages, ['carts.page', 'header', 'nothing.here'])).toEqual({
      carts: { page: { title: 'Warenkorb' } },
      header: { menu: 'Menü' },
    })
  })

  it('merges deeply: a page’s part of a namespace adds to the shell’s part', () => {
    expect(mergeMessages({ carts: { page: { title: 'A' } } }, { carts: { api: { x: 'B' } } })).toEqual({
      carts: { page: { title: 'A' }, api: { x: 'B' } },
    })
  })

  it('knows which paths a list covers', () => {
    expect(isCoveredBy('carts.checkout', ['carts'])).toBe(true)
    expect(isCoveredBy('carts', ['carts.checkout'])).toBe(false)
    expect(isCoveredBy('cartsX', ['carts'])).toBe(false)
  })
})
