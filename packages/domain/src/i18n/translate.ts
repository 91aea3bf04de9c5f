import { FALLBACK_LANGUAGE, type Language } from './languages.ts';
import { messages, type MessageTree } from './messages.ts';

function lookup(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Resolves a dotted key of {@link messages} the way i18next does for the console, so the server
 * can write the same English texts: the language first, then en-GB, then the key itself.
 * `{{name}}` placeholders are replaced from `params`; unknown placeholders stay as they are.
 *
 * @example translate('validation.url', 'en', { host: 'https://' })
 */
export function translate(
  key: string,
  language: Language = 'en',
  params: Record<string, string> = {},
): string {
  const text = lookup(messages[language], key) ?? lookup(messages[FALLBACK_LANGUAGE], key) ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => params[name] ?? placeholder);
}
