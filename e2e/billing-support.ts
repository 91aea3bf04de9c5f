import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { expect, type Page, type WebSocket } from '@playwright/test';
import {
  consoleSession,
  linkFromMailbox,
  PASSWORD,
  signUp,
  submitCredentials,
  uniqueEmail,
} from './support.ts';

/** The embedded provider's card that is always accepted (its hosted page lists the test cards). */
export const TEST_CARD = '4242 4242 4242 4242';

/**
 * Signs a new merchant up, confirms the e-mail, signs in and names the company: an organisation of
 * its own on the 30-day trial without payment details, so a billing journey never touches the
 * shared demo organisation. Ends in the setup wizard.
 */
export async function newTrialOrganization(page: Page, label: string): Promise<void> {
  const email = uniqueEmail(label);
  await signUp(page, email);
  await page.goto(await linkFromMailbox(page, email, /confirm/i));
  await submitCredentials(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/company$/);
  await page.getByLabel('Company name').fill(`${label} shop`);
  await page.getByLabel('Business type').selectOption({ label: 'Pets' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/setup-wizard/);
}

/** Fills the embedded provider's hosted payment page with a test card and saves it. */
export async function enterTestCard(page: Page, card = TEST_CARD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Payment details', level: 1 })).toBeVisible();
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel(/Expiry date/).fill('12/35');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Save payment details' }).click();
  await expect(page.getByRole('heading', { name: 'Payment details saved' })).toBeVisible();
}

/**
 * Moves the organisation's billing clock `days` ahead and runs its billing jobs (POST test-clock,
 * served only with PLAY_BILLING_TEST_CLOCK=true, which the journeys' server sets).
 */
export async function advanceBillingClock(page: Page, days: number): Promise<void> {
  const { headers, organizationIds } = await consoleSession(page);
  expect(organizationIds).toHaveLength(1);
  const organizationId = organizationIds[0]!;
  const response = await page.request.post(`/billing/v1/organizations/${organizationId}/test-clock`, {
    headers,
    data: { advanceDays: days },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const require = createRequire(import.meta.url);

/** A page of our own under the app's origin, served by the journey only, that opens a PDF with pdf.js. */
const VIEWER = '/e2e-pdf-viewer/';

const viewerHtml = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PDF</title></head>
<body><canvas></canvas><pre data-testid="text"></pre>
<script type="module">
import * as pdfjs from './pdf.min.mjs';
pdfjs.GlobalWorkerOptions.workerSrc = './pdf.worker.min.mjs';
const pdf = await pdfjs.getDocument({ url: './document.pdf' }).promise;
const page = await pdf.getPage(1);
const viewport = page.getViewport({ scale: 1.5 });
const canvas = document.querySelector('canvas');
canvas.width = viewport.width;
canvas.height = viewport.height;
await page.render({ canvas, viewport }).promise;
const text = await page.getTextContent();
document.querySelector('pre').textContent = text.items.map((item) => item.str).join(' ');
</script></body></html>`;

/**
 * Opens the PDF at `file` in Chromium with Mozilla's pdf.js (the headless browser has no PDF viewer
 * of its own): the first page drawn on a canvas and its text in the `text` test id.
 */
export async function openPdf(page: Page, file: string): Promise<void> {
  const files: Record<string, { path: string; type: string }> = {
    'pdf.min.mjs': { path: require.resolve('pdfjs-dist/build/pdf.min.mjs'), type: 'text/javascript' },
    'pdf.worker.min.mjs': {
      path: require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'),
      type: 'text/javascript',
    },
    'document.pdf': { path: file, type: 'application/pdf' },
  };
  await page.route(`**${VIEWER}**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(VIEWER.length);
    const served = files[name];
    if (!served) return route.fulfill({ status: 200, contentType: 'text/html', body: viewerHtml });
    return route.fulfill({ status: 200, contentType: served.type, body: await readFile(served.path) });
  });
  await page.goto(VIEWER);
}

/**
 * Resolves once the console in `page` has joined its organisation's realtime channel (Socket.IO's
 * connect packet, 40): the billing events it waits for are not sent again. Call it before `goto`.
 * Each socket's frames are listened to from the moment it opens: waiting for the socket first and
 * then for its frame missed a connect packet that arrived in between.
 */
export function realtimeConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const onSocket = (socket: WebSocket) => {
      socket.on('framereceived', (frame) => {
        if (!String(frame.payload).startsWith('40')) return;
        page.off('websocket', onSocket);
        resolve();
      });
    };
    page.on('websocket', onSocket);
  });
}
