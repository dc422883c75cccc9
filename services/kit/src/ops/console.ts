import { randomUUID } from 'node:crypto';
import { Queue, type Job } from 'bullmq';
import type { RedisClient } from '../data/redis';
import { z } from 'zod';
import { requireAccess } from '../access/access';
import { guarded } from '../access/guards';
import { jobField } from './console-schema';
import type { RequestContext } from '../access/context';
import { conflict, notFound } from '../core/errors';
import { deadLetters, settleDeadLetter, streamCounts } from '../events/event-stream';
import { within, type ReadinessCheck } from '../core/readiness';
import { projectionCheckOf, type ProjectionCheckView } from '../events/projection-check';
import { createQueue, DEFAULT_JOB_OPTIONS, queueOptions } from '../events/queues';
import { text } from '../core/validation';
import { streamOfQueue } from '../events/wiring';

/**
 * What a service shows the operator console about itself
 * (docs/product.md#operator-console): its stores' readiness, and the queues
 * it consumes with their counts and failed jobs. Each service answers for
 * its own queues, and retries or drops only its own failed jobs; every
 * action is recorded in the audit list that auth keeps
 * (docs/decisions/0023-operator-console.md).
 */

/** service → auth: an operator's action, for the audit list. Queue `operator-actions`. */
export const OPERATOR_ACTIONS_QUEUE = 'operator-actions';

export type OperatorActionKind = 'job.retry' | 'job.drop';

export interface OperatorAction {
  /** The action's own id: the job id, so a redelivery is recorded once. */
  id: string;
  actorId: string;
  actorEmail: string;
  action: OperatorActionKind;
  /** The service that did it. */
  service: string;
  /** What it was done to, e.g. `email/42`. */
  target: string;
  at: string;
}

export interface HealthPart {
  name: string;
  up: boolean;
}

export interface FailedJobView {
  id: string;
  queue: string;
  name: string;
  reason: string;
  /** Runs so far, the failed ones included. */
  attempts: number;
  failedAt: string | null;
  createdAt: string;
}

export interface QueueView {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  /** The most recent failed jobs (FAILED_JOBS_SHOWN at most). */
  failedJobs: FailedJobView[];
  /** A projection's queue: its last comparison with the source (projection-check.ts); null for other queues. */
  check: ProjectionCheckView | null;
}

export interface ServiceHealthView {
  service: string;
  up: boolean;
  checkedAt: string;
  parts: HealthPart[];
  queues: QueueView[];
}

export interface JobActionView {
  success: boolean;
  message: string;
  queue: string;
  jobId: string;
}

/** A console page holds the latest failures: older ones stay in Redis for a week (queues.ts) and show as the count. */
export const FAILED_JOBS_SHOWN = 20;

const jobTarget = z.object({
  queue: text({ label: 'Queue', required: 'Name the queue.', max: 100 }),
  jobId: text({ label: 'Job id', required: 'Name the job.', max: 200 }),
});

const NO_SUCH_JOB = 'No such job: it may have been retried or dropped already.';
const iso = (ms: number | undefined) => (ms ? new Date(ms).toISOString() : null);

export class ServiceConsole {
  private readonly open = new Map<string, Queue>();
  private audit: Queue<OperatorAction> | null = null;

  constructor(
    private readonly service: string,
    /** Every queue this service consumes (checked at start against the consumers it runs: service.ts). */
    readonly queues: readonly string[],
    private readonly redis: RedisClient,
    private readonly ready: ReadinessCheck,
  ) {}

  /** The stores' readiness now, and each queue's counts (none when Redis does not answer). */
  async health(ctx: RequestContext): Promise<ServiceHealthView> {
    requireAccess(ctx, 'console.read');
    let checks: Record<string, boolean>;
    try {
      checks = await this.ready();
    } catch {
      checks = { check: false };
    }
    const parts = Object.entries(checks).map(([name, up]) => ({ name, up }));
    const queues: QueueView[] = [];
    if (checks.redis !== false) {
      for (const name of this.queues) {
        const view = await this.queueView(name);
        if (view) queues.push(view);
      }
    }
    return {
      service: this.service,
      up: parts.every((p) => p.up),
      checkedAt: new Date().toISOString(),
      parts,
      queues,
    };
  }

  /** Runs a failed job once more; failing again puts it back in the failed list. */
  async retry(ctx: RequestContext, input: unknown): Promise<JobActionView> {
    return this.act(ctx, input, 'job.retry', 'The job is queued again.', 'failed job retried by an operator');
  }

  /** Removes a failed job for good. */
  async drop(ctx: RequestContext, input: unknown): Promise<JobActionView> {
    return this.act(ctx, input, 'job.drop', 'The job is dropped.', 'failed job dropped by an operator');
  }

  /** A failed job retried or dropped: a BullMQ job, or a stream's dead letter (event-stream.ts). */
  private async act(
    ctx: RequestContext,
    input: unknown,
    action: OperatorActionKind,
    message: string,
    logged: string,
  ): Promise<JobActionView> {
    const viewer = requireAccess(ctx, 'console.operate');
    const retry = action === 'job.retry';
    let target = await this.deadLetter(input, retry);
    if (!target) {
      const { queue, job } = await this.failedJob(input);
      await (retry ? job.retry('failed') : job.remove());
      target = { queue, jobId: job.id! };
    }
    await this.record(viewer, action, target.queue, target.jobId);
    ctx.log.info({ ...target, actor: viewer.id }, logged);
    return { success: true, message, ...target };
  }

  async close(): Promise<void> {
    await Promise.all([...this.open.values(), ...(this.audit ? [this.audit] : [])].map((q) => q.close()));
  }

  private queue(name: string): Queue {
    let queue = this.open.get(name);
    if (!queue) {
      queue = new Queue(name, { ...queueOptions(name, this.redis), defaultJobOptions: DEFAULT_JOB_OPTIONS });
      this.open.set(name, queue);
    }
    return queue;
  }

  private async queueView(name: string): Promise<QueueView | null> {
    let view: QueueView | null = null;
    const answered = await within(2_000, async () => {
      const stream = streamOfQueue(name);
      if (stream) {
        const counts = await streamCounts(this.redis, stream.stream, stream.group);
        const letters = await deadLetters(this.redis, stream.stream, stream.group, FAILED_JOBS_SHOWN);
        const failedJobs = letters.map((l) => ({
          ...l,
          queue: name,
          name: l.kind,
          reason: reasonOf(l.reason),
          createdAt: l.failedAt,
        }));
        view = { name, ...counts, delayed: 0, failedJobs, check: await projectionCheckOf(this.redis, name) };
        return;
      }
      const queue = this.queue(name);
      const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
      const failed = await queue.getFailed(0, FAILED_JOBS_SHOWN - 1);
      view = {
        name,
        waiting: counts.waiting ?? 0,
        active: counts.active ?? 0,
        delayed: counts.delayed ?? 0,
        failed: counts.failed ?? 0,
        failedJobs: failed.filter(Boolean).map((job) => failedJobView(name, job)),
        check: await projectionCheckOf(this.redis, name),
      };
    });
    return answered ? view : null;
  }

  /** An operator's retry or drop of a stream's dead letter; null for a queue that is not a stream. */
  private async deadLetter(input: unknown, retry: boolean): Promise<{ queue: string; jobId: string } | null> {
    const { queue, jobId } = jobTarget.parse(input);
    const stream = this.queues.includes(queue) ? streamOfQueue(queue) : null;
    if (!stream) return null;
    if (!(await settleDeadLetter(this.redis, stream.stream, stream.group, jobId, retry))) throw notFound(NO_SUCH_JOB);
    return { queue, jobId };
  }

  /** A failed job of one of this service's queues; another service's queue is not found here. */
  private async failedJob(input: unknown): Promise<{ queue: string; job: Job }> {
    const { queue, jobId } = jobTarget.parse(input);
    if (!this.queues.includes(queue)) throw notFound('No such queue.');
    const job = await this.queue(queue).getJob(jobId);
    if (!job) throw notFound(NO_SUCH_JOB);
    if (!(await job.isFailed())) throw conflict('This job has not failed: only failed jobs can be retried or dropped.');
    return { queue, job };
  }

  private async record(
    viewer: { id: string; email: string },
    action: OperatorActionKind,
    queue: string,
    jobId: string,
  ): Promise<void> {
    this.audit ??= createQueue<OperatorAction>(OPERATOR_ACTIONS_QUEUE, this.redis);
    const entry: OperatorAction = {
      id: randomUUID(),
      actorId: viewer.id,
      actorEmail: viewer.email,
      action,
      service: this.service,
      target: `${queue}/${jobId}`,
      at: new Date().toISOString(),
    };
    await this.audit.add(action, entry, { jobId: entry.id });
  }
}

/** The first line of a failure, at most 500 characters: enough to act on, never a stack or a dump. */
const reasonOf = (failed: string | undefined) => {
  const line = (failed ?? '').split('\n')[0]!.trim();
  if (!line) return 'No reason was given.';
  return line.length > 500 ? `${line.slice(0, 499)}…` : line;
};

function failedJobView(queue: string, job: Job): FailedJobView {
  return {
    id: String(job.id),
    queue,
    name: job.name,
    reason: reasonOf(job.failedReason),
    attempts: job.attemptsMade,
    failedAt: iso(job.finishedOn),
    createdAt: iso(job.timestamp) ?? new Date(0).toISOString(),
  };
}

/**
 * The console's fields every subgraph has (console-schema.ts declares them):
 * its part of PlatformHealth and the retry and drop of its own failed jobs,
 * e.g. `retryMenuJob`. Spread into the service's resolvers.
 */
export function consoleResolvers(service: string, operatorConsole: ServiceConsole) {
  type Field = (parent: unknown, args: unknown, ctx: RequestContext) => unknown;
  const mutation: Record<string, Field> = {
    [jobField('retry', service)]: guarded('console.operate', (_: unknown, a: unknown, ctx: RequestContext) =>
      operatorConsole.retry(ctx, a),
    ),
    [jobField('drop', service)]: guarded('console.operate', (_: unknown, a: unknown, ctx: RequestContext) =>
      operatorConsole.drop(ctx, a),
    ),
  };
  const health: Record<string, Field> = {
    [service]: guarded('console.read', (_: unknown, __: unknown, ctx: RequestContext) => operatorConsole.health(ctx)),
  };
  return { Mutation: mutation, PlatformHealth: health };
}
