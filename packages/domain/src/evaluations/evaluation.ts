import { z } from 'zod';

/** An offline evaluation experiment (spec 2 §3); state defaults to ACTIVE. */
export const experimentSchema = z.object({
  id: z.string(),
  metadata: z
    .object({ created: z.string().optional(), updated: z.string().optional(), author: z.string().optional() })
    .default({}),
  name: z.string(),
  description: z.string().default(''),
  type: z.string().default(''),
  target: z.string().default(''),
  team: z.string().default(''),
  program: z.string().default(''),
  state: z.string().default('ACTIVE'),
});

/** An experiment. */
export type Experiment = z.infer<typeof experimentSchema>;

/** A metric or parameter of an evaluation. */
export const namedValueSchema = z.object({ name: z.string(), value: z.union([z.number(), z.string()]) });

/** An evaluation (spec 2 §3): state ACTIVE, runState SCHEDULED and baseline false by default. */
export const evaluationSchema = z.object({
  id: z.string(),
  name: z.string(),
  notes: z.string().default(''),
  type: z.string().default(''),
  state: z.string().default('ACTIVE'),
  runState: z.string().default('SCHEDULED'),
  runBy: z.string().optional(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  baseline: z.boolean().default(false),
  metrics: z.array(namedValueSchema).default([]),
  params: z.array(namedValueSchema).default([]),
});

/** An evaluation. */
export type Evaluation = z.infer<typeof evaluationSchema>;

/** Evaluation index status, also called evaluation run (spec 2 §3); status starts at NOT_REQUESTED. */
export const evaluationIndexStatusSchema = z.object({
  evaluationId: z.string(),
  status: z.string().default('NOT_REQUESTED'),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  startedBy: z.string().optional(),
  error: z.string().optional(),
});

/** An evaluation index status. */
export type EvaluationIndexStatus = z.infer<typeof evaluationIndexStatusSchema>;

/** A query of an evaluation (spec 2 §3). */
export const evaluationQuerySchema = z.object({
  id: z.string(),
  query: z.string(),
  cluster: z.string().optional(),
  filters: z.record(z.string(), z.array(z.string())).default({}),
});

/** An evaluation query. */
export type EvaluationQuery = z.infer<typeof evaluationQuerySchema>;

/** A result of an evaluation query (spec 2 §3). */
export const evaluationResultSchema = z.object({
  label: z.string(),
  contents: z.object({ id: z.string(), name: z.string(), imageUrl: z.string().optional() }),
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
  sort: z
    .string()
    .regex(/^\w+(-(asc|desc))?$/)
    .optional(),
});

/** A page of an offline evaluation list (spec 2 §7): items and the next page, null at the end. */
export function evaluationPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextPage: z.number().int().nullable() });
}
