import { describe, expect, it } from 'vitest';
import { organizationInputSchema, profilePatchSchema, signupSchema } from './account.ts';

const valid = {
  name: 'Ana',
  shopUrl: 'https://shop.example.com',
  email: 'ana@shop.example.com',
  password: 'Abcdefghi1',
  legalAcceptance: true,
};

describe('signupSchema', () => {
  it('should accept the signup form of spec 1 §2', () => {
    expect(signupSchema.parse({ ...valid, commercialCommunications: false, language: 'es' })).toMatchObject(
      valid,
    );
  });

  it('should refuse a signup without legal acceptance', () => {
    const result = signupSchema.safeParse({ ...valid, legalAcceptance: false });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['legalAcceptance'],
      message: 'validation.required',
    });
  });

  it('should refuse an unsupported language and a 121-character name', () => {
    expect(signupSchema.safeParse({ ...valid, language: 'fr' }).success).toBe(false);
    expect(signupSchema.safeParse({ ...valid, name: 'a'.repeat(120) }).success).toBe(true);
    expect(signupSchema.safeParse({ ...valid, name: 'a'.repeat(121) }).success).toBe(false);
  });
});

describe('organizationInputSchema', () => {
  it('should need a name and a known business vertical', () => {
    expect(organizationInputSchema.parse({ name: 'Acme', businessVertical: 'RETAIL' })).toEqual({
      name: 'Acme',
      businessVertical: 'RETAIL',
    });
    expect(organizationInputSchema.safeParse({ name: 'Acme', businessVertical: 'CARS' }).success).toBe(false);
    expect(organizationInputSchema.safeParse({ name: '', businessVertical: 'RETAIL' }).success).toBe(false);
  });
});

describe('profilePatchSchema', () => {
  it('should accept a partial profile and refuse a blank first name', () => {
    expect(profilePatchSchema.parse({ language: 'en-GB' })).toEqual({ language: 'en-GB' });
    expect(profilePatchSchema.safeParse({ firstName: ' ' }).success).toBe(false);
  });

  it('should ask for the current password with a new e-mail', () => {
    const missing = profilePatchSchema.safeParse({ email: 'new@shop.example.com' });
    expect(missing.error?.issues).toMatchObject([
      { path: ['currentPassword'], message: 'validation.required' },
    ]);
    expect(profilePatchSchema.parse({ email: 'new@shop.example.com', currentPassword: 'Secret-1' })).toEqual({
      email: 'new@shop.example.com',
      currentPassword: 'Secret-1',
    });
    expect(profilePatchSchema.safeParse({ email: 'not-an-email', currentPassword: 'x' }).success).toBe(false);
  });
});
