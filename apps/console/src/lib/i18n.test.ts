import { LANGUAGES, messages, type Language } from '@playboard/domain';
import { describe, expect, it } from 'vitest';
import { allLocaleFiles } from '../testing/locales.ts';
import { detectLanguage, i18n } from './i18n.ts';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

/** Every text of a namespace with its key. */
function texts(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
}

const resources = {} as Record<Language, Record<string, unknown>>;
for (const language of LANGUAGES) resources[language] = { domain: messages[language] };
for (const { language, namespace, content } of allLocaleFiles()) resources[language][namespace] = content;
const namespaces = [...new Set(LANGUAGES.flatMap((language) => Object.keys(resources[language])))].sort();

describe('i18n resources', () => {
  it('should load the domain messages and the common namespace in every language', () => {
    for (const language of LANGUAGES)
      expect(Object.keys(resources[language])).toEqual(expect.arrayContaining(['domain', 'common']));
  });

  it.each(namespaces)('should have every key of namespace %s in en, es and en-GB', (namespace) => {
    const all = new Set(LANGUAGES.flatMap((language) => keys(resources[language][namespace])));
    for (const language of LANGUAGES) {
      const present = new Set(keys(resources[language][namespace]));
      const missing = [...all].filter((key) => !present.has(key));
      expect(missing, `${language}/${namespace}.json is missing keys`).toEqual([]);
    }
  });

  it.each(namespaces)('should have no empty text in namespace %s', (namespace) => {
    for (const language of LANGUAGES) {
      const tree = resources[language][namespace];
      const empty = keys(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, `${language}/${namespace}.json has empty texts`).toEqual([]);
    }
  });

  // en is American English and en-GB British (spec 1 §1): each list names the other's spellings.
  const spellings = {
    en: /\b(?:organis|synchronis|customis|capitalis|personalis|recognis|authoris|prioritis|optimis|finalis|minimis|maximis)\w*|\bcatalogues?\b|\b\w*(?:colour|behaviour|favourite|jeweller)\w*|\bcentres?\b|\banalys(?:e|ed|es|ing)\b|\b(?:cancell|labell|modell|travell)(?:ed|ing)\b|\bgrey\b/gi,
    'en-GB':
      /\b(?:organiz|synchroniz|customiz|capitaliz|personaliz|recogniz|authoriz|prioritiz|optimiz|finaliz|minimiz|maximiz)\w*|\bcatalogs?\b|\b\w*(?:color|behavior|favorite|jewelry)\w*|\bcenters?\b|\banalyz(?:e|ed|es|ing)\b|\b(?:cancel|label|model|travel)(?:ed|ing)\b|\bgray\b/gi,
  } as const;

  it.each(['en', 'en-GB'] as const)('should spell every text of %s in its own English', (language) => {
    const wrong = namespaces.flatMap((namespace) =>
      texts(resources[language][namespace]).flatMap(([key, text]) => {
        // Interpolations and addresses are not prose: `{{organization}}`, `/customisation`.
        const prose = text.replace(/\{\{[^}]*\}\}/g, '').replace(/(?:https?:\/\/|\/)[\w./:?=&-]+/g, '');
        return (prose.match(spellings[language]) ?? []).map((word) => `${namespace}:${key}: ${word}`);
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('should fall back to en-GB', () => {
    expect(i18n.options.fallbackLng).toEqual(['en-GB']);
  });
});

describe('detectLanguage', () => {
  it('should pick the first supported browser language', () => {
    expect(detectLanguage(['es-ES', 'en'])).toBe('es');
    expect(detectLanguage(['en-GB'])).toBe('en-GB');
    expect(detectLanguage(['en-US'])).toBe('en');
    expect(detectLanguage(['fr-FR', 'en'])).toBe('en');
  });

  it('should use en-GB when no browser language is supported', () => {
    expect(detectLanguage(['fr-FR', 'de'])).toBe('en-GB');
    expect(detectLanguage(['en-AU'])).toBe('en-GB');
  });
});
