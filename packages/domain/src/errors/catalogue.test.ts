import { describe, expect, it } from 'vitest';
import {
  errorCatalogue,
  resolveErrorEntry,
  resolveErrorMessageKey,
  resolveLayerSaveErrorMessageKey,
  resolveRuleErrorMessageKey,
} from './catalogue.ts';

const specOneCodes = [
  'sec-23',
  'sec-24',
  'sec-3',
  'sec-13',
  'sec-4',
  'sec-9',
  'global-500',
  'global-503',
  'sec-12',
  'global-400',
  'global-401',
  'global-404',
  'global-409',
  'acc-1',
  'acc-3',
  'acc-10',
  'acc-11',
  'acc-13',
  'acc-25',
  'mot-9',
  'mot-10',
  'mot-11',
  'mot-12',
  'mot-13',
  'mot-14',
  'mot-16',
  'mot-17',
  'cat-01',
  'cat-02',
  'cat-03',
  'bil-cb-2',
  'bil-cb-3',
  'syn-1',
  'search-extensions-7',
];

describe('errorCatalogue', () => {
  it('should hold every code of spec 1 §8 and spec 2 §8', () => {
    expect(Object.keys(errorCatalogue)).toEqual(expect.arrayContaining(specOneCodes));
  });

  it('should offer resend on sec-24 and try again on cat-01, cat-02 and cat-03 only', () => {
    const resend = Object.entries(errorCatalogue).filter(([, entry]) => 'offersResend' in entry);
    const retry = Object.entries(errorCatalogue).filter(([, entry]) => 'offersRetry' in entry);
    expect(resend.map(([code]) => code)).toEqual(['sec-24']);
    expect(retry.map(([code]) => code)).toEqual(['cat-01', 'cat-02', 'cat-03']);
  });

  it('should give 4xx statuses to the billing address format codes', () => {
    expect(errorCatalogue['bil-cb-2'].status).toBe(400);
    expect(errorCatalogue['bil-cb-3'].status).toBe(400);
  });
});

describe('resolveErrorMessageKey', () => {
  it('should pick the first code known to the catalogue', () => {
    const body = {
      errors: [
        { code: 'x-1', message: 'unknown' },
        { code: 'acc-1', message: 'dup' },
      ],
    };
    expect(resolveErrorMessageKey(body)).toBe('errors.acc-1');
  });

  it('should show the message as it is when no code is known', () => {
    expect(resolveErrorMessageKey({ errors: [{ code: 'x-1', message: 'Quota reached' }] })).toBe(
      'Quota reached',
    );
    expect(resolveErrorMessageKey(new Error('Boom'))).toBe('Boom');
  });

  it("should turn 'Failed to fetch' into the network error", () => {
    expect(resolveErrorMessageKey(new TypeError('Failed to fetch'))).toBe('errors.network');
    expect(resolveErrorMessageKey('Failed to fetch')).toBe('errors.network');
  });

  it('should fall back to the unknown error', () => {
    expect(resolveErrorMessageKey(undefined)).toBe('errors.unknown');
    expect(resolveErrorMessageKey({ errors: [] })).toBe('errors.unknown');
    expect(resolveErrorMessageKey({ message: '  ' })).toBe('errors.unknown');
  });

  it('should expose the behaviour of the code it picked', () => {
    expect(resolveErrorEntry({ errors: [{ code: 'cat-02' }] })?.offersRetry).toBe(true);
    expect(resolveErrorEntry({ errors: [{ code: 'x' }] })).toBeUndefined();
  });
});

describe('resolveLayerSaveErrorMessageKey', () => {
  it('should read global-500 as the changes could not be saved', () => {
    expect(resolveLayerSaveErrorMessageKey({ errors: [{ code: 'global-500' }] })).toBe('errors.layerSave');
    expect(resolveLayerSaveErrorMessageKey({ errors: [{ code: 'mot-11' }] })).toBe('errors.mot-11');
  });
});

describe('resolveRuleErrorMessageKey', () => {
  it('should read 409 as a conflict and 404 as configuration not found', () => {
    expect(resolveRuleErrorMessageKey(409)).toBe('errors.ruleConflict');
    expect(resolveRuleErrorMessageKey(404)).toBe('errors.ruleNotFound');
    expect(resolveRuleErrorMessageKey(500, { errors: [{ code: 'global-500' }] })).toBe('errors.global-500');
  });
});
