import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules of axe-core (issue 23): the level the EU's accessibility law asks of shops. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Checks the page as it stands (open shadow roots and same-origin frames included) with axe-core
 * and fails on any violation, listing each rule with the elements it found.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n    ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(found, `WCAG 2.1 AA violations in ${state}`).toEqual([]);
}
