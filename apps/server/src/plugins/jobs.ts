import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import { deliverQueuedMail } from "../modules/mail/mail.outbox";

declare module "fastify" {
  interface FastifyInstance {
    jobs: { runOnce(options?: { olderThanMinutes?: number; claimGapSeconds?: number }): Promise<JobsPass> };
  }
}

export type JobsPass = { settled: number; refunds: number; documents: number; mailed: number };

/**
 * Background work (decision 021): the payment reconciler (which also ends unpaid orders past their
 * hold), refunds a crash left unsettled, and mail delivery. The work items are rows claimed with SKIP LOCKED, so any number of instances
 * can run the timer and each row is handled by one of them; a pass that overlaps the previous is skipped.
 */
export default fp(
  async function jobs(app: FastifyInstance) {
    const smtp = app.config.smtpUrl ? nodemailer.createTransport(app.config.smtpUrl) : null;
    async function runOnce(
      options: { olderThanMinutes?: number; claimGapSeconds?: number } = {},
    ): Promise<JobsPass> {
      const settled = await app.checkout.reconcile(options);
      const refunds = await app.refunds.settleStale();
      const documents = await app.invoices.catchUp();
      const mailed = await deliverQueuedMail({ db: app.db, smtp, from: app.config.mailFrom, log: app.log });
      return { settled: settled.length, refunds, documents, mailed };
    }
    app.decorate("jobs", { runOnce });

    const seconds = app.config.payments.jobsIntervalSeconds;
    if (seconds <= 0) return;
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      runOnce()
        .catch((error: unknown) => app.log.error({ err: error }, "jobs pass failed"))
        .finally(() => {
          running = false;
        });
    }, seconds * 1000);
    timer.unref();
    app.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "jobs", dependencies: ["checkout-flow", "refundsPlugin", "invoicesPlugin"] },
);
