import { expect, test } from './fixtures'

import { cmsGoto, cmsLogin } from './helpers'

test.describe('CMS editing with live preview', () => {
  test.setTimeout(120_000)
  // Two sign-ins of the same editor at once race on the user's session list and one is signed out.
  test.describe.configure({ mode: 'serial' })

  test('the editor sees the draft in preview and publishing changes the public page', async ({
    page,
    browser,
  }) => {
    const draftTitle = `Geschichte ${Date.now().toString(36)}`
    await cmsLogin(page, 'editor@tribo.local', 'Tribo-Editor-2026!')

    const visitor = await browser.newContext()
    const publicPage = await visitor.newPage()
    await publicPage.goto('/de-ch/unternehmen/geschichte')
    const publishedTitle = await publicPage.getByRole('heading', { level: 1 }).textContent()

    await cmsGoto(
      page,
      '/cms/collections/pages?search=geschichte',
      'editor@tribo.local',
      'Tribo-Editor-2026!',
    )
    await page.getByRole('link', { name: /^Geschichte/ }).click()
    // The admin routes on the client: the edit view's address, not the list's, once it has arrived.
    await page.waitForURL(/\/cms\/collections\/pages\/\d+/, { timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    const editUrl = page.url()

    await page.fill('#field-title', draftTitle)
    // Autosave stores a draft; the public page must not change yet.
    await expect(page.getByText(/Last saved/).first()).toBeVisible({ timeout: 15_000 })
    await page.waitForTimeout(2500)
    await publicPage.reload()
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(publishedTitle ?? '')

    // Live preview beside the form shows the draft.
    // The toggle state is remembered per editor: open it only when it is closed.
    if ((await page.locator('iframe').count()) === 0) await page.click('#live-preview-toggler')
    const frame = page.frameLocator('iframe').first()
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draftTitle, { timeout: 30_000 })
    await expect(frame.getByRole('status')).toContainText('Vorschau')

    // The preview link opens the draft too.
    const previewHref = await page.locator('#preview-button').getAttribute('href')
    expect(previewHref).toContain('/api/preview?token=')
    const preview = await page.context().newPage()
    await preview.goto(previewHref!)
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
    await preview.close()

    // Publishing makes it public on the very next request: the page and its navigation entry.
    await page.goto(editUrl)
    await page.waitForLoadState('networkidle')
    const published = page.waitForResponse(
      (res) => res.request().method() === 'PATCH' && /\/cms-api\/pages\/\d+/.test(res.url()),
    )
    await page.click('#action-save')
    expect((await published).ok()).toBe(true)
    await publicPage.reload()
    await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(draftTitle, { timeout: 1_000 })
    await expect(publicPage.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toContainText(
      draftTitle,
      { timeout: 1_000 },
    )
    await publicPage.waitForLoadState('networkidle')
    await publicPage.getByTestId('menu-button').click()
    const panel = publicPage.getByTestId('navigation-panel')
    // The panel opens on the page's own branch.
    await expect(panel.getByRole('button', { name: 'Unternehmen' })).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByRole('link', { name: draftTitle })).toBeVisible()
    await publicPage.getByTestId('menu-button').click()
    await expect(publicPage.getByRole('status')).toHaveCount(0)
    await visitor.close()
  })

  test('a forged preview token is refused', async ({ request }) => {
    const res = await request.get('/api/preview?token=abc.def', { maxRedirects: 0 })
    expect(res.status()).toBe(401)
  })

  test('an editor of one tenant does not see another tenant’s pages', async ({ page }) => {
    await cmsLogin(page, 'moto-editor@tribo.local', 'Tribo-Editor-2026!')
    await page.goto('/cms/collections/pages')
    await expect(page.getByRole('link', { name: 'Rennsport', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Geschichte', exact: true })).toHaveCount(0)
  })

  test('an editor adds a block to a page and sees it in the live preview', async ({ page }) => {
    const title = `Altöl richtig lagern ${Date.now().toString(36)}`
    await cmsLogin(page, 'editor@tribo.local', 'Tribo-Editor-2026!')
    await cmsGoto(page, '/cms/collections/pages?search=Bausteine', 'editor@tribo.local', 'Tribo-Editor-2026!')
    await page
      .getByRole('link', { name: /^Bausteine/ })
      .first()
      .click()
    await page.waitForURL(/\/cms\/collections\/pages\/\d+/, { timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    if ((await page.locator('iframe').count()) === 0) await page.click('#live-preview-toggler')

    // A click before the admin has hydrated opens nothing: click until the block drawer is there.
    const iconTextChoice = page.getByRole('dialog').getByRole('button', { name: 'Icon text', exact: true })
    await expect(async () => {
      await page
        .getByRole('button', { name: /Add Content/i })
        .last()
        .click()
      await expect(iconTextChoice).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 45_000 })
    await iconTextChoice.click()
    // The new block's own title: a top-level block title that is still empty (not a row inside another block).
    const emptyTitle = page
      .locator('input[id^="field-content__"][id$="__title"]:not([id*="__items__"])[value=""]')
      .last()
    // The admin renders the new block's fields after the drawer closes: seconds on a busy machine.
    await expect(emptyTitle).toBeVisible({ timeout: 20_000 })
    const titleField = page.locator(`[id="${await emptyTitle.getAttribute('id')}"]`)

    // The preview re-renders the draft after the autosave; the new block is then part of the page.
    // The admin may re-render the new block while its form state arrives and drop early input: type again until the preview shows it.
    const frame = page.frameLocator('iframe').first()
    const added = frame.locator('[data-block="iconText"]').filter({ hasText: title })
    await expect(async () => {
      await titleField.fill('')
      await titleField.fill(title)
      await expect(added).toHaveCount(1, { timeout: 10_000 })
    }).toPass({ timeout: 60_000 })
    await expect(added.getByRole('heading', { level: 2 })).toHaveText(title)
  })

  test('a product an editor changes shows the change on the very next request', async ({ page, request }) => {
    await page.goto('/de-ch/p/TRB-CARE-14')
    const before = await page.getByRole('heading', { level: 1 }).textContent()
    const renamed = `${before} ${Date.now().toString(36)}`
    let token = ''
    let id = 0
    // Other tests sign the same editor in at the same time; sign in again until the API answers.
    await expect(async () => {
      const login = await request.post('/cms-api/users/login', {
        data: { email: 'editor@tribo.local', password: 'Tribo-Editor-2026!' },
      })
      expect(login.ok()).toBe(true)
      token = ((await login.json()) as { token: string }).token
      const found = await request.get(
        '/cms-api/products?where[productNumber][equals]=TRB-CARE-14&depth=0&limit=1',
        { headers: { Authorization: `JWT ${token}` } },
      )
      expect(found.ok()).toBe(true)
      id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
    }).toPass({ timeout: 20_000 })
    const saved = await request.patch(`/cms-api/products/${id}?locale=de`, {
      headers: { Authorization: `JWT ${token}` },
      data: { name: renamed },
    })
    expect(saved.ok()).toBe(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed, { timeout: 1_000 })
  })
})
