// CHROMIUM_PATH, else Debian's /usr/bin/chromium, else the binary the npm package
// @sparticuz/chromium ships, so `npm test` needs nothing but Node and never downloads a browser.
import { existsSync } from 'node:fs';

export async function chromiumPath(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to a missing file: ${fromEnv}`);
    return fromEnv;
  }
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}
