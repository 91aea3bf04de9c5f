import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, initI18n } from '../lib/i18n.ts';
import { allLocaleFiles } from './locales.ts';

initI18n('en');
for (const { language, namespace, content } of allLocaleFiles())
  i18n.addResourceBundle(language, namespace, content, true, true);

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  // Imported here, not above: loading it at set-up would load lib/auth before a test file's vi.mock of it.
  const { queryClient } = await import('../lib/query-client.ts');
  queryClient.clear();
});
