import { expect, type Page } from '@playwright/test'

const base = new URL(process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`)

/** The address of a tenant: the default one at BASE_URL, the others at <slug>.localhost on its port. */
export function tenantUrl(slug: 'tribo' | 'moto' | 'industrie', path = '/'): string {
  if (slug === 'tribo') return new URL(path, base).toString()
  return `${base.protocol}//${slug}.localhost:${base.port}${path}`
}

export const baseUrl = base.origin

/** Signs an editor into /cms (waits for the admin to hydrate first). */
export async function cmsLogin(page: Page, email: string, password: string) {
  await page.goto('/cms/login')
  await page.waitForLoadState('networkidle')
  // The admin form may re-render while it hydrates and drop early input: retry until signed in.
  await expect(async () => {
    if (!/\/cms\/login/.test(page.url())) return
    await page.fill('#field-email', email)
    await page.fill('#field-password', password)
    await page.click('button[type=submit]')
    await page.waitForURL(/\/cms$/, { timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
}

/** Signs a shop account in through the API (its cookie then holds for the page). Concurrent logins of one account may race: repeat until it works. */
export async function signIn(page: Page, username: string, password: string) {
  await expect(async () => {
    const res = await page.request.post('/api/auth/login', { data: { username, password }, headers: { origin: baseUrl } })
    expect(res.status()).toBe(200)
  }).toPass({ timeout: 30_000 })
}
