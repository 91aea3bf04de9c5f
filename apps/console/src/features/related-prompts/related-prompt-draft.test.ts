import { describe, expect, it } from 'vitest';
import { fieldOfRefusal } from './related-prompt-draft.ts';

describe('fieldOfRefusal', () => {
  it("should name the field of a 400 and turn the server's English validation text into its key", () => {
    expect(fieldOfRefusal('suggestionImageUrl: The URL must show an image.')).toEqual({
      field: 'imageUrl',
      message: 'validation.image',
    });
    expect(fieldOfRefusal('suggestionText: Too long for the layer')).toEqual({
      field: 'suggestionText',
      message: 'Too long for the layer',
    });
    expect(fieldOfRefusal('pivots: unknown pivot')).toBeUndefined();
    expect(fieldOfRefusal('Search is down')).toBeUndefined();
  });
});
