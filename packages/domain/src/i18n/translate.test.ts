import { describe, expect, it } from 'vitest';
import { translate } from './translate.ts';

describe('translate', () => {
  it('should resolve a dotted key in the requested language', () => {
    expect(translate('validation.required', 'es')).toBe('Este campo no puede estar vacío.');
    expect(translate('errors.sec-23')).toBe('The email or password is incorrect. Try again.');
  });

  it('should interpolate {{host}} in the url message', () => {
    expect(translate('validation.url', 'en', { host: 'https://' })).toBe(
      'The URL must start with http:// or https:// Try again.',
    );
  });

  it('should leave a placeholder without a value as it is', () => {
    expect(translate('validation.url')).toContain('{{host}}');
  });

  it('should return the key itself when no language has it', () => {
    expect(translate('errors.nope', 'es')).toBe('errors.nope');
    expect(translate('validation', 'en')).toBe('validation');
  });
});
