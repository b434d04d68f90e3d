import { expect, test } from '@playwright/test'

import { cmsLogin } from './helpers'

test.describe('CMS editing with live preview', () => {
  test.setTimeout(120_000)
  // Two sign-ins of the same editor at once race on the user's session list and one is signed out.
  test.describe.configure({ mode: 'serial' })

  test('the editor sees the draft in preview and publishing changes the public page', async ({ page, browser }) => {
    const draftTitle = `Geschichte ${Date.now().toString(36)}`
    await cmsLogin(page, 'editor@tribo.local', 'Tribo-Editor-2026!')

    const visitor = await browser.newContext()
    const publicPage = await visitor.newPage()
    await publicPage.goto('/de-ch/unternehmen/geschichte')
    const publishedTitle = await publicPage.getByRole('heading', { level: 1 }).textContent()

    await page.goto('/cms/collections/pages?search=geschichte')
    await page.getByRole('link', { name: /^Geschichte/ }).click()
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

    // Publishing makes it public without a restart.
    await page.goto(editUrl)
    await page.waitForLoadState('networkidle')
    await page.click('#action-save')
    await expect(page.locator('#action-save')).toBeDisabled({ timeout: 15_000 })
    await expect(async () => {
      await publicPage.reload()
      await expect(publicPage.getByRole('heading', { level: 1 })).toHaveText(draftTitle, { timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
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
    await page.goto('/cms/collections/pages?search=Bausteine')
    await page.getByRole('link', { name: /^Bausteine/ }).first().click()
    await page.waitForLoadState('networkidle')
    if ((await page.locator('iframe').count()) === 0) await page.click('#live-preview-toggler')

    // A click before the admin has hydrated opens nothing: click until the block drawer is there.
    const iconTextChoice = page.getByRole('dialog').getByRole('button', { name: 'Icon text', exact: true })
    await expect(async () => {
      await page.getByRole('button', { name: /Add Content/i }).last().click()
      await expect(iconTextChoice).toBeVisible({ timeout: 3_000 })
    }).toPass({ timeout: 45_000 })
    await iconTextChoice.click()
    // The new block's own title: a top-level block title that is still empty (not a row inside another block).
    const emptyTitle = page.locator('input[id^="field-content__"][id$="__title"]:not([id*="__items__"])[value=""]').last()
    await expect(emptyTitle).toBeVisible()
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
})
