/** Runs only the account specs against an already running server (ACCOUNT_BASE_URL); for local iteration. */
import { defineConfig, devices } from '@playwright/test';
export default defineConfig({
  testDir: '..',
  testMatch: /account-.*\.spec\.ts/,
  outputDir: '/tmp/pw-account-results',
  fullyParallel: false,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: process.env.ACCOUNT_BASE_URL ?? 'http://localhost:3211',
    // Pair with E2E_DATA_DIR=<that server's DATA_DIR> so the specs can read its outbox.
    locale: 'es-ES',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
