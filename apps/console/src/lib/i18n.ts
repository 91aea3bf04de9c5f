import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, messages, type Language } from '@playboard/domain';
import i18next, { type BackendModule, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Namespace = Record<string, unknown>;

// One JSON file per feature and language: src/locales/<language>/<namespace>.json. The shell's
// `common` texts are bundled in every language; a feature's texts arrive with its screen, in the
// languages in use only, so the first page loads no screen's texts but its own.
const commonFiles = import.meta.glob<Namespace>('../locales/*/common.json', {
  eager: true,
  import: 'default',
});
const featureFiles = import.meta.glob<Namespace>(['../locales/*/*.json', '!../locales/*/common.json'], {
  import: 'default',
});

/** The language and namespace of a locale file path. */
export function localeFile(path: string): { language: Language; namespace: string } | undefined {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match || !isLanguage(match[1]) || !match[2]) return undefined;
  return { language: match[1], namespace: match[2] };
}

/** What every screen needs at once: the domain messages as `domain` and the `common` namespace. */
function bundledResources(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES)
    resources[language] = { domain: messages[language] as unknown as Namespace };
  for (const [path, content] of Object.entries(commonFiles)) {
    const file = localeFile(path);
    if (file) resources[file.language]![file.namespace] = content;
  }
  return resources;
}

/** Loads a feature namespace the first time a screen asks for it (react-i18next suspends meanwhile). */
const featureBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = featureFiles[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no locale file ${language}/${namespace}.json`), false);
    load().then(
      (content) => callback(null, content),
      (error: Error) => callback(error, false),
    );
  },
};

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

/** Synchronous for the bundled texts, so the shell's first render is already translated. */
export function initI18n(language: Language = detectLanguage()): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(featureBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      ns: ['common', 'domain'],
      defaultNS: 'common',
      resources: bundledResources(),
      partialBundledLanguages: true,
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
