import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, messages, type Language } from '@playboard/domain';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Namespace = Record<string, unknown>;

// One JSON file per feature and language: src/locales/<language>/<namespace>.json.
const files = import.meta.glob<Namespace>('../locales/*/*.json', { eager: true, import: 'default' });

/** Every namespace of every language: the domain messages as `domain` plus the locale files. */
export function localeResources(): Record<Language, Record<string, Namespace>> {
  const resources = {} as Record<Language, Record<string, Namespace>>;
  for (const language of LANGUAGES)
    resources[language] = { domain: messages[language] as unknown as Namespace };
  for (const [file, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match;
    if (isLanguage(language) && namespace) resources[language][namespace] = content;
  }
  return resources;
}

/** The browser's preferred language among en, es and en-GB, else the fallback (spec 1 §1). */
export function detectLanguage(preferred: readonly string[] = navigator.languages): Language {
  for (const tag of preferred) {
    if (isLanguage(tag)) return tag;
    const lower = tag.toLowerCase();
    if (lower === 'en-gb') return 'en-GB';
    if (lower.startsWith('es')) return 'es';
    if (lower.startsWith('en')) return lower === 'en' || lower === 'en-us' ? 'en' : FALLBACK_LANGUAGE;
  }
  return FALLBACK_LANGUAGE;
}

export const i18n = i18next.createInstance();

/** Synchronous: every resource is bundled, so the first render is already translated. */
export function initI18n(language: Language = detectLanguage()): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: ['common', 'domain'],
    defaultNS: 'common',
    resources: localeResources() as Resource,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  document.documentElement.lang = language;
  return i18n;
}

/** Applies a language to the whole UI at once (e.g. the profile's language). */
export async function changeLanguage(language: string | undefined): Promise<void> {
  if (!isLanguage(language) || i18n.language === language) return;
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}
