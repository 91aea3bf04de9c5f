import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules of axe-core (issue 23): the level the EU's accessibility law asks of shops. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules axe-core still calls experimental (so a tag filter skips them) that test a WCAG 2.1 A or
 * AA criterion: orientation (1.3.4), headings and tables that only look like them (1.3.1), and the
 * visible label in the accessible name (2.5.3), experimental until 4.14, listed so it stays on.
 */
const EXPERIMENTAL_WCAG_21_AA = [
  'css-orientation-lock',
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];

/** The oldest axe-core whose label-in-name check is a rule of its own (issue 32 item 19). */
const MINIMUM_AXE_MAJOR = 4;
const MINIMUM_AXE_MINOR = 14;

/**
 * Checks the page as it stands (open shadow roots and same-origin frames included) with axe-core
 * and fails on any violation, listing each rule with the elements it found.
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  const { violations, testEngine } = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXPERIMENTAL_WCAG_21_AA.map((id) => [id, { enabled: true }])) })
    .withTags(WCAG_21_AA)
    .analyze();
  const [major = 0, minor = 0] = testEngine.version.split('.').map(Number);
  expect(
    major > MINIMUM_AXE_MAJOR || (major === MINIMUM_AXE_MAJOR && minor >= MINIMUM_AXE_MINOR),
    `axe-core ${testEngine.version} is older than ${MINIMUM_AXE_MAJOR}.${MINIMUM_AXE_MINOR}`,
  ).toBe(true);
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n    ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
  expect(found, `WCAG 2.1 AA violations in ${state}`).toEqual([]);
}
