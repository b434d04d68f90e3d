import { expect, test } from '@playwright/test'

test('an unknown path answers 404 with a real not-found page', async ({ page }) => {
  const response = await page.goto('/de-ch/gibt-es-nicht/wirklich-nicht')
  expect(response?.status()).toBe(404)
  await expect(page.getByTestId('not-found')).toContainText('Seite nicht gefunden')
  await page.getByTestId('not-found').getByRole('link', { name: 'Zur Startseite' }).click()
  await expect(page).toHaveURL(/\/de-ch$/)
})

test('a path without locale gets one and then the 404', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht')
  expect(page.url()).toMatch(/\/de-ch\/gibt-es-nicht$/)
  expect(response?.status()).toBe(404)
})

test('an address with a broken percent-encoding answers 400, not 500', async ({ request }) => {
  const res = await request.get('/de-ch/100%25')
  expect(res.status()).toBe(400)
})

test('an API or CMS API address with a broken percent-encoding answers 400, not 500', async ({ request }) => {
  for (const path of ['/api/orders/%C0%AF', '/api/jobs/%E0%A4%A', '/cms-api/products/%C0%AF']) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(400)
  }
  // A well-encoded value still reaches its handler.
  expect((await request.get('/cms-api/products/NaN')).status()).toBe(404)
})
