import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { startSandboxServer } from "@boutique/payment-sandbox/server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import { buildApp } from "../src/app";
import { testConfig } from "../src/config";
import { openDatabase } from "../src/db/database";
import { hashPassword } from "../src/lib/passwords";
import { users } from "../src/modules/auth/auth.tables";
import { createTokenSigner } from "../src/modules/auth/token";
import { DELHI, paymentsFor } from "./checkout-fixtures";
import { createThrowawayDatabase } from "./helpers";

/**
 * T6: the shop is killed with SIGKILL while payments are being confirmed (after the provider captured, before
 * or after the shop's commit), ten times. After a restart and one reconciler pass, every capture in the
 * sandbox's ledger has exactly one paid order, and no paid order lacks a capture. PostgreSQL only: the
 * shop runs as its own process on a real database (a killed PGlite would take its files with it).
 */
const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const JWT_SECRET = "crash-test-secret-crash-test-secret-0000";
const CYCLES = 10;
const PER_CYCLE = 4;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as { port: number }).port;
  server.close();
  return port;
}

describe.skipIf(!process.env.DATABASE_URL)(
  "checkout survives a crash between capture and commit (T6)",
  () => {
    let dbUrl: string;
    let dropDb: () => Promise<void>;
    let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
    let child: ChildProcess | null = null;

    beforeAll(async () => {
      ({ url: dbUrl, drop: dropDb } = await createThrowawayDatabase(process.env.DATABASE_URL!));
      sandbox = await startSandboxServer({ port: 0, webhookTarget: null });
      const config = testConfig({ databaseUrl: dbUrl, seedDemo: true });
      const database = await openDatabase(config);
      await database.migrate();
      await seedDatabase({
        db: database.db,
        config,
        log: { info: () => {}, warn: () => {} },
        renderImages: false,
      });
      await database.close();
    }, 180_000);

    afterAll(async () => {
      child?.kill("SIGKILL");
      await sandbox?.close();
      await dropDb?.();
    });

    async function startShop(port: number): Promise<string> {
      const payments = paymentsFor(sandbox.url);
      const env = {
        ...process.env,
        NODE_ENV: "test",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: dbUrl,
        JWT_SECRET,
        SEED_DEMO: "false",
        LOG_LEVEL: "error",
        PAYMENT_SANDBOX: "off",
        JOBS_INTERVAL_SECONDS: "0",
        RAZORPAY_KEY_ID: payments.razorpay!.keyId,
        RAZORPAY_KEY_SECRET: payments.razorpay!.keySecret,
        RAZORPAY_WEBHOOK_SECRET: payments.razorpay!.webhookSecret,
        RAZORPAY_API_URL: payments.razorpay!.apiUrl,
        PAYPAL_CLIENT_ID: payments.paypal!.clientId,
        PAYPAL_CLIENT_SECRET: payments.paypal!.clientSecret,
        PAYPAL_WEBHOOK_ID: payments.paypal!.webhookId,
        PAYPAL_API_URL: payments.paypal!.apiUrl,
      };
      child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
        cwd: repoRoot,
        env,
        stdio: "ignore",
      });
      const base = `http://127.0.0.1:${port}`;
      for (let i = 0; i < 300; i += 1) {
        if (
          await fetch(`${base}/api/health`).then(
            (r) => r.ok,
            () => false,
          )
        )
          return base;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error("the shop did not start");
    }

    it("every capture ends as exactly one paid order after restart and one reconciler pass", async () => {
      const tokens = createTokenSigner(JWT_SECRET);
      const setup = await openDatabase(testConfig({ databaseUrl: dbUrl }));
      const passwordHash = await hashPassword("Secret123");
      const variants = await setup.db.execute<{ variant_id: number; size: string }>(sql`
      select vs.variant_id, vs.size from variant_stock vs join product_variants v on v.id = vs.variant_id
      join products p on p.id = v.product_id join categories c on c.id = p.category_id
      where p.active and c.kind = 'garment' order by vs.variant_id, vs.size limit 1`);
      const item = variants.rows[0]!;
      await setup.db.execute(
        sql`update variant_stock set quantity = 1000 where variant_id = ${item.variant_id} and size = ${item.size}`,
      );

      for (let cycle = 0; cycle < CYCLES; cycle += 1) {
        const base = await startShop(await freePort());
        const call = async (token: string, method: string, path: string, body?: unknown) => {
          const response = await fetch(`${base}${path}`, {
            method,
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return (await response.json()) as Record<string, unknown> & { data?: { id: number } };
        };
        const verifies: Promise<unknown>[] = [];
        for (let n = 0; n < PER_CYCLE; n += 1) {
          const [user] = await setup.db
            .insert(users)
            .values({
              email: `crash-${cycle}-${n}-${Date.now()}@example.com`,
              passwordHash,
              firstName: "Crash",
              lastName: "Test",
              emailVerifiedAt: new Date(),
            })
            .returning();
          const { token } = await tokens.sign({ userId: user!.id, role: "user" });
          const address = await call(token, "POST", "/api/items/address", DELHI);
          await call(token, "POST", `/api/items/cart/${item.variant_id}`, { quantity: 1, size: item.size });
          const payType = n % 2 === 0 ? "Razorpay" : "PayPal";
          const charged = await call(token, "POST", "/api/checkout/payment/charge", {
            address: address.data!.id,
            pay_type: payType,
          });
          let body: Record<string, unknown>;
          if (payType === "Razorpay") {
            const paid = await fetch(`${sandbox.url}/razorpay/test/orders/${charged.id}/pay`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: JSON.stringify({ outcome: "success" }),
            });
            body = { order_id: charged.order_id, ...((await paid.json()) as Record<string, string>) };
          } else {
            const url = new URL(String(charged.url));
            const approved = await fetch(`${url.origin}${url.pathname}/${url.searchParams.get("token")}`, {
              method: "POST",
              redirect: "manual",
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: "action=pay",
            });
            body = Object.fromEntries(new URL(approved.headers.get("location")!).searchParams.entries());
          }
          // The browser comes back; the shop may or may not commit before it dies.
          verifies.push(call(token, "POST", "/api/checkout/payment/verify", body).catch(() => null));
        }
        await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 40)));
        child!.kill("SIGKILL");
        await once(child!, "exit");
        await Promise.all(verifies);
      }

      // Restart, and one reconciler pass over everything still pending.
      const config = testConfig({ databaseUrl: dbUrl, payments: paymentsFor(sandbox.url) });
      const database = await openDatabase(config);
      const app = await buildApp({ config, database, serveApps: false, logger: false });
      await app.ready();
      await app.jobs.runOnce({ olderThanMinutes: 0, claimGapSeconds: 0 });

      const ledger = (await (await fetch(`${sandbox.url}/ledger`)).json()) as {
        captures: { provider: string; order_ref: string }[];
      };
      const paid = await app.db.execute<{ provider_order_id: string; pay_type: string; n: number }>(sql`
      select p.provider_order_id, p.pay_type, count(distinct o.id)::int as n from orders o
      join payments p on p.order_id = o.id where o.status = 'paid' group by p.provider_order_id, p.pay_type`);
      const paidRefs = new Map(paid.rows.map((row) => [row.provider_order_id, Number(row.n)]));
      expect(ledger.captures.length).toBe(CYCLES * PER_CYCLE);
      for (const capture of ledger.captures)
        expect(paidRefs.get(capture.order_ref), capture.order_ref).toBe(1);
      const captured = new Set(ledger.captures.map((capture) => capture.order_ref));
      for (const ref of paidRefs.keys()) expect(captured.has(ref), ref).toBe(true);
      const pending = await app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from orders where status = 'pending'`,
      );
      expect(Number(pending.rows[0]?.n)).toBe(0);
      await app.close();
      await setup.close();
    }, 300_000);
  },
);
