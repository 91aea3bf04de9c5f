import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  emailSchema,
  hexColorSchema,
  newPasswordChecks,
  newPasswordSchema,
  numberSchema,
  passwordChangeSchema,
  requiredText,
  signupPasswordChecks,
  signupPasswordSchema,
  urlSchema,
} from './fields.ts';

function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('signupPasswordSchema', () => {
  it('should refuse 9 characters and accept 10 (spec 1 §5)', () => {
    expect(firstMessage(signupPasswordSchema, 'Abcdefgh1')).toBe('validation.password');
    expect(firstMessage(signupPasswordSchema, 'Abcdefghi1')).toBeUndefined();
  });

  it('should need an uppercase, a lowercase and a number or special character', () => {
    expect(firstMessage(signupPasswordSchema, 'abcdefghi1')).toBe('validation.password');
    expect(firstMessage(signupPasswordSchema, 'ABCDEFGHI1')).toBe('validation.password');
    expect(firstMessage(signupPasswordSchema, 'Abcdefghij')).toBe('validation.password');
    expect(firstMessage(signupPasswordSchema, 'Abcdefghi!')).toBeUndefined();
  });

  it('should read an empty password as required and 129 characters as too long', () => {
    expect(firstMessage(signupPasswordSchema, '')).toBe('validation.required');
    expect(firstMessage(signupPasswordSchema, `Aa1${'x'.repeat(125)}`)).toBeUndefined();
    expect(firstMessage(signupPasswordSchema, `Aa1${'x'.repeat(126)}`)).toBe('validation.maxlength');
  });
});

describe('signupPasswordChecks', () => {
  it('should mark each criterion of spec 1 §5 met or not, agreeing with the schema', () => {
    expect(signupPasswordChecks('')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: false,
      numberOrSpecial: false,
    });
    expect(signupPasswordChecks('Abcdefghi')).toEqual({
      minLength: false,
      uppercase: true,
      lowercase: true,
      numberOrSpecial: false,
    });
    expect(signupPasswordChecks('ábcdéfghi€')).toMatchObject({ minLength: true, numberOrSpecial: true });
    for (const value of ['Abcdefgh1', 'abcdefghi1', 'ABCDEFGHI1', 'Abcdefghij', 'Abcdefghi!', 'Ñandú-2026']) {
      const allMet = Object.values(signupPasswordChecks(value)).every(Boolean);
      expect(allMet).toBe(firstMessage(signupPasswordSchema, value) === undefined);
    }
  });
});

describe('newPasswordSchema', () => {
  it('should accept 8 and 40 characters and refuse 7 and 41 (spec 2 §5)', () => {
    expect(firstMessage(newPasswordSchema, 'Abcde1!x')).toBeUndefined();
    expect(firstMessage(newPasswordSchema, 'Abcd1!x')).toBe('validation.password');
    expect(firstMessage(newPasswordSchema, `Ab1!${'x'.repeat(36)}`)).toBeUndefined();
    expect(firstMessage(newPasswordSchema, `Ab1!${'x'.repeat(37)}`)).toBe('validation.password');
  });

  it('should need a lowercase, an uppercase, a digit and a punctuation character', () => {
    expect(firstMessage(newPasswordSchema, 'ABCDE1!X')).toBe('validation.password');
    expect(firstMessage(newPasswordSchema, 'abcde1!x')).toBe('validation.password');
    expect(firstMessage(newPasswordSchema, 'Abcdef!x')).toBe('validation.password');
    expect(firstMessage(newPasswordSchema, 'Abcdef1x')).toBe('validation.password');
  });
});

describe('newPasswordChecks', () => {
  it('should mark each rule of spec 2 §5 met or not, as the form shows them', () => {
    expect(newPasswordChecks('')).toEqual({
      length: false,
      lowercase: false,
      uppercase: false,
      digit: false,
      punctuation: false,
    });
    expect(newPasswordChecks('abcdefgh')).toMatchObject({ length: true, lowercase: true, uppercase: false });
    expect(Object.values(newPasswordChecks('Abcde1!x')).every(Boolean)).toBe(true);
    expect(newPasswordChecks(`Aa1!${'x'.repeat(37)}`).length).toBe(false);
  });

  it('should agree with newPasswordSchema', () => {
    for (const value of [
      'Abcde1!',
      'Abcde1!x',
      'ABCDEF1!',
      'abcdef1!',
      'Abcdefg!',
      'Abcdefg1',
      `Aa1!${'x'.repeat(36)}`,
    ]) {
      expect(Object.values(newPasswordChecks(value)).every(Boolean)).toBe(
        newPasswordSchema.safeParse(value).success,
      );
    }
  });
});

describe('passwordChangeSchema', () => {
  it('should need a non-empty current password', () => {
    const result = passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'Abcde1!x' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['currentPassword'],
      message: 'validation.required',
    });
  });
});

describe('emailSchema', () => {
  it('should read empty as required and a bad address as an email error', () => {
    expect(firstMessage(emailSchema, '')).toBe('validation.required');
    expect(firstMessage(emailSchema, undefined)).toBe('validation.required');
    expect(firstMessage(emailSchema, 'ana@')).toBe('validation.email');
    expect(firstMessage(emailSchema, 'ana@shop.com')).toBeUndefined();
  });

  it('should accept 254 characters and refuse 255', () => {
    const local = 'a'.repeat(64);
    const domain = (length: number) => `${'b'.repeat(length - 4)}.com`;
    expect(firstMessage(emailSchema, `${local}@${domain(189)}`)).toBeUndefined();
    expect(firstMessage(emailSchema, `${local}@${domain(190)}`)).toBe('validation.maxlength');
  });
});

describe('urlSchema', () => {
  it('should accept http and https only', () => {
    expect(firstMessage(urlSchema, 'https://shop.example.com')).toBeUndefined();
    expect(firstMessage(urlSchema, 'http://localhost:3000')).toBeUndefined();
    expect(firstMessage(urlSchema, 'ftp://shop.example.com')).toBe('validation.url');
    expect(firstMessage(urlSchema, 'shop.example.com')).toBe('validation.url');
    expect(firstMessage(urlSchema, '')).toBe('validation.required');
  });
});

describe('hexColorSchema', () => {
  it('should accept #rgb and #rrggbb and refuse anything else', () => {
    expect(firstMessage(hexColorSchema, '#0af')).toBeUndefined();
    expect(firstMessage(hexColorSchema, '#00AAff')).toBeUndefined();
    expect(firstMessage(hexColorSchema, '00aaff')).toBe('validation.color');
    expect(firstMessage(hexColorSchema, '#00aafg')).toBe('validation.color');
  });
});

describe('numberSchema', () => {
  it('should coerce numeric text and refuse the rest', () => {
    expect(numberSchema.parse('12.5')).toBe(12.5);
    expect(firstMessage(numberSchema, 'twelve')).toBe('validation.number');
    expect(firstMessage(numberSchema, '')).toBe('validation.number');
  });
});

describe('requiredText', () => {
  it('should trim, refuse blank and refuse one character over the limit', () => {
    expect(requiredText(3).parse(' abc ')).toBe('abc');
    expect(firstMessage(requiredText(3), '   ')).toBe('validation.required');
    expect(firstMessage(requiredText(3), 'abcd')).toBe('validation.maxlength');
  });
});
