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
  // A slow first attempt may still redirect to the dashboard: let it land before the caller navigates on.
  await page.waitForLoadState('networkidle')
}

/**
 * Opens an admin page as the editor. A sign-in of the same editor elsewhere at the same moment (another spec
 * through the API) can drop this session (Payload keeps a user's sessions in one list): then sign in again.
 */
export async function cmsGoto(page: Page, url: string, email: string, password: string) {
  const path = new URL(url, base).pathname
  // Until the admin shows the page asked for (a late redirect of the sign-in may still take it to the dashboard).
  await expect(async () => {
    await page.goto(url)
    if (/\/cms\/login/.test(page.url())) {
      await cmsLogin(page, email, password)
      await page.goto(url)
    }
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).pathname).toBe(path)
  }).toPass({ timeout: 60_000 })
}

/** Signs a shop account in through the API (its cookie then holds for the page). Concurrent logins of one account may race: repeat until it works. */
export async function signIn(page: Page, username: string, password: string) {
  await expect(async () => {
    const res = await page.request.post('/api/auth/login', {
      data: { username, password },
      headers: { origin: baseUrl },
    })
    expect(res.status()).toBe(200)
  }).toPass({ timeout: 30_000 })
}

/**
 * The computed look of a button: its background, whether that is the theme's primary fill, and its border width.
 * Used to prove main actions render as buttons (not transparent text).
 */
export async function buttonLook(locator: import('@playwright/test').Locator) {
  // Away from the pointer (a hovered primary button shows its hover shade) and past the colour transition.
  await locator.page().mouse.move(0, 0)
  await locator.page().waitForTimeout(250)
  return locator.evaluate((element) => {
    const probe = document.createElement('div')
    probe.style.backgroundColor = 'var(--color-primary)'
    element.parentElement!.appendChild(probe)
    const primary = getComputedStyle(probe).backgroundColor
    probe.remove()
    const style = getComputedStyle(element)
    return {
      background: style.backgroundColor,
      primary: style.backgroundColor === primary,
      border: parseFloat(style.borderTopWidth),
      transparent: style.backgroundColor === 'rgba(0, 0, 0, 0)',
    }
  })
}
