import { describe, expect, it } from 'vitest';
import { pickLanguage } from './language.ts';

describe('pickLanguage', () => {
  it('should prefer the first supported ui_locales tag', () => {
    expect(pickLanguage('fr en-GB es', 'es')).toBe('en-GB');
  });

  it('should fall back to Accept-Language by weight', () => {
    expect(pickLanguage(undefined, 'fr;q=1, en;q=0.5, es-MX;q=0.8')).toBe('es');
    expect(pickLanguage(undefined, 'en-GB,en;q=0.9')).toBe('en-GB');
    expect(pickLanguage(undefined, 'en-US')).toBe('en');
  });

  it('should answer English when nothing matches', () => {
    expect(pickLanguage('', 'de-DE, fr;q=0.5')).toBe('en');
    expect(pickLanguage(undefined, undefined)).toBe('en');
  });
});
