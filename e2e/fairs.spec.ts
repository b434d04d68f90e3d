import { expect, test } from './fixtures'

test('the fair list shows upcoming fairs soonest first and past fairs apart', async ({ page, request }) => {
  await page.goto('/de-ch/fairs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messen')
  const upcoming = page.getByTestId('fairs-upcoming').getByTestId('fair')
  const past = page.getByTestId('fairs-past').getByTestId('fair')
  await expect(upcoming).not.toHaveCount(0)
  await expect(past).not.toHaveCount(0)
  expect((await upcoming.count()) + (await past.count())).toBe(20)
  const toIso = (text: string) => text.split('.').reverse().join('-')
  const upcomingStarts = (await upcoming.locator('time:first-child').allTextContents()).map(toIso)
  expect(upcomingStarts).toEqual([...upcomingStarts].sort())
  const pastStarts = (await past.locator('time:first-child').allTextContents()).map(toIso)
  expect(pastStarts).toEqual([...pastStarts].sort().reverse())

  const api = await request.get('/api/fair/', { headers: { 'x-tribo-locale': 'de-ch' } })
  expect(api.status()).toBe(200)
  const body = (await api.json()) as { data: { upcoming: unknown[]; past: unknown[] } }
  expect(body.data.upcoming).toHaveLength(await upcoming.count())
})
