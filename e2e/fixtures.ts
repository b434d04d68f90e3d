import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Waits until React has hydrated a site page (components/providers/hydration-marker.client.tsx sets
 * `<html data-hydrated>`): a click on a server-rendered button before that is lost, which made tests fail
 * now and then on a busy machine. The CMS admin and API answers carry no mark and are not waited for.
 */
async function waitForHydration(page: Page) {
  const { pathname } = new URL(page.url())
  if (pathname.startsWith('/cms') || pathname.startsWith('/api')) return
  await page
    .locator('html[data-hydrated]')
    .waitFor({ state: 'attached', timeout: 15_000 })
    .catch(() => {})
}

/** Makes `goto` and `reload` of a page wait for hydration (the fixture's `page` has it; a page of a second context gets it here). */
export function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await waitForHydration(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    await waitForHydration(page)
    return response
  }
  return page
}

/** Playwright's `test` whose `page` waits for hydration after `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitsForHydration(page))
  },
})
