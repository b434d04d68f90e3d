import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { signIn } from './helpers'

const PAGE = '/de-ch/notifications'

type Docs<T> = { docs: T[] }

/**
 * Two fresh unread notifications for `kunde`, written the way an editor does
 * in /cms (REST as the seeded admin), so the spec does not depend on what
 * earlier runs left on the seeded ones.
 */
async function notifyKunde(
  request: APIRequestContext,
  marker: string,
): Promise<{ linked: string; plain: string }> {
  const login = await request.post('/cms-api/users/login', {
    data: { email: 'admin@tribo.local', password: 'Tribo-Admin-2026!' },
  })
  expect(login.status()).toBe(200)
  const headers = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const find = async <T>(path: string) =>
    ((await (await request.get(path, { headers })).json()) as Docs<T>).docs[0]!
  const tenant = await find<{ id: number }>('/cms-api/tenants?where[slug][equals]=tribo&depth=0')
  const account = await find<{ id: number }>('/cms-api/accounts?where[username][equals]=kunde&depth=0')
  const create = async (title: string, link: string | null) => {
    const res = await request.post('/cms-api/account-notifications?locale=de', {
      headers,
      data: {
        tenant: tenant.id,
        audience: 'account',
        account: account.id,
        kind: 'editorial',
        title,
        text: 'Eine Mitteilung aus dem End-to-End-Test.',
        link,
      },
    })
    expect(res.status()).toBe(201)
  }
  const plain = `E2E Hinweis ${marker}`
  const linked = `E2E Neuigkeit ${marker}`
  await create(plain, null)
  await create(linked, '/de-ch/news')
  return { linked, plain }
}

const badge = (page: Page) => page.getByTestId('account-area').getByTestId('unread-count')

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).include('header').include('main').analyze()
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([])
}

test.describe('notification centre', () => {
  test('visitors are sent to the login page and come back', async ({ page }) => {
    await page.goto(PAGE)
    await expect(page).toHaveURL(/\/de-ch\/login\?redirect=%2Fde-ch%2Fnotifications$/)
  })

  test('kunde sees the badge, opens the centre, marks one and then all as read; the badge disappears', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    const { linked, plain } = await notifyKunde(page.request, Date.now().toString(36))
    await signIn(page, 'kunde', 'Kunde-2026!')
    await page.setViewportSize({ width: 1440, height: 900 })

    await page.goto('/de-ch')
    await expect(badge(page)).toBeVisible()
    const unread = Number(await badge(page).textContent())
    expect(unread).toBeGreaterThanOrEqual(2)
    await expect(page.getByTestId('account-area')).toContainText(`${unread} ungelesene Mitteilungen`)

    // The profile menu leads to the centre, with the count on its entry.
    await page.getByTestId('account-area').hover()
    const entry = page.getByTestId('profile-flyout').getByRole('link', { name: /Mitteilungen/ })
    await expect(entry.getByTestId('menu-entry-badge')).toHaveText(String(unread))
    await entry.click()
    await expect(page).toHaveURL(/\/de-ch\/notifications$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Mitteilungen' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoSeriousViolations(page)

    // One without a link: a click marks it read, the badge follows without a reload.
    const plainEntry = page.getByTestId('notification-entry').filter({ hasText: plain })
    await expect(plainEntry).toHaveAttribute('data-read', 'false')
    await plainEntry.getByRole('button').click()
    await expect(plainEntry).toHaveAttribute('data-read', 'true')
    await expect(badge(page)).toHaveText(String(unread - 1))

    // One with a link: marked read, then its page opens.
    await page.getByTestId('notification-entry').filter({ hasText: linked }).getByRole('link').click()
    await expect(page).toHaveURL(/\/de-ch\/news$/)
    if (unread - 2 > 0) await expect(badge(page)).toHaveText(String(unread - 2))
    else await expect(badge(page)).toHaveCount(0)

    // The unread tab, then everything read.
    await page.goto(`${PAGE}?filter=unread`)
    await expect(page.getByRole('tab', { name: 'Ungelesen' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByTestId('notification-entry').filter({ hasText: linked })).toHaveCount(0)
    if (unread - 2 > 0) {
      await page.getByRole('button', { name: 'Alle als gelesen markieren' }).click()
      await expect(badge(page)).toHaveCount(0)
    }
    await expect(page.getByTestId('notification-centre-empty')).toHaveText(
      'Sie haben keine ungelesenen Mitteilungen.',
    )
    await expect(page.getByRole('button', { name: 'Alle als gelesen markieren' })).toBeDisabled()
    await expect(page.getByTestId('account-area')).not.toContainText('ungelesene')

    await page.getByRole('tab', { name: 'Alle' }).click()
    await expect(page.getByTestId('notification-entry').first()).toBeVisible()
    await expect(page.locator('[data-testid=notification-entry][data-read=false]')).toHaveCount(0)
    await expectNoSeriousViolations(page)

    // After a reload the session agrees.
    await page.reload()
    await expect(badge(page)).toHaveCount(0)
  })
})
