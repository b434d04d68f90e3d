import { defineConfig, devices } from '@playwright/test'

// The server is started by scripts/e2e.mjs (`npm run test:e2e`), which passes BASE_URL.
const baseURL = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: 'list',
  use: {
    baseURL,
    trace: 'on-first-retry',
    // The demo's main audience; tests of other languages set their own.
    locale: 'de-CH',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
})
