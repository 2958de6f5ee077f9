// Renders the installable app's icons (decision 239) from the favicon's logo with the system
// Chromium, once: the PNGs are committed, so the build needs neither a browser nor an image library.
// Run again after a change of apps/web/public/favicon.svg: `node scripts/render-app-icons.mjs`.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const publicDir = new URL('../apps/web/public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
const letter = favicon.match(/<path d="([^"]+)"/)?.[1];
if (!letter) throw new Error('favicon.svg has no path');
const PRIMARY = '#1d4f91';

/** Any-purpose icons keep the favicon's rounded square; the maskable one fills the square and keeps the letter inside the 80 % safe zone. */
const svgOf = (isMaskable) =>
  isMaskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${PRIMARY}"/><g transform="translate(6.4 6.4) scale(0.6)"><path d="${letter}" fill="#fff"/></g></svg>`
    : favicon;

const icons = [
  { file: 'icon-192.png', size: 192, isMaskable: false },
  { file: 'icon-512.png', size: 512, isMaskable: false },
  { file: 'icon-maskable-512.png', size: 512, isMaskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, isMaskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const svg = svgOf(isMaskable).replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.screenshot({ path: new URL(`icons/${file}`, publicDir).pathname, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
