import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planRelatedPromptSave, relatedPromptSchema } from './related-prompt.ts';

describe('planRelatedPromptSave', () => {
  it('should create when there is no id, 0 counting as no id', () => {
    expect(planRelatedPromptSave({ id: 0 })).toEqual({ kind: 'create' });
    expect(planRelatedPromptSave({ id: undefined })).toEqual({ kind: 'create' });
    expect(planRelatedPromptSave({ id: null })).toEqual({ kind: 'create' });
    expect(planRelatedPromptSave({ id: '' })).toEqual({ kind: 'create' });
  });

  it('should update any other id', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer().filter((id) => id !== 0),
          fc.string({ minLength: 1 }),
        ),
        (id) => {
          expect(planRelatedPromptSave({ id })).toEqual({ kind: 'update', id });
        },
      ),
    );
  });

  it('should default active to true', () => {
    expect(relatedPromptSchema.parse({ suggestionText: 'running shoes' }).active).toBe(true);
  });
});
