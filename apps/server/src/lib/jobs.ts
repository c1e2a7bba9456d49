import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import type { UnitOfWork } from '../db/transaction';

/**
 * The durable job queue: pg-boss on the project's own database, the embedded one or PostgreSQL
 * (docs/decisions/008-durable-jobs-with-pg-boss.md). Jobs live in the `pgboss` schema, so they
 * survive a restart; a job is fetched with FOR UPDATE SKIP LOCKED, so one instance runs it even
 * when several poll; a failed job is tried again after a doubling wait.
 */
export const JOBS_SCHEMA = 'pgboss';

/** Every queue of the app, by name. A job's handler is registered with `JobQueue.work`. */
export const QUEUES = {
  /** Send one email of the outbox (data: `{ mailId }`). */
  sendMail: 'mail.send',
  /** Delete expired and used one-time tokens (scheduled). */
  cleanup: 'maintenance.cleanup',
  /** Send the deadline reminders that are due (scheduled; docs/planning.md#deadlines-and-reminders). */
  reminders: 'planning.reminders',
  /** Build a student's copy of her data (data: `{ exportId }`; docs/privacy.md#export). */
  dataExport: 'account.data_export',
  /** Erase an account whose deletion grace period is over (data: `{ userId }`; docs/privacy.md#deletion). */
  eraseAccount: 'account.erase',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface EnqueueOptions {
  /** Seconds from now before the job may run. */
  startAfterSeconds?: number;
  /**
   * When the job may run, for a delay of days: pg-boss casts a count of seconds to an interval,
   * which refuses a count that large.
   */
  startAt?: Date;
}

/**
 * Builds pg-boss's insert from its own plans without a connection of its own: a job is written
 * by the caller's transaction, so it exists exactly when the change that asked for it commits
 * (a transactional outbox), and a rolled-back change queues nothing.
 */
const sender = new PgBoss({
  schema: JOBS_SCHEMA,
  db: {
    executeSql: () => {
      throw new Error('jobs are queued through a unit of work');
    },
  },
});

/** pg-boss's `$n` statements as a drizzle query, so they run inside a drizzle transaction. */
function toDrizzle(text: string, values: unknown[] = []): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${values[Number(match[1]) - 1] ?? null}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** Queues a job in the caller's unit of work; throws (rolling it back) if the queue is unknown. */
export async function enqueue(
  uow: UnitOfWork,
  name: QueueName,
  data: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<string> {
  const id = await sender.send(name, data, {
    ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    ...(options.startAt ? { startAfter: options.startAt } : {}),
    db: {
      executeSql: async (text, values) => {
        const result = await uow.tx.execute(toDrizzle(text, values));
        return { rows: (result as unknown as { rows: unknown[] }).rows };
      },
    },
  });
  // pg-boss answers null when the queue does not exist: a job that would silently never run.
  if (!id) throw new Error(`job queue ${name} does not exist`);
  return id;
}

export interface JobQueueOptions {
  pollIntervalSeconds: number;
  retryDelaySeconds: number;
  retryLimit: number;
  cleanupCron: string;
  remindersCron: string;
  onError: (err: unknown) => void;
  /** A handler threw (the metrics count it: docs/operations.md#metrics). */
  onJobFailed?: (queue: QueueName) => void;
}

export type JobHandler = (job: PgBoss.JobWithMetadata<Record<string, unknown>>) => Promise<void>;

/** One instance's view of the queue: creates the schema and queues, runs the registered handlers. */
export class JobQueue {
  private readonly boss: PgBoss;
  private started = false;

  constructor(
    private readonly database: Database,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = new PgBoss({
      schema: JOBS_SCHEMA,
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      // Scheduled jobs are checked often enough that a minute's occurrence starts within seconds.
      cronMonitorIntervalSeconds: 10,
      cronWorkerIntervalSeconds: 2,
      maintenanceIntervalSeconds: 60,
    });
    this.boss.on('error', options.onError);
  }

  /** Creates (or upgrades) pg-boss's schema and the app's queues, and schedules the recurring jobs. */
  async start() {
    // pg-boss's own install and queue creation deadlock or fail when two instances run them at once.
    await this.database.duringStartupLock(() => this.install());
  }

  private async install() {
    await this.boss.start();
    this.started = true;
    const retry = {
      retryLimit: this.options.retryLimit,
      retryDelay: this.options.retryDelaySeconds,
      retryBackoff: true,
      // A job still active after this long is taken to have died with its instance and retried.
      expireInSeconds: 300,
    };
    await this.boss.createQueue(QUEUES.sendMail, { name: QUEUES.sendMail, ...retry });
    await this.boss.createQueue(QUEUES.cleanup, { name: QUEUES.cleanup, retryLimit: 2, retryDelay: 60 });
    await this.boss.schedule(QUEUES.cleanup, this.options.cleanupCron, {});
    await this.boss.createQueue(QUEUES.reminders, { name: QUEUES.reminders, retryLimit: 3, retryDelay: 60 });
    await this.boss.schedule(QUEUES.reminders, this.options.remindersCron, {});
    // Re-runnable (it starts the file again); a large account's file may take minutes to build.
    await this.boss.createQueue(QUEUES.dataExport, {
      name: QUEUES.dataExport,
      retryLimit: 3,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 1800,
    });
    // Queued with the request, to start when the grace period ends; idempotent, so a retry is safe.
    await this.boss.createQueue(QUEUES.eraseAccount, {
      name: QUEUES.eraseAccount,
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
    });
  }

  /** Runs `handler` for each job of `name`, one at a time per instance; a throw retries it later. */
  async work(name: QueueName, handler: JobHandler) {
    await this.boss.work<Record<string, unknown>>(
      name,
      { pollingIntervalSeconds: this.options.pollIntervalSeconds, includeMetadata: true, batchSize: 1 },
      async ([job]) => {
        if (!job) return;
        try {
          await handler(job);
        } catch (err) {
          this.options.onJobFailed?.(name);
          throw err;
        }
      },
    );
  }

  /** Finishes the jobs in hand (up to a few seconds), then stops polling. */
  async stop() {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
