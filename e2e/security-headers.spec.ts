import { expect, test } from './fixtures'

// Headers on site pages, the CMS admin, the CMS API and its files (lib/security-headers.ts, proxy.ts).

test('pages rendered per request run scripts only with a per-request nonce and still hydrate', async ({
  page,
  request,
}) => {
  const first = await request.get('/de-ch/login')
  const second = await request.get('/de-ch/login')
  const csp = first.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/)
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(/nonce-([^']+)/.exec(csp)?.[1]).not.toBe(
    /nonce-([^']+)/.exec(second.headers()['content-security-policy'] ?? '')?.[1],
  )
  expect(first.headers()['x-content-type-options']).toBe('nosniff')
  expect(first.headers()['strict-transport-security']).toBeUndefined()

  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/de-ch/login')
  // A failed attempt on the B2C account (never racing other specs' sign-ins of `kunde`).
  await page.getByLabel('Benutzername').fill('privat')
  await page.getByLabel('Passwort', { exact: true }).fill('falsch')
  await page.locator('#main').getByRole('button', { name: 'Anmelden', exact: true }).click()
  // The form is a client island: its answer shows only if the page hydrated under the policy.
  await expect(page.locator('#main').getByTestId('login-error')).toBeVisible()
  expect(violations).toEqual([])
})

test('pages from the full route cache allow scripts by origin (no nonce in shared HTML) and hydrate without a violation', async ({
  page,
  request,
}) => {
  const response = await request.get('/de-ch/unternehmen/geschichte')
  const csp = response.headers()['content-security-policy'] ?? ''
  expect(csp).toMatch(/script-src 'self' 'unsafe-inline' https:/)
  expect(csp).not.toContain('nonce-')
  expect(csp).not.toContain("'strict-dynamic'")
  expect(csp).toContain("object-src 'none'")
  expect(await response.text()).not.toMatch(/nonce="/)

  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.goto('/de-ch/unternehmen/geschichte')
  await page.getByTestId('menu-button').click()
  await expect(page.getByTestId('navigation-panel')).toBeVisible()
  expect(violations).toEqual([])
})

test('HSTS only when the request came over https', async ({ request }) => {
  const res = await request.get('/de-ch', { headers: { 'x-forwarded-proto': 'https' } })
  expect(res.headers()['strict-transport-security']).toContain('max-age=')
})

test('the CMS admin, the CMS API and uploaded files send nosniff, a referrer policy and frame-ancestors', async ({
  request,
}) => {
  const media = await request.get('/cms-api/media?limit=1')
  const doc = (await media.json()).docs[0] as { url: string }
  for (const path of ['/cms', '/cms-api/media?limit=1', doc.url]) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['x-content-type-options'], path).toBe('nosniff')
    expect(res.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(res.headers()['content-security-policy'], path).toMatch(/^frame-ancestors 'self'/)
  }
})
