import type { DashboardAnswer, RecentOrdersAnswer } from "@boutique/shared/schemas/dashboard";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orderShipping, orders, users } from "../src/db/schema";
import { createDashboardService } from "../src/modules/orders/dashboard.service";
import { insertOrderEvent } from "../src/modules/orders/orders.repository";
import { headersByRole } from "./admin-fixtures";
import { buildTestApp } from "./helpers";

const DAY = 86_400_000;

describe("the dashboard's figures", () => {
  let app: FastifyInstance;
  let roles: Record<"admin" | "Editor" | "Employee" | "user", Record<string, string>>;
  let newest: number;

  beforeAll(async () => {
    app = await buildTestApp();
    roles = await headersByRole(app, ["admin", "Editor", "Employee", "user"]);
    const now = new Date();
    const tenDaysAgo = new Date(Date.now() - 10 * DAY);
    type Seed = Partial<typeof orders.$inferInsert>;
    const order = async (values: Seed, line: Partial<typeof orderLines.$inferInsert>[] = []) => {
      const [row] = await app.db
        .insert(orders)
        .values({
          payType: "Razorpay",
          currency: "INR",
          subtotal: values.total ?? 0,
          total: 0,
          amountCharged: values.total ?? 0,
          ...values,
        } as typeof orders.$inferInsert)
        .returning();
      await app.db.insert(orderShipping).values({
        orderId: row!.id,
        firstName: "Meera",
        lastName: "Rao",
        fullName: "Meera Rao",
        address1: "14 Lodhi Colony",
        state: "Delhi",
        zip: "110003",
        country: "IN",
        mobile: "9811042517",
      });
      for (const values of line) {
        await app.db.insert(orderLines).values({
          orderId: row!.id,
          name: "Mustard Saree",
          quantity: 1,
          stockQuantity: 1,
          sellingPrice: 0,
          lineTotal: 0,
          ...values,
        } as typeof orderLines.$inferInsert);
      }
      return row!.id;
    };
    // 1. Rs 10,000 by Razorpay, in production: one measured line at cutting, one not started.
    await order({ total: 1_000_000, status: "paid", fulfilment: "in_production", paidAt: now }, [
      { name: "Mustard Saree", lineTotal: 600_000, madeToMeasure: true, tailoringStage: "cutting" },
      { name: "Rust Lehenga", lineTotal: 400_000, madeToMeasure: true },
    ]);
    // 2. Rs 8,350 by PayPal ($100.00 at Rs 83.50), $50 refunded, shipped.
    await order(
      {
        total: 835_000,
        amountCharged: 10_000,
        refundedAmount: 5_000,
        currency: "USD",
        dollarRate: 8350,
        payType: "PayPal",
        status: "partially_refunded",
        fulfilment: "shipped",
        paidAt: now,
      },
      [{ name: "Rust Lehenga", lineTotal: 835_000 }],
    );
    // 3. Rs 2,000 by Stripe, refunded in full and cancelled.
    await order({
      total: 200_000,
      refundedAmount: 200_000,
      payType: "Stripe",
      status: "refunded",
      fulfilment: "cancelled",
      paidAt: now,
    });
    // 4-5. Not paid: never counted.
    await order({ total: 500_000, status: "pending" });
    await order({ total: 700_000, status: "failed" });
    // 6. Rs 3,000 by Razorpay ten days ago, delivered.
    await order({
      total: 300_000,
      status: "paid",
      fulfilment: "delivered",
      paidAt: tenDaysAgo,
      createdAt: tenDaysAgo,
    });
    newest = await order({ total: 100, status: "pending" });

    await app.db.insert(users).values([
      { email: "new1@example.com", role: "user" },
      { email: "old@example.com", role: "user", createdAt: tenDaysAgo },
    ]);
  }, 120_000);
  afterAll(() => app?.close());

  const figures = async (query = "") => {
    const response = await app.inject({
      method: "GET",
      url: `/api/admin/orders/dashboard${query}`,
      headers: roles.admin,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as DashboardAnswer;
  };

  it("sums paid orders net of refunds, per gateway, and counts pending, new orders and new customers", async () => {
    const answer = await figures();
    expect(answer).toMatchObject({
      total_sales_stripe: 0,
      total_sales_paypal: 4_175,
      total_sales_razorpay: 13_000,
      pending_orders: 2,
      new_orders: 3,
      paid_orders: 4,
      // (10,000 + 4,175 + 0 + 3,000) / 4
      average_order_value: 4_293.75,
    });
    // The user of each role headersByRole made, plus new1; not the ten-day-old account nor staff.
    expect(answer.new_customer).toBe(2);
    expect(answer.by_currency).toEqual([
      { currency: "INR", orders: 3, revenue: 13_000, charged: 13_000 },
      { currency: "USD", orders: 1, revenue: 4_175, charged: 50 },
    ]);
    expect(answer.by_gateway).toEqual([
      { pay_type: "Razorpay", orders: 2, revenue: 13_000 },
      { pay_type: "PayPal", orders: 1, revenue: 4_175 },
      { pay_type: "Stripe", orders: 1, revenue: 0 },
    ]);
    expect(answer.top_products[0]).toEqual({ name: "Rust Lehenga", units: 2, revenue: 12_350 });
    expect(answer.tailoring.sort((a, b) => a.stage.localeCompare(b.stage))).toEqual([
      { stage: "cutting", lines: 1 },
      { stage: "not_started", lines: 1 },
    ]);
  });

  it("buckets revenue by day, week and month, oldest first, today last", async () => {
    const days = await figures("?period=day");
    expect(days.revenue).toHaveLength(30);
    expect(days.revenue.at(-1)).toMatchObject({ orders: 3, revenue: 14_175 });
    expect(days.revenue.reduce((sum, bucket) => sum + bucket.revenue, 0)).toBe(17_175);
    expect(days.revenue.filter((bucket) => bucket.orders > 0)).toHaveLength(2);
    const months = await figures("?period=month");
    expect(months.revenue).toHaveLength(12);
    expect(months.revenue.reduce((sum, bucket) => sum + bucket.orders, 0)).toBe(4);
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/admin/orders/dashboard?period=year",
          headers: roles.admin,
        })
      ).statusCode,
    ).toBe(400);
  });

  it("lists the newest orders, failed ones left out", async () => {
    const response = await app.inject({ method: "GET", url: "/api/admin/orders", headers: roles.admin });
    const recent = (response.json() as RecentOrdersAnswer).data;
    expect(recent[0]!.id).toBe(newest);
    expect(recent.map((row) => row.status)).not.toContain("failed");
    expect(recent).toHaveLength(6);
  });

  it("is for admins only", async () => {
    for (const role of ["Editor", "Employee", "user"] as const) {
      for (const url of ["/api/admin/orders/dashboard", "/api/admin/orders", "/api/admin/orders/new-count"]) {
        expect((await app.inject({ method: "GET", url, headers: roles[role] })).statusCode).toBe(403);
      }
    }
  });

  it("counts paid orders nobody has started as new, for the header", async () => {
    const count = async () =>
      (
        await app.inject({ method: "GET", url: "/api/admin/orders/new-count", headers: roles.admin })
      ).json() as { count: number };
    // The seed's paid orders are all started, shipped, delivered or cancelled.
    expect(await count()).toEqual({ count: 0 });
    const [fresh] = await app.db
      .insert(orders)
      .values({
        payType: "Razorpay",
        currency: "INR",
        subtotal: 100,
        total: 100,
        amountCharged: 100,
        status: "paid",
        paidAt: new Date(),
      })
      .returning();
    await app.db.insert(orders).values({
      payType: "PayPal",
      currency: "USD",
      dollarRate: 8350,
      subtotal: 100,
      total: 100,
      amountCharged: 100,
      refundedAmount: 50,
      status: "partially_refunded",
      paidAt: new Date(),
    });
    expect(await count()).toEqual({ count: 2 });
    await app.db.update(orders).set({ fulfilment: "in_production" }).where(eq(orders.id, fresh!.id));
    expect(await count()).toEqual({ count: 1 });
  });

  it("reuses figures while no order changes, and computes them again once one does", async () => {
    const service = createDashboardService({ db: app.db, cacheSeconds: 60 });
    const before = await service.figures("day");
    const [order] = await app.db
      .insert(orders)
      .values({
        payType: "Razorpay",
        currency: "INR",
        subtotal: 5_000,
        total: 5_000,
        amountCharged: 5_000,
        status: "paid",
        fulfilment: "delivered",
        paidAt: new Date(),
      })
      .returning();
    // Written without an event (no flow does this): the cached figures stand.
    expect((await service.figures("day")).paid_orders).toBe(before.paid_orders);
    await insertOrderEvent(app.db, {
      orderId: order!.id,
      kind: "payment",
      fromState: "pending",
      toState: "paid",
    });
    const after = await service.figures("day");
    expect(after.paid_orders).toBe(before.paid_orders + 1);
    expect(after.total_sales_razorpay).toBe(before.total_sales_razorpay + 50);
  });
});
