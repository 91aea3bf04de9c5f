import type { Language } from '@playboard/domain';
import { localeFile } from '../lib/i18n.ts';

type Namespace = Record<string, unknown>;

const files = import.meta.glob<Namespace>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every locale file, loaded at once: tests render screens without waiting for their texts. */
export function allLocaleFiles(): { language: Language; namespace: string; content: Namespace }[] {
  return Object.entries(files).flatMap(([path, content]) => {
    const file = localeFile(path);
    return file ? [{ ...file, content }] : [];
  });
}
