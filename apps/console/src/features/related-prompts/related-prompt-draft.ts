import {
  messages,
  STOREFRONT_PROMPT_NEXT_QUERIES_MAX,
  TERMS,
  urlSchema,
  type RelatedPromptDocument,
} from '@playboard/domain';
import { z } from 'zod';
import type { RelatedPromptBody } from './api/save-related-prompt.ts';

/** The pivots the editor edits itself: the searches a prompt answers and its language. */
const QUERY_PIVOT = 'query';
const LANGUAGE_PIVOT = 'lang';

/** A prompt as the editor edits it; `language` is '' for every language. */
export const promptFormSchema = z.object({
  queries: z
    .array(z.string())
    .min(1, { error: 'related-prompts:problems.queries' })
    .max(TERMS.max, { error: 'validation.termsMax' }),
  language: z.string(),
  suggestionText: z.string().trim().min(1, { error: 'validation.required' }),
  imageUrl: z
    .string()
    .trim()
    .refine((url) => url === '' || urlSchema.safeParse(url).success, { error: 'validation.url' }),
  active: z.boolean(),
  nextQueries: z.array(z.string()).max(STOREFRONT_PROMPT_NEXT_QUERIES_MAX),
});

export type PromptForm = z.infer<typeof promptFormSchema>;

/** The searches a prompt answers: its `query` pivot, comma-joined (none: every search). */
export function queriesOf(prompt: Pick<RelatedPromptDocument, 'pivots'>): string[] {
  return (prompt.pivots[QUERY_PIVOT] ?? '')
    .split(',')
    .map((query) => query.trim())
    .filter(Boolean);
}

/** A prompt's language (its `lang` pivot); undefined for every language. */
export function languageOf(prompt: Pick<RelatedPromptDocument, 'pivots'>): string | undefined {
  return prompt.pivots[LANGUAGE_PIVOT] || undefined;
}

/** The pivots the editor leaves as they are (a store, a channel): shown, kept on save. */
export function otherPivotsOf(prompt: Pick<RelatedPromptDocument, 'pivots'> | null): Record<string, string> {
  const { [QUERY_PIVOT]: _queries, [LANGUAGE_PIVOT]: _language, ...others } = prompt?.pivots ?? {};
  return others;
}

/** The form of a saved prompt, or of a new one (active, no search yet). */
export function formOf(prompt: RelatedPromptDocument | null): PromptForm {
  return {
    queries: prompt ? queriesOf(prompt) : [],
    language: (prompt && languageOf(prompt)) ?? '',
    suggestionText: prompt?.suggestionText ?? '',
    imageUrl: prompt?.suggestionImageUrl ?? '',
    active: prompt?.active ?? true,
    nextQueries: prompt?.nextQueries ?? [],
  };
}

/** The body the API saves (spec 2 §3): the form's fields, the prompt's other pivots and its type kept. */
export function bodyOfForm(form: PromptForm, prompt: RelatedPromptDocument | null): RelatedPromptBody {
  const imageUrl = form.imageUrl.trim();
  return {
    suggestionText: form.suggestionText.trim(),
    ...(imageUrl ? { suggestionImageUrl: imageUrl } : {}),
    nextQueries: form.nextQueries,
    active: form.active,
    pivots: {
      ...otherPivotsOf(prompt),
      [QUERY_PIVOT]: form.queries.join(','),
      ...(form.language ? { [LANGUAGE_PIVOT]: form.language } : {}),
    },
    type: prompt?.type ?? 'SUGGESTION',
  };
}

/**
 * The domain's validation key whose English text the server answered, so the field tells it in the
 * member's language ("The URL must show an image." is `validation.image`); other texts as they came.
 */
function validationKeyOf(text: string): string {
  const key = Object.entries(messages.en.validation).find(([, english]) => english === text)?.[0];
  return key ? `validation.${key}` : text;
}

/** The form's field a Related prompts API 400 names first ("suggestionImageUrl: …"), and its message. */
export function fieldOfRefusal(message: string): { field: keyof PromptForm; message: string } | undefined {
  const match = /^([\w.]+):\s*(.+)$/s.exec(message);
  if (!match) return undefined;
  const [, path = '', text = ''] = match;
  const field = {
    suggestionImageUrl: 'imageUrl',
    imageUrl: 'imageUrl',
    suggestionText: 'suggestionText',
  }[path.split('.')[0] ?? ''] as keyof PromptForm | undefined;
  return field ? { field, message: validationKeyOf(text) } : undefined;
}
