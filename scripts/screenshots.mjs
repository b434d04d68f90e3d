#!/usr/bin/env node
// Screenshots of the storefront as its users see it, for reviews and docs:
//   BASE_URL=http://localhost:3300 node scripts/screenshots.mjs [out-dir]
// Signs in as a visitor, a private customer (privat), a business customer
// (kunde) and an employee acting for a contact (mitarbeiter), walks cart,
// checkout overview, confirmation (it places one order) and order detail, then
// company buying (einkauf's order above its limit, kunde's approval, users,
// shared lists, saved carts, the viewer ansicht), the order's life (availability and delivery
// date, quick order from a file, documents, quotes, repeat orders), and
// shoots the widget gallery's buttons in the three tenants' themes. Needs a
// running site with the demo data (npm start or npm run serve).
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from '@playwright/test'

const base = new URL(process.env.BASE_URL ?? 'http://localhost:3000')
const out = path.resolve(process.argv[2] ?? 'docs/screenshots/storefront')
fs.mkdirSync(out, { recursive: true })
const tenantUrl = (slug, pathname) =>
  slug === 'tribo'
    ? new URL(pathname, base).toString()
    : `${base.protocol}//${slug}.localhost:${base.port}${pathname}`

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
const shots = []

async function session(width = 1440) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'de-CH' })
  return { context, page: await context.newPage() }
}

async function shoot(page, name, locator) {
  const file = path.join(out, `${name}.png`)
  await page.waitForLoadState('networkidle').catch(() => {})
  if (locator) await locator.screenshot({ path: file })
  else await page.screenshot({ path: file, fullPage: true })
  shots.push(path.relative(process.cwd(), file))
}

async function signIn(page, username, password, origin = base.origin) {
  const res = await page.request.post(`${origin}/api/auth/login`, {
    data: { username, password },
    headers: { origin },
  })
  if (res.status() !== 200) throw new Error(`${username} could not sign in (${res.status()})`)
}

async function firstArticle(page, productNumber) {
  const res = await page.request.get(new URL(`/api/product/${productNumber}/articles`, base).toString())
  const body = await res.json()
  return body.data.articles.find((a) => a.orderable)?.articleNumber ?? body.data.articles[0].articleNumber
}

/** Cart → checkout (delivery step, then overview) → confirmation → the order's detail. */
async function orderFlow(page, who) {
  await page.goto(new URL('/de-ch/warenkorb', base).toString())
  await shoot(page, `${who}-cart`)
  await page.goto(new URL('/de-ch/warenkorb/kasse', base).toString())
  await page.getByRole('button', { name: 'Weiter zur Übersicht' }).click()
  await page.getByRole('heading', { name: 'Bestellübersicht' }).waitFor()
  await shoot(page, `${who}-checkout-overview`)
  await page.getByLabel('Ich akzeptiere die').check()
  await page.getByTestId('checkout-submit').click()
  await page.waitForURL(/bestaetigung/)
  await shoot(page, `${who}-confirmation`)
  const orderNumber = (await page.getByTestId('confirmation-order-number').textContent()).trim()
  await page.goto(new URL(`/de-ch/konto/bestellungen/${orderNumber}`, base).toString())
  await shoot(page, `${who}-order-detail`)
}

// A visitor: product page and B2C cart (no prices).
{
  const { context, page } = await session()
  await page.goto(new URL('/de-ch/p/TRB-SYN-5W30-C3', base).toString())
  await shoot(page, 'visitor-product')
  await page.getByTestId('add-to-b2c-cart').click()
  await page.goto(new URL('/de-ch/shop/warenkorb', base).toString())
  await shoot(page, 'visitor-cart')
  await context.close()
}

// A private customer: retail prices including VAT on the product page and in the B2C cart.
{
  const { context, page } = await session()
  await signIn(page, 'privat', 'Privat-2026!')
  await page.goto(new URL('/de-ch/p/TRB-SYN-5W30-C3', base).toString())
  await shoot(page, 'privat-product')
  await page.request.post(new URL('/api/b2ccart/', base).toString(), {
    data: { action: 'add', entries: [{ productNumber: 'TRB-SYN-5W30-C3', count: 2 }] },
    headers: { origin: base.origin },
  })
  await page.goto(new URL('/de-ch/shop/warenkorb', base).toString())
  await shoot(page, 'privat-cart')
  await context.close()
}

// A business customer: the whole order, then the order history.
{
  const { context, page } = await session()
  await signIn(page, 'kunde', 'Kunde-2026!')
  await page.request.delete(new URL('/api/b2bcart/', base).toString(), { headers: { origin: base.origin } })
  for (const [product, count] of [
    ['TRB-SYN-5W30-C3', 4],
    ['TRB-SYNPRO-5W30', 2],
  ]) {
    await page.request.post(new URL('/api/b2bcart/', base).toString(), {
      data: { action: 'add', entries: [{ articleNumber: await firstArticle(page, product), count }] },
      headers: { origin: base.origin },
    })
  }
  await orderFlow(page, 'kunde')
  await page.goto(new URL('/de-ch/konto/bestellungen', base).toString())
  await shoot(page, 'kunde-order-history')
  await context.close()
}

// An employee ordering for a contact.
{
  const { context, page } = await session()
  await signIn(page, 'mitarbeiter', 'Mitarbeiter-2026!')
  const headers = { origin: base.origin }
  const found = await (
    await page.request.post(new URL('/api/contact/search', base).toString(), {
      headers,
      data: { search: 'Muster', limit: 5 },
    })
  ).json()
  const contact = found.data.availableContacts[0]
  await page.request.post(new URL('/api/contact/select', base).toString(), {
    headers,
    data: { id: contact.id, contactId: contact.contactId },
  })
  await page.request.delete(new URL('/api/b2bcart/', base).toString(), { headers })
  await page.request.post(new URL('/api/b2bcart/', base).toString(), {
    data: {
      action: 'add',
      entries: [{ articleNumber: await firstArticle(page, 'TRB-SYN-5W30-C3'), count: 3 }],
    },
    headers,
  })
  await orderFlow(page, 'mitarbeiter')
  await page.request.post(new URL('/api/contact/logout', base).toString(), { headers })
  await context.close()
}

// Company buying: einkauf (buyer, CHF 1 000 per order) orders above its limit, kunde (administrator)
// approves it; the users page, a shared list, saved carts; ansicht (viewer) gets no order buttons.
{
  const headers = { origin: base.origin }
  const buyer = await session()
  await signIn(buyer.page, 'einkauf', 'Einkauf-2026!')
  await buyer.page.request.delete(new URL('/api/b2bcart/', base).toString(), { headers })
  await buyer.page.request.post(new URL('/api/b2bcart/', base).toString(), {
    data: {
      action: 'add',
      entries: [{ articleNumber: await firstArticle(buyer.page, 'TRB-SYNPRO-5W30'), count: 60 }],
    },
    headers,
  })
  await buyer.page.goto(new URL('/de-ch/warenkorb/kasse', base).toString())
  await buyer.page.getByRole('button', { name: 'Weiter zur Übersicht' }).click()
  await buyer.page.getByTestId('approval-notice').waitFor()
  await shoot(buyer.page, 'einkauf-checkout-approval-notice')
  await buyer.page.getByLabel('Ich akzeptiere die').check()
  await buyer.page.getByTestId('checkout-submit').click()
  await buyer.page.waitForURL(/bestaetigung/)
  await shoot(buyer.page, 'einkauf-confirmation-awaiting-approval')
  const orderNumber = (await buyer.page.getByTestId('confirmation-order-number').textContent()).trim()

  const admin = await session()
  await signIn(admin.page, 'kunde', 'Kunde-2026!')
  await admin.page.goto(new URL('/de-ch/notifications', base).toString())
  await shoot(admin.page, 'kunde-notification-approval')
  await admin.page.goto(new URL('/de-ch/konto/freigaben', base).toString())
  await shoot(admin.page, 'kunde-approvals')
  await admin.page.goto(new URL(`/de-ch/konto/freigaben?bestellung=${orderNumber}`, base).toString())
  await admin.page.getByTestId('approval-detail').waitFor()
  await shoot(admin.page, 'kunde-approval-dialog', admin.page.getByRole('dialog'))
  await admin.page.getByTestId('approval-approve').click()
  await admin.page.getByText(`Die Bestellung ${orderNumber} ist freigegeben`).waitFor()
  await admin.page.goto(new URL('/de-ch/konto/bestellungen', base).toString())
  await shoot(admin.page, 'kunde-order-history-approved')
  await buyer.page.goto(new URL(`/de-ch/konto/bestellungen/${orderNumber}`, base).toString())
  await shoot(buyer.page, 'einkauf-order-detail-approved')
  await admin.page.goto(new URL('/de-ch/konto/benutzer', base).toString())
  await shoot(admin.page, 'kunde-users')
  await admin.page.goto(new URL('/de-ch/konto/merklisten', base).toString())
  await shoot(admin.page, 'kunde-shopping-lists')
  await buyer.page.goto(new URL('/de-ch/konto/merklisten', base).toString())
  await shoot(buyer.page, 'einkauf-shopping-lists-shared')
  await admin.page.goto(new URL('/de-ch/konto/gespeicherte-warenkoerbe', base).toString())
  await shoot(admin.page, 'kunde-saved-carts')
  await buyer.context.close()
  await admin.context.close()

  const viewer = await session()
  await signIn(viewer.page, 'ansicht', 'Ansicht-2026!')
  await viewer.page.goto(new URL('/de-ch/p/TRB-SYNPRO-5W30', base).toString())
  await shoot(viewer.page, 'ansicht-product')
  await viewer.page.goto(new URL('/de-ch/warenkorb', base).toString())
  await shoot(viewer.page, 'ansicht-cart')
  await viewer.context.close()
}

// The order's whole life: availability and the requested delivery date (lieferung), quick order from an
// Excel file (teile), order documents (kunde), repeat orders (alpin), quote requests (kunde, and the CMS).
{
  const { default: writeExcelFile } = await import('write-excel-file/node')
  const buyer = await session()
  await signIn(buyer.page, 'lieferung', 'Lieferung-2026!')
  await buyer.page.goto(new URL('/de-ch/p/TRB-SYNPRO-5W30', base).toString())
  await shoot(buyer.page, 'lieferung-product-availability')
  const article = await firstArticle(buyer.page, 'TRB-SYNPRO-5W30')
  const headers = { origin: base.origin, 'x-tribo-locale': 'de-ch' }
  await buyer.page.request.delete(new URL('/api/b2bcart', base).toString(), { headers })
  await buyer.page.request.post(new URL('/api/b2bcart', base).toString(), {
    headers,
    data: { action: 'add', entries: [{ articleNumber: article, count: 2 }] },
  })
  await buyer.page.goto(new URL('/de-ch/warenkorb', base).toString())
  await shoot(buyer.page, 'lieferung-cart-availability')
  await buyer.page.goto(new URL('/de-ch/warenkorb/kasse', base).toString())
  await shoot(buyer.page, 'lieferung-checkout-delivery-date')
  await buyer.page.request.delete(new URL('/api/b2bcart', base).toString(), { headers })
  await buyer.context.close()

  const parts = await session()
  await signIn(parts.page, 'teile', 'Teile-2026!')
  await parts.page.goto(new URL('/de-ch/warenkorb', base).toString())
  const sheet = await writeExcelFile([
    ['Artikelnummer', 'Menge'],
    [article, 4],
    ['NOPE-404', 1],
  ]).toBuffer()
  const quick = parts.page.getByTestId('quick-order')
  await quick.locator('input[type=file]').setInputFiles({
    name: 'Werkstatt.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(sheet),
  })
  await quick.getByRole('button', { name: 'Datei übernehmen' }).click()
  await quick.getByTestId('quick-order-success').waitFor()
  await shoot(parts.page, 'teile-quick-order-file')
  await parts.page.request.delete(new URL('/api/b2bcart', base).toString(), { headers })
  await parts.context.close()

  const admin = await session()
  await signIn(admin.page, 'kunde', 'Kunde-2026!')
  await admin.page.goto(new URL('/de-ch/konto/dokumente', base).toString())
  await shoot(admin.page, 'kunde-documents')
  await admin.page.goto(new URL('/de-ch/konto/offerten', base).toString())
  await shoot(admin.page, 'kunde-quotes')
  await admin.page.goto(new URL('/de-ch/konto/abos', base).toString())
  await shoot(admin.page, 'kunde-repeat-orders')
  await admin.context.close()

  const alpin = await session()
  await signIn(alpin.page, 'alpin', 'Alpin-2026!')
  await alpin.page.goto(new URL('/de-ch/konto/abos', base).toString())
  await shoot(alpin.page, 'alpin-repeat-orders')
  await alpin.context.close()
}

// The widget gallery's buttons in each tenant's theme.
for (const tenant of ['tribo', 'moto', 'industrie']) {
  const { context, page } = await session()
  await page.goto(tenantUrl(tenant, '/de-ch/widget-gallery'))
  const section = page.locator('#buttons')
  await shoot(page, `buttons-${tenant}`, (await section.count()) ? section : undefined)
  await context.close()
}

// Phones: the home page and the oil finder of each tenant at 375 px.
for (const tenant of ['tribo', 'moto', 'industrie']) {
  const { context, page } = await session(375)
  await page.goto(tenantUrl(tenant, '/de-ch'))
  await shoot(page, `phone-home-${tenant}`, page.locator('main').first())
  await context.close()
}

await browser.close()
console.log(shots.join('\n'))
