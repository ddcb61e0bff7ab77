/**
 * The scenario file format shared by `kozyr replay`, the tests and bug
 * reports: a game, its config and seat count, a seed and optionally a stacked
 * deck, and the moves with their seats and times.
 */
import { z } from 'zod';

export const scenarioSchema = z
  .object({
    game: z.string().min(1),
    seats: z.number().int().min(1).max(16),
    config: z.record(z.string(), z.unknown()).optional(),
    deck: z.array(z.string()).optional(),
    seed: z.number().int().optional(),
    /** When the deal happened (the table's start time, as the server exports it); default 0. */
    dealtAt: z.number().finite().optional(),
    moves: z
      .array(
        z.union([
          z.object({ seat: z.number().int().min(0), move: z.unknown(), at: z.number().finite().optional() }).strict(),
          /** A table chat line the game acted on (its chat hook hears it again). */
          z.object({ seat: z.number().int().min(0), chat: z.string(), at: z.number().finite().optional() }).strict(),
        ]),
      )
      .default([]),
  })
  .strict();

export type Scenario = z.infer<typeof scenarioSchema>;

/** A readable one-line-per-problem account of why a file is not a scenario. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  at ${i.path.length > 0 ? i.path.join('.') : '(top level)'}: ${i.message}`).join('\n');
}
