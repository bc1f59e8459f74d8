import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../src/db/database";
import {
  IllegalMoveError,
  moveFulfilment,
  movePayment,
  moveTailoring,
} from "../src/modules/orders/order-moves";
import {
  insertOrder,
  listOrderEvents,
  type OrderRow,
  updateOrder,
} from "../src/modules/orders/orders.repository";
import { orderLines, orders } from "../src/modules/orders/orders.tables";
import { buildTestApp } from "./helpers";

const SOURCE = fileURLToPath(new URL("../src", import.meta.url));

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
    }),
  );
  return files.flat();
}

/** Writes of the orders and order_lines tables: Drizzle's update() and SQL text alike. */
const TABLE_WRITES = [/\.update\(\s*(orders|orderLines)\s*\)/g, /\bupdate\s+(orders|order_lines)\b/gi];
/** A write that names a state column. */
const STATE_SET = /\.set\(\s*\{[^}]*\b(status|fulfilment|tailoringStage)\s*:/;

describe("order-moves.ts is the one writer of an order's payment, fulfilment and tailoring stage", () => {
  it("no other source file updates the orders or order_lines tables, except the repository's guarded writers", async () => {
    const writers: Record<string, number> = {};
    for (const file of await sourceFiles(SOURCE)) {
      const text = await readFile(file, "utf8");
      const count = TABLE_WRITES.reduce((sum, pattern) => sum + [...text.matchAll(pattern)].length, 0);
      if (count) writers[path.relative(SOURCE, file)] = count;
    }
    expect(writers).toEqual({
      // moveTailoring's line and writeMove's order row.
      "modules/orders/order-moves.ts": 2,
      // updateOrder (refuses status and fulfilment), cancelOrderLines, clearOrderContacts.
      "modules/orders/orders.repository.ts": 3,
    });
    const repository = await readFile(path.join(SOURCE, "modules/orders/orders.repository.ts"), "utf8");
    expect(repository).not.toMatch(STATE_SET);
  });

  it("updateOrder refuses a payment status or a fulfilment stage", async () => {
    const app = await buildTestApp();
    try {
      await expect(
        app.db.transaction((tx) => updateOrder(tx, 1, { status: "paid" } as never)),
      ).rejects.toThrow(/order-moves/);
      await expect(
        app.db.transaction((tx) => updateOrder(tx, 1, { fulfilment: "shipped" } as never)),
      ).rejects.toThrow(/order-moves/);
    } finally {
      await app.close();
    }
  });
});

describe("moving an order", () => {
  let app: FastifyInstance & { db: Database };

  beforeAll(async () => {
    app = (await buildTestApp()) as typeof app;
  });
  afterAll(() => app?.close());

  async function newOrder(madeToMeasure = true): Promise<{ order: OrderRow; lineId: number }> {
    const order = await app.db.transaction((tx) =>
      insertOrder(
        tx,
        { payType: "Razorpay", subtotal: 500_000, total: 500_000, amountCharged: 500_000, currency: "INR" },
        [
          {
            name: "Anarkali",
            quantity: 1,
            stockQuantity: 1,
            sellingPrice: 500_000,
            lineTotal: 500_000,
            madeToMeasure,
          },
        ],
        {
          firstName: "Asha",
          lastName: "Rao",
          fullName: "Asha Rao",
          address1: "1 MG Road",
          state: "Delhi",
          zip: "110001",
          country: "India",
          mobile: "9876543210",
        },
      ),
    );
    const [line] = await app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    return { order, lineId: line!.id };
  }

  const row = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it("writes a listed move with its columns and its history entry, in one go", async () => {
    const { order } = await newOrder();
    const paidAt = new Date();
    const moved = await app.db.transaction((tx) =>
      movePayment(tx, order, "paid", { set: { paidAt, statusMessage: "Paid" }, data: { source: "test" } }),
    );
    expect(moved.status).toBe("paid");
    expect((await row(order.id)).status).toBe("paid");
    expect((await row(order.id)).statusMessage).toBe("Paid");
    const events = await listOrderEvents(app.db, order.id);
    expect(events.map((event) => [event.kind, event.fromState, event.toState, event.data])).toEqual([
      ["payment", "pending", "paid", { source: "test" }],
    ]);
  });

  it("refuses a move the tables do not list with a typed 409 and writes nothing", async () => {
    const { order } = await newOrder();
    const refused = app.db.transaction((tx) => movePayment(tx, order, "refunded"));
    await expect(refused).rejects.toBeInstanceOf(IllegalMoveError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 409,
      details: { from: "pending", to: "refunded" },
    });
    await expect(app.db.transaction((tx) => moveFulfilment(tx, order, "shipped"))).rejects.toMatchObject({
      kind: "fulfilment",
      message: "This stage does not follow the order's current stage.",
    });
    expect((await row(order.id)).status).toBe("pending");
    expect((await row(order.id)).fulfilment).toBe("pending");
    expect(await listOrderEvents(app.db, order.id)).toEqual([]);
  });

  it("records money a provider has already moved as the exception, instead of refusing it", async () => {
    const { order } = await newOrder();
    await app.db.transaction((tx) =>
      movePayment(tx, order, "refunded", {
        set: { refundedAmount: 500_000 },
        exception: "a refund taken on an order that cannot move",
      }),
    );
    expect((await row(order.id)).status).toBe("refunded");
    const [event] = await listOrderEvents(app.db, order.id);
    expect(event).toMatchObject({
      kind: "payment",
      fromState: "pending",
      toState: "refunded",
      data: { exception: "a refund taken on an order that cannot move" },
    });
  });

  it("moves the goods and a made-to-measure line one stage at a time, with who moved them", async () => {
    const { order, lineId } = await newOrder();
    const actor = { id: null, name: "Staff member" };
    const paid = await app.db.transaction((tx) => movePayment(tx, order, "paid"));
    const making = await app.db.transaction((tx) => moveFulfilment(tx, paid, "in_production", { actor }));
    const [line] = await app.db.select().from(orderLines).where(eq(orderLines.id, lineId));
    await expect(
      app.db.transaction((tx) => moveTailoring(tx, making, line!, "cutting", { actor })),
    ).rejects.toMatchObject({ kind: "tailoring", details: { from: null, to: "cutting" } });
    await app.db.transaction((tx) => moveTailoring(tx, making, line!, "measurements_checked", { actor }));
    const [after] = await app.db.select().from(orderLines).where(eq(orderLines.id, lineId));
    expect(after!.tailoringStage).toBe("measurements_checked");
    const events = await listOrderEvents(app.db, order.id);
    expect(events.map((event) => [event.kind, event.toState, event.lineId, event.actorName])).toEqual([
      ["payment", "paid", null, ""],
      ["fulfilment", "in_production", null, "Staff member"],
      ["tailoring", "measurements_checked", lineId, "Staff member"],
    ]);
    const { rows } = await app.db.execute<{ fulfilment: string }>(
      sql`select fulfilment from orders where id = ${order.id}`,
    );
    expect(rows[0]!.fulfilment).toBe("in_production");
  });
});
