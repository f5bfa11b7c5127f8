/** Collects the Content-Security-Policy violations a page meets, from the DOM event and from the console. */
import type { Page } from '@playwright/test';

export interface CspWatch {
  /** `directive blocked-uri` of each violation the pages raised (the DOM event, in every frame). */
  violations(): Promise<string[]>;
  /** Console messages about the policy (Chromium logs each refusal). */
  console: string[];
}

export async function watchCsp(page: Page): Promise<CspWatch> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  const consoleMessages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleMessages.push(message.text());
  });
  return {
    console: consoleMessages,
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
  };
}
