import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import nodemailer from "nodemailer";
import { deliverQueuedMail } from "../modules/mail/mail.outbox";

declare module "fastify" {
  interface FastifyInstance {
    jobs: {
      runOnce(options?: { olderThanMinutes?: number; claimGapSeconds?: number }): Promise<JobsPass>;
      /**
       * Delivers the outbox now rather than at the next pass: for mail the shopper is waiting for on the
       * page (a cash-on-delivery code). Rows are claimed as in a pass, so an overlap sends nothing twice.
       */
      deliverMailSoon(): void;
    };
  }
}

export type JobsPass = {
  settled: number;
  codEnded: number;
  refunds: number;
  documents: number;
  mailed: number;
  whatsapp: number;
  /** Reminders of checkouts left unpaid queued (issue 26 §3). */
  reminded: number;
};

/**
 * Background work (decision 021): the payment reconciler (which also ends unpaid orders past their
 * hold), cash-on-delivery orders not confirmed in time, reminders of checkouts left unpaid, WhatsApp messages, refunds a crash left unsettled, and mail delivery. The work items are rows claimed with SKIP LOCKED, so any number of instances
 * can run the timer and each row is handled by one of them; a pass that overlaps the previous is skipped.
 */
export default fp(
  async function jobs(app: FastifyInstance) {
    const smtp = app.config.smtpUrl ? nodemailer.createTransport(app.config.smtpUrl) : null;
    async function runOnce(
      options: { olderThanMinutes?: number; claimGapSeconds?: number } = {},
    ): Promise<JobsPass> {
      const settled = await app.checkout.reconcile(options);
      const codEnded = await app.checkout.endUnconfirmedCod();
      // Before the mail goes: a reminder queued now leaves in this same pass.
      const recovery = await app.recovery.pass().catch((error: unknown) => {
        // Reminders failing must not stop refunds, documents and mail behind them.
        app.log.error({ err: error }, "checkout reminders pass failed");
        return { reminded: 0, closed: 0 };
      });
      const refunds = await app.refunds.settleStale();
      const documents = await app.invoices.catchUp();
      const mailed = await deliverQueuedMail({ db: app.db, smtp, from: app.config.mailFrom, log: app.log });
      const whatsapp = await app.whatsapp.deliverQueued();
      await app.cartShare.deleteExpired();
      // Orders ended or refunds settled: the dashboard's figures are stale. The stock given back reaches
      // the catalogue's kept answers as change notices (plugins/answer-cache/database-notices.ts).
      if (settled.length > 0 || refunds > 0 || codEnded > 0 || recovery.closed > 0 || recovery.reminded > 0) {
        app.cacheAreas.clear(["orders"]);
      }
      return {
        settled: settled.length,
        codEnded,
        refunds,
        documents,
        mailed,
        whatsapp,
        reminded: recovery.reminded,
      };
    }
    let mailing: Promise<unknown> | null = null;
    let mailAgain = false;
    function deliverMailSoon() {
      if (mailing) {
        mailAgain = true;
        return;
      }
      mailing = Promise.all([
        deliverQueuedMail({ db: app.db, smtp, from: app.config.mailFrom, log: app.log }),
        app.whatsapp.deliverQueued(),
      ])
        .catch((error: unknown) => app.log.error({ err: error }, "mail delivery failed"))
        .finally(() => {
          mailing = null;
          if (mailAgain) {
            mailAgain = false;
            deliverMailSoon();
          }
        });
    }
    app.decorate("jobs", { runOnce, deliverMailSoon });
    app.addHook("preClose", async () => {
      await mailing;
    });

    const seconds = app.config.payments.jobsIntervalSeconds;
    if (seconds <= 0) return;
    // The pass under way, if any: a pass that overlaps the previous is skipped, and closing waits for it,
    // so a shutdown never cuts a pass between its transactions.
    let running: Promise<unknown> | null = null;
    const timer = setInterval(() => {
      if (running) return;
      running = runOnce()
        // The database being away is expected now and then: logged, and the next pass tries again.
        .catch((error: unknown) => app.log.error({ err: error }, "jobs pass failed"))
        .finally(() => {
          running = null;
        });
    }, seconds * 1000);
    timer.unref();
    // preClose: before the pool closes (onClose hooks of the db plugin), so the pass can finish its work.
    app.addHook("preClose", async () => {
      clearInterval(timer);
      await running;
    });
  },
  {
    name: "jobs",
    dependencies: [
      "checkout-flow",
      "refunds-service",
      "invoices-service",
      "answer-cache-fan-out",
      "whatsapp",
      "recovery",
    ],
  },
);
