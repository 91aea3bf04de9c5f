import { expect, type Locator } from '@playwright/test';

/** The names of the products the console's search preview shows, in order. */
export function previewNames(preview: Locator): Promise<string[]> {
  return preview.getByRole('listitem').locator('span.font-medium').allTextContents();
}

/**
 * In a business rules editor, finds the first of `candidates` that exactly one catalogue product is
 * named (the demo catalogue repeats names) with the picker `search`, and adds it with the button
 * `add(name)`; returns the name.
 */
export async function pickUniqueProduct(
  panel: Locator,
  search: string,
  candidates: readonly string[],
  add: (name: string) => string,
): Promise<string> {
  const box = panel.getByRole('searchbox', { name: search });
  const found = panel.getByRole('list', { name: `Found in your catalog: ${search}` });
  for (const name of candidates) {
    await box.fill(name);
    await expect(found.getByText(name, { exact: true }).first()).toBeVisible({ timeout: 10_000 });
    await expect(found).not.toHaveAttribute('aria-busy', 'true');
    // One row per product: its add button also says the name (in hidden text).
    const rows = found.getByRole('listitem').filter({ has: found.page().getByText(name, { exact: true }) });
    if ((await rows.count()) !== 1) continue;
    await found.getByRole('button', { name: add(name) }).click();
    return name;
  }
  throw new Error(`no product of ${candidates.join(', ')} has a name of its own`);
}
