import { z } from 'zod';
import { boundedText, EMAIL_MAX_LENGTH, TEXT_MAX_LENGTH, URL_MAX_LENGTH } from '../validation/fields.ts';

const identifier = () => boundedText(TEXT_MAX_LENGTH.identifier);
const title = () => boundedText(TEXT_MAX_LENGTH.title);
const description = () => boundedText(TEXT_MAX_LENGTH.description);
const value = () => boundedText(TEXT_MAX_LENGTH.value);
const author = () => boundedText(EMAIL_MAX_LENGTH);

/** An offline evaluation experiment (spec 2 §3); state defaults to ACTIVE. */
export const experimentSchema = z.object({
  id: identifier(),
  metadata: z
    .object({
      created: identifier().optional(),
      updated: identifier().optional(),
      author: author().optional(),
    })
    .default({}),
  name: title(),
  description: description().default(''),
  type: identifier().default(''),
  target: title().default(''),
  team: title().default(''),
  program: title().default(''),
  state: identifier().default('ACTIVE'),
});

/** An experiment. */
export type Experiment = z.infer<typeof experimentSchema>;

/** A metric or parameter of an evaluation. */
export const namedValueSchema = z.object({ name: identifier(), value: z.union([z.number(), value()]) });

/** An evaluation (spec 2 §3): state ACTIVE, runState SCHEDULED and baseline false by default. */
export const evaluationSchema = z.object({
  id: identifier(),
  name: title(),
  notes: description().default(''),
  type: identifier().default(''),
  state: identifier().default('ACTIVE'),
  runState: identifier().default('SCHEDULED'),
  runBy: author().optional(),
  startedAt: identifier().optional(),
  finishedAt: identifier().optional(),
  baseline: z.boolean().default(false),
  metrics: z.array(namedValueSchema).default([]),
  params: z.array(namedValueSchema).default([]),
});

/** An evaluation. */
export type Evaluation = z.infer<typeof evaluationSchema>;

/** Evaluation index status, also called evaluation run (spec 2 §3); status starts at NOT_REQUESTED. */
export const evaluationIndexStatusSchema = z.object({
  evaluationId: identifier(),
  status: identifier().default('NOT_REQUESTED'),
  startedAt: identifier().optional(),
  finishedAt: identifier().optional(),
  startedBy: author().optional(),
  error: description().optional(),
});

/** An evaluation index status. */
export type EvaluationIndexStatus = z.infer<typeof evaluationIndexStatusSchema>;

/** A query of an evaluation (spec 2 §3). */
export const evaluationQuerySchema = z.object({
  id: identifier(),
  query: value(),
  cluster: title().optional(),
  filters: z.record(identifier(), z.array(value())).default({}),
});

/** An evaluation query. */
export type EvaluationQuery = z.infer<typeof evaluationQuerySchema>;

/** A result of an evaluation query (spec 2 §3). */
export const evaluationResultSchema = z.object({
  label: identifier(),
  contents: z.object({ id: identifier(), name: value(), imageUrl: boundedText(URL_MAX_LENGTH).optional() }),
});

/** An evaluation result. */
export type EvaluationResult = z.infer<typeof evaluationResultSchema>;

/** GET artifacts/results response (spec 2 §7): results, numFound and metrics. */
export const evaluationResultsResponseSchema = z.object({
  results: z.array(evaluationResultSchema),
  numFound: z.number().int().min(0),
  metrics: z.array(namedValueSchema).default([]),
});

/** Paging query of the offline evaluation lists (spec 2 §7): page, pageSize and sort as field or field-direction. */
export const evaluationPageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  sort: identifier()
    .regex(/^\w+(-(asc|desc))?$/)
    .optional(),
});

/** A page of an offline evaluation list (spec 2 §7): items and the next page, null at the end. */
export function evaluationPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextPage: z.number().int().nullable() });
}
