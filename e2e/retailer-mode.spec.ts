import { expect, test, type APIRequestContext, type Page } from './fixtures'

import { signIn } from './helpers'

/** A fresh account of the demo customer 100200 (which may use retailer mode), so switching never changes prices other specs read for `kunde`. */
async function retailerAccount(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', {
    data: { email: 'admin@tribo.local', password: 'Tribo-Admin-2026!' },
  })
  const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const find = async (path: string) =>
    ((await (await request.get(path, { headers: auth })).json()) as { docs: { id: number }[] }).docs[0]!.id
  const tenant = await find('/cms-api/tenants?where[slug][equals]=tribo&depth=0')
  const customer = await find(
    `/cms-api/customers?where[customerId][equals]=100200&where[tenant][equals]=${tenant}&depth=0`,
  )
  const username = `haendler-${Date.now().toString(36)}`
  const created = await request.post('/cms-api/accounts', {
    headers: auth,
    data: {
      username,
      password: 'Haendler-2026!',
      firstName: 'Hanna',
      lastName: 'Händler',
      type: 'customer',
      tenant,
      customer,
      isActiveEcommerceShopUser: true,
    },
  })
  expect(created.ok()).toBe(true)
  return { username, password: 'Haendler-2026!' }
}

const openProfile = async (page: Page) => {
  await page.getByTestId('account-area').getByRole('button').first().click()
  await expect(page.getByTestId('profile-flyout')).toBeVisible()
  return page.getByTestId('retailer-mode').getByRole('switch')
}

test.describe('retailer mode', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the switch shows the new value at once and keeps it after the reload; a failed update reverts it without a message', async ({
    page,
    request,
  }) => {
    const { username, password } = await retailerAccount(request)
    await signIn(page, username, password)
    await page.goto('/de-ch/unternehmen/geschichte')
    await page.waitForLoadState('networkidle')

    // Success: on at once, the page reloads, and it is still on.
    let toggle = await openProfile(page)
    await expect(toggle).not.toBeChecked()
    await Promise.all([page.waitForEvent('load'), toggle.click()])
    toggle = await openProfile(page)
    await expect(toggle).toBeChecked()

    // Failure: the answer is refused, the switch goes back, no notification.
    await page.route('**/api/user/retailer-mode', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800))
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
    })
    await toggle.click()
    await expect(toggle).not.toBeChecked()
    await expect(toggle).toBeChecked()
    await expect(page.getByTestId('notification-area').getByRole('alert')).toHaveCount(0)
    await page.unroute('**/api/user/retailer-mode')

    // Switched off again, for a clean account.
    await Promise.all([page.waitForEvent('load'), toggle.click()])
    await expect(await openProfile(page)).not.toBeChecked()
  })
})
