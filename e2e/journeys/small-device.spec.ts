import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from '../accessibility.ts';

// Spec 1 §1: under 1024 px the viewport is forced to 1024 wide and a dialog offers to continue; it
// closes with its close control, by clicking the overlay, or with continue.
test.describe('on a device narrower than 1024 px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  async function openDialog(page: Page) {
    await page.goto('/signup');
    const dialog = page.getByRole('dialog', { name: 'Playboard works best on a larger screen' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=1024/);
    return dialog;
  }

  test('should close the dialog with continue', async ({ page }) => {
    const dialog = await openDialog(page);
    await expectAccessible(page, 'the small-device dialog');
    await dialog.getByRole('button', { name: 'Continue anyway' }).click();
    await expect(dialog).toBeHidden();
  });

  test('should close the dialog with its close control', async ({ page }) => {
    const dialog = await openDialog(page);
    await dialog.getByRole('button', { name: /close/i }).click();
    await expect(dialog).toBeHidden();
  });

  test('should close the dialog by clicking the overlay', async ({ page }) => {
    const dialog = await openDialog(page);
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
  });
});
