import { describe, expect, it } from 'vitest';
import { LOCK_REASONS, PLAN_KEYS, PRICE_FREQUENCIES } from '../billing/billing-constants.ts';
import { errorCatalogue } from '../errors/catalogue.ts';
import { BUSINESS_VERTICALS } from '../organizations/business-verticals.ts';
import { LANGUAGES } from './languages.ts';
import { messages, type MessageTree } from './messages.ts';

function leaves(tree: MessageTree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.set(path, value);
    else for (const [nested, text] of leaves(value, path)) result.set(nested, text);
  }
  return result;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('messages', () => {
  const english = leaves(messages.en);

  it.each(LANGUAGES)(
    'should give %s every key English has, non-empty, with the same placeholders',
    (language) => {
      const translated = leaves(messages[language]);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      const blank = [...translated].filter(([, text]) => text.trim() === '').map(([key]) => key);
      const mismatched = [...translated]
        .filter(([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? '').join())
        .map(([key]) => key);
      expect(blank).toEqual([]);
      expect(mismatched).toEqual([]);
    },
  );

  it('should word the generic validation messages as the spec 1 §5 table does', () => {
    expect(messages.en.validation).toMatchObject({
      required: 'This field cannot be empty.',
      minlength: 'Too short. Try again.',
      maxlength: 'Too long. Try again.',
      email: 'Invalid email format. Try again.',
      match: 'Invalid format. Try again.',
      url: 'The URL must start with http:// or {{host}} Try again.',
      password: "It doesn't meet the password criteria. Try again.",
      color: 'The HEX code format is invalid.',
      number: "It is not a number, let's try again.",
    });
  });

  it('should word the fixed texts of spec 1 §5 and §8', () => {
    expect(messages.en.errors.network).toBe("There's been a network error. Try again.");
    expect(messages.en.errors.layerSave).toBe("The changes couldn't be saved, let's try again");
    expect(messages.en.errors['sec-23']).toBe('The email or password is incorrect. Try again.');
    expect(messages.en.validation.cssSelector).toBe('Invalid CSS selector');
    expect(messages.en.validation.synonymTerms).toBe('Add more than one term to save a Synonym group');
  });

  it('should have a message for every catalogued error code', () => {
    const missing = Object.values(errorCatalogue)
      .map(({ messageKey }) => messageKey)
      .filter((key) => !english.has(key));
    expect(missing).toEqual([]);
  });

  it('should name every business vertical, with the spec 1 §3 display names', () => {
    expect(Object.keys(messages.en.businessVerticals)).toEqual([...BUSINESS_VERTICALS]);
    expect(messages.en.businessVerticals.ENTERTAINMENT_GAMES_SPORTS).toBe('Entertainment/Games/Sports');
    expect(messages.en.businessVerticals.FASHION_JEWELRY).toBe('Fashion & jewelry');
    expect(messages['en-GB'].businessVerticals.FASHION_JEWELRY).toBe('Fashion & jewellery');
  });

  it('should name every plan, price frequency and lock reason', () => {
    expect(Object.keys(messages.en.plans)).toEqual([...PLAN_KEYS]);
    expect(Object.keys(messages.en.priceFrequencies)).toEqual([...PRICE_FREQUENCIES]);
    expect(Object.keys(messages.en.lockReasons)).toEqual([...LOCK_REASONS]);
  });

  it('should write organisation the British way in en-GB', () => {
    const british = [...leaves(messages['en-GB']).values()].join(' ');
    expect(british).not.toMatch(/organization|canceled|jewelry/);
  });

  it('should translate into Spanish rather than copy English', () => {
    expect(messages.es.validation.required).toBe('Este campo no puede estar vacío.');
    expect(messages.es.errors.network).not.toBe(messages.en.errors.network);
  });
});
