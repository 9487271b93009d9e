import type { z } from 'zod';

/**
 * Payload type of each job type. A feature adds its own entry by declaration merging
 * (`declare module '../jobs/job-types.js' { interface JobPayloads { 'x.y': Payload } }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface JobPayloads {}

export type JobType = keyof JobPayloads;

/** How one job type runs. Payloads come back from the database and are parsed before use. */
export type JobDefinition<T extends JobType> = {
  type: T;
  schema: z.ZodType<JobPayloads[T]>;
  run(payload: JobPayloads[T]): Promise<void>;
};
