import { describe, expect, it } from 'vitest';
import { CLIENT_VERSION } from './index.ts';

describe('constants', () => {
  it('should carry the client version of spec 1 §9', () => {
    expect(CLIENT_VERSION).toBe('1.281.0');
  });
});
