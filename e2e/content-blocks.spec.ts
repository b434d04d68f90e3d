import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './fixtures'

import { tenantUrl } from './helpers'

const TENANTS = [
  ['tribo', '01'],
  ['moto', '02'],
  ['industrie', '03'],
] as const
const WIDTHS = [375, 1440] as const
/** Each showcase page and the block types it shows (the oil finder tile only where the tenant has an oil finder address: see OIL_FINDER_TENANTS). */
const SHOWCASE: Record<string, string[]> = {
  'text-und-bild': ['richText', 'textImage', 'image', 'iconText', 'iconList', 'parallaxImage'],
  medien: [
    'textVideo',
    'videoPlayButton',
    'videoEmbed',
    'magazineEmbed',
    'iframe',
    'fileList',
    'locationMap',
  ],
  teaser: ['newsTeasers', 'teaserTiles', 'twoColumnTeaser', 'faqWidget', 'contactTeaser'],
  slider: ['historySlider', 'quote', 'campaignBanner', 'productTeaserList', 'circularNavigation'],
  'hotspot-und-sponsoring': ['hotspotImage', 'sponsoring'],
}
/** Tenants with an oil finder address: their teaser page also shows the oil finder tile. */
const OIL_FINDER_TENANTS: readonly string[] = ['tribo']
const expectedBlocks = (tenant: string, slug: string) =>
  [
    ...SHOWCASE[slug]!,
    ...(slug === 'teaser' && OIL_FINDER_TENANTS.includes(tenant) ? ['oilFinderTile'] : []),
  ].sort()
const PAGES = ['/de-ch', ...Object.keys(SHOWCASE).map((slug) => `/de-ch/bausteine/${slug}`)]

/** Collects console errors and uncaught exceptions of a page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  return errors
}

for (const [tenant, theme] of TENANTS) {
  for (const width of WIDTHS) {
    test(`home and showcase pages render in theme ${theme} at ${width} px without console errors or serious axe violations`, async ({
      page,
    }) => {
      test.setTimeout(150_000)
      const errors = watchErrors(page)
      await page.setViewportSize({ width, height: 900 })
      for (const path of PAGES) {
        const response = await page.goto(tenantUrl(tenant, path))
        expect(response?.status(), path).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
        await page.waitForLoadState('networkidle')
        if (path === '/de-ch') {
          await expect(page.getByTestId('home-stage')).toBeVisible()
          await expect(page.getByTestId('home-news').locator('article')).not.toHaveCount(0)
        } else {
          const types = await page
            .locator('[data-block]')
            .evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-block')))])
          expect(types.sort(), path).toEqual(expectedBlocks(tenant, path.split('/').pop()!))
        }
        const results = await new AxeBuilder({ page }).include('main').analyze()
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(
          blocking.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        ).toEqual([])
      }
      expect(errors).toEqual([])
    })
  }
}

test.describe('interactive blocks', () => {
  test('a hotspot opens its tile on click and closes it when clicked again', async ({ page }) => {
    await page.goto('/de-ch/bausteine/hotspot-und-sponsoring')
    await page.waitForLoadState('networkidle')
    const spot = page.getByRole('button', { name: /^Hotspot 1:/ })
    await spot.click()
    await expect(page.getByTestId('hotspot-tile')).toContainText('Getriebe')
    await expect(page.getByTestId('hotspot-tile').getByRole('link', { name: 'Zum Produkt' })).toHaveAttribute(
      'href',
      '/de-ch/p/TRB-GEAR-75W90-GL5',
    )
    await page.getByRole('button', { name: /^Hotspot 2:/ }).click()
    await expect(page.getByTestId('hotspot-tile')).toContainText('Hydraulik')
    await page.getByRole('button', { name: /^Hotspot 2:/ }).click()
    await expect(page.getByTestId('hotspot-tile')).toHaveCount(0)
  })

  test('the circular navigation pages through more than 11 items and reduces to 3', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/de-ch/bausteine/slider')
    await page.waitForLoadState('networkidle')
    const full = page.getByRole('navigation', { name: 'Alles rund ums Öl' })
    await expect(full.getByRole('listitem')).toHaveCount(11)
    await full.getByRole('button', { name: 'Weitere Themen anzeigen' }).click()
    await expect(full.getByRole('listitem')).toHaveCount(2)
    await full.getByRole('button', { name: 'Erste Themen anzeigen' }).click()
    await expect(full.getByRole('listitem')).toHaveCount(11)
    const reduced = page.getByRole('navigation', { name: 'Schnellzugriff' })
    await expect(reduced).toHaveAttribute('data-reduced', 'true')
    await expect(reduced.getByRole('listitem')).toHaveCount(3)
    await expect(reduced.getByRole('button')).toHaveCount(0)
  })

  test('hovering a stage thumbnail switches the home stage and leaving returns to the first', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/de-ch')
    await page.waitForLoadState('networkidle')
    const stage = page.getByTestId('home-stage')
    const desktop = stage.locator('[data-active]')
    await expect(desktop).toHaveAttribute('data-active', '0')
    await stage.getByTestId('stage-thumbnail').nth(2).hover()
    await expect(desktop).toHaveAttribute('data-active', '2')
    await expect(stage.getByRole('heading', { name: 'Ölanalyse in fünf Tagen' })).toBeVisible()
    await page.mouse.move(5, 5)
    await expect(desktop).toHaveAttribute('data-active', '0')
  })

  test('sponsoring detail links back to the overview, which lists its pages', async ({ page }) => {
    await page.goto('/de-ch/unternehmen/sponsoring/skiclub-winterthur')
    await page.getByRole('link', { name: 'Zurück zu Sponsoring' }).click()
    await expect(page).toHaveURL(/\/de-ch\/unternehmen\/sponsoring$/)
    const overview = page.getByTestId('sponsoring-overview')
    await expect(overview.getByRole('link')).toHaveText(['Team Tribo Moto', 'Skiclub Winterthur'])
  })

  test('an article address in another language leads to the article in this language', async ({
    request,
  }) => {
    const res = await request.get('/fr-ch/news/neue-freigabe-vw-508', { maxRedirects: 0 })
    expect(res.status()).toBe(308)
    expect(res.headers().location).toMatch(/\/fr-ch\/news\/nouvelle-homologation-vw-508$/)
    expect((await request.get('/fr-ch/news/gibt-es-nicht')).status()).toBe(404)
  })

  test('a news tile leads to its article and a product tile to its product page', async ({ page }) => {
    await page.goto('/de-ch')
    await page.getByTestId('home-news').locator('article').first().getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Tribo Synth 0W-20 erhält die VW-Freigabe 508 00',
    )
    await page.goto('/de-ch/bausteine/slider')
    await page.setViewportSize({ width: 1440, height: 900 })
    await page
      .locator('[data-layout="teaser"] ul')
      .getByRole('link', { name: 'Tribo Synth 5W-30 C3' })
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tribo Synth 5W-30 C3')
    await expect(page.getByText('Art.-Nr. TRB-SYN-5W30-C3')).toBeVisible()
  })
})
