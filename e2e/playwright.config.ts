import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { MODERATOR } from './support/moderator';

const root = resolve(import.meta.dirname, '..');
/** A port the OS says is free (E2E_PORT overrides); kept in the environment so workers agree on it. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}
process.env.E2E_PORT ||= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
/** The server's metrics (renders of pages are counted there: e2e/ssr-status.spec.ts). */
process.env.E2E_METRICS_PORT ||= String(await freePort());
/** The server's inbound SMTP receiver (replies by mail to a conversation, issue 20): quotes-conversation.spec.ts sends to it. */
process.env.E2E_INBOUND_SMTP_PORT ||= String(await freePort());
/**
 * A fresh database for every run, outside the repository (one per port, so two runs on one machine
 * do not collide). Specs that read the server's outbox or dev secret get it as E2E_DATA_DIR.
 */
const DATA_DIR = join(tmpdir(), `cimenta-e2e-${PORT}`);
process.env.E2E_DATA_DIR ??= DATA_DIR;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two, as every local run: CI runs on the same 2-core machine kind (one worker made its e2e
  // 11 minutes against 8 locally).
  workers: 2,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // CSS animations off (the results' slide-in moves the whole page 48 px for 320 ms): a click
    // computed mid-slide on a busy machine can land beside a small target, which failed CI once.
    reducedMotion: 'reduce',
    // A failed test's trace keeps every action with its DOM snapshot, network and console, but not
    // the screencast (a JPEG per paint, recorded for every test and thrown away when it passes):
    // about an eighth of the suite's CPU (BENCHMARKS.md). A failure still gets its screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  projects: [
    { name: 'chromium', testIgnore: /ssr-status\.spec\.ts/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // The page cache's tests count the server's renders (a server-wide figure): they run once every
    // other test is done, so no other worker renders a page in between.
    {
      name: 'server-counts',
      testMatch: /ssr-status\.spec\.ts/,
      dependencies: ['chromium'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // A moderator account first (issue 19: the first admin is made with `npm run admin:create`).
    command: `rm -rf "${DATA_DIR}" && ADMIN_PASSWORD=${MODERATOR.password} npm run admin:create -w @cimenta/api -- ${MODERATOR.email} && npm start -w @cimenta/api`,
    cwd: root,
    url: `http://localhost:${PORT}/api/v1/companytypes`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR,
      DEMO_COMPANIES: '300',
      SEED_DEMO: 'true',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: resolve(root, 'apps/web/dist'),
      METRICS_PORT: process.env.E2E_METRICS_PORT,
      // Test server only (refused in production): `x-cimenta-test-fault: render` makes a render throw.
      CIMENTA_TEST_FAULTS: 'true',
      // A person fills the quote form in more than 4 s; the specs are faster (the API tests check the minimum).
      QUOTE_MIN_FILL_SECONDS: '0',
      INBOUND_SMTP_PORT: process.env.E2E_INBOUND_SMTP_PORT,
      INBOUND_SMTP_HOST: '127.0.0.1',
    },
  },
});
