import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, initI18n } from '../lib/i18n.ts';
import { allLocaleFiles } from './locales.ts';

initI18n('en');
for (const { language, namespace, content } of allLocaleFiles())
  i18n.addResourceBundle(language, namespace, content, true, true);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
