/**
 * `npx tsx scripts/make-favicons.ts`: draws the shop's icon (`faviconSvg` in `shell/server/favicon.ts`) as PNGs in
 * Chromium and writes them into that module, beside the SVG. Pages link the PNGs: Chromium fetches a page's icon again
 * after every address the app moves to (a facet, a sort, a page of results) and reads it on the page's main thread,
 * where an SVG icon is a document of its own to build (ADR 0502, "The shop's icon as a picture").
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './bench/options.ts';
import { root } from './lib/apps.ts';
import { faviconSvg } from '../shell/server/favicon.ts';

/** A tab's icon (16 CSS px on a screen of up to 2 device px each) and a phone's home screen. */
const sizes = [32, 192] as const;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const pngs: string[] = [];
try {
  for (const size of sizes) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = `data:image/svg+xml;base64,${Buffer.from(faviconSvg).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0"><img style="display:block" width="${size}" height="${size}" src="${source}">`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    pngs.push(`  ${size}: '${png.toString('base64')}',`);
    await page.close();
  }
} finally {
  await browser.close();
}

const module = `/**
 * The shop's icon: the SVG it is drawn in, and the PNGs pages link, drawn from it by \`scripts/make-favicons.ts\` (run
 * it again after changing the SVG). The SVG stays served for whatever linked it.
 */
export const faviconSvg =
  '${faviconSvg}';

/** The PNGs by their width (and height), base64. */
export const faviconPngs = {
${pngs.join('\n')}
} as const;
`;
fs.writeFileSync(path.join(root, 'shell/server/favicon.ts'), module);
console.log(`shell/server/favicon.ts: ${sizes.map((size) => `${size} px`).join(', ')}`);
