import { expect, test } from '@playwright/test'

// Placeholder until the real specs land: the app answers and routes `/` to the default locale.
test('the root redirects to the default locale /de-ch', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.ok()).toBe(true)
  await expect(page).toHaveURL(/\/de-ch\/?$/)
})

test('the health check answers 200', async ({ request }) => {
  const response = await request.get('/api/health')
  expect(response.status()).toBe(200)
})
