import { describe, expect, it } from 'vitest';
import { defaultVisualCustomisation, visualCustomisationSchema } from './visual-customisation.ts';

describe('defaultVisualCustomisation', () => {
  it('should be a valid customisation as the schema parses it', () => {
    expect(visualCustomisationSchema.parse(defaultVisualCustomisation)).toEqual(defaultVisualCustomisation);
  });
});
