import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { catalogues } from '@/messages'

import {
  isSatisfied,
  keyUsesOf,
  leafKeys,
  lookup,
  sourceFiles,
  type KeyUse,
  type Messages,
} from './message-keys'

const root = process.cwd()
const german = catalogues.de as unknown as Messages
const namespaces = new Set(
  Object.entries(german).flatMap(([key, value]) => (typeof value === 'object' ? [key] : [])),
)
const leaves = leafKeys(german)

describe('every message key the code names exists in the German catalogue', () => {
  const files = sourceFiles(root, ['app', 'blocks', 'components', 'features', 'lib', 'cms', 'messages'])
  const all = files.flatMap((file) =>
    keyUsesOf(path.relative(root, file), readFileSync(file, 'utf8'), namespaces),
  )

  it('reads the keys of the whole source', () => {
    expect(files.length).toBeGreaterThan(300)
    // Enough uses found that the reader cannot have stopped seeing them.
    expect(all.filter((use) => use.via !== 'string').length).toBeGreaterThan(1000)
    expect(all).toContainEqual(
      expect.objectContaining({
        file: 'features/carts/components/add-to-cart.client.tsx',
        key: 'carts.addToCart.label',
        expect: 'leaf',
      }),
    )
  })

  it('finds every key (fr, it and en have the same keys: messages/catalogues.test.ts)', () => {
    const missing = all
      .filter((use) => !isSatisfied(german, use, leaves))
      .map(
        (use) =>
          `${use.file}:${use.line} ${use.via} → ${use.key}${use.expect === 'group' ? ' (a group of keys)' : use.expect === 'prefix' ? '…' : ''}`,
      )
    expect(missing).toEqual([])
  })
})

describe('texts in the browser come through one provider', () => {
  it('no module but the layout and MoreMessages renders NextIntlClientProvider: a nested one replaces the page’s texts (the oil finder once showed “carts.add”)', () => {
    const allowed = ['app/(site)/[locale]/layout.tsx', 'components/intl/more-messages.client.tsx']
    const providers = sourceFiles(root, ['app', 'blocks', 'components', 'features', 'lib'])
      .filter((file) => /<NextIntlClientProvider\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(root, file))
    expect(providers.sort()).toEqual(allowed)
  })
})

describe('the key reader', () => {
  const catalogue: Messages = {
    carts: { addToCart: { label: 'In den Warenkorb' }, page: { title: 'Warenkorb' } },
    oilFinder: { steps: { brand: 'Marke' } },
    page: { home: 'Start' },
  }
  const read = (source: string, file = 'x.tsx') =>
    keyUsesOf(file, source, new Set(['carts', 'oilFinder', 'page'])).map(
      ({ key, expect, via }): Pick<KeyUse, 'key' | 'expect' | 'via'> => ({ key, expect, via }),
    )

  it('joins the namespace of the translator in scope with the key', () => {
    const found = read(`
      function A() { const t = useTranslations('carts.addToCart'); return t('label') }
      function B() { const t = useTranslations('carts'); return t.rich('add', {}) }
    `)
    expect(found).toEqual([
      { key: 'carts.addToCart', expect: 'group', via: 'useTranslations(…)' },
      { key: 'carts.addToCart.label', expect: 'leaf', via: 't(…)' },
      { key: 'carts', expect: 'group', via: 'useTranslations(…)' },
      { key: 'carts.add', expect: 'leaf', via: 't.rich(…)' },
    ])
    expect(found.filter((use) => !isSatisfied(catalogue, use)).map((use) => use.key)).toEqual(['carts.add'])
  })

  it('reads getTranslations with a namespace option, Promise.all bindings, the whole-catalogue translators and ctx.t', () => {
    const found = read(`
      async function Page() {
        const [t, tp, other] = await Promise.all([getTranslations('oilFinder'), getTranslations({ locale, namespace: 'page' }), load()])
        const api = await getApiTranslator(locale)
        t('steps.brand'); tp('home'); other('x'); api('carts.page.title'); ctx.t('carts.page.missing')
      }
    `)
    expect(found.filter((use) => use.expect === 'leaf').map((use) => use.key)).toEqual([
      'oilFinder.steps.brand',
      'page.home',
      'carts.page.title',
      'carts.page.missing',
    ])
  })

  it('checks the fixed part of a template and both keys of a condition', () => {
    const found = read(
      "const t = useTranslations('oilFinder'); t(`steps.${step}`); t(`headings${x}`); t(a ? 'steps.brand' : 'steps.model')",
    )
    expect(found.slice(1)).toEqual([
      { key: 'oilFinder.steps', expect: 'group', via: 't(…)' },
      { key: 'oilFinder.headings', expect: 'prefix', via: 't(…)' },
      { key: 'oilFinder.steps.brand', expect: 'leaf', via: 't(…)' },
      { key: 'oilFinder.steps.model', expect: 'leaf', via: 't(…)' },
    ])
  })

  it('takes the nearest declaration and leaves translators of unknown namespace alone', () => {
    const found = read(`
      const t = useTranslations('carts')
      function inner(t: (key: string) => string) { return t('anything') }
      function shadow() { const t = useTranslations('page'); return t('home') }
      t('page.title')
    `)
    expect(found.filter((use) => use.expect === 'leaf').map((use) => use.key)).toEqual([
      'page.home',
      'carts.page.title',
    ])
  })

  it('checks key-like strings of the catalogue’s namespaces, not module names or other dotted strings', () => {
    const found = read(`
      import styles from './page.module.css'
      export default withPageMessages(['carts.addToCart', 'carts.nothing'], Page)
      const file = 'report.csv'
      const lazy = import('./carts.x')
    `)
    expect(found).toEqual([
      { key: 'carts.addToCart', expect: 'any', via: 'string' },
      { key: 'carts.nothing', expect: 'any', via: 'string' },
    ])
    expect(lookup(catalogue, 'carts.addToCart')).toEqual({ label: 'In den Warenkorb' })
  })
})
