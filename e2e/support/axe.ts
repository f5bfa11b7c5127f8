/** What axe finds on the page (WCAG 2.1 A/AA and best practice), one line per rule with the elements it names. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export async function axeViolations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return found.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
