import { APPROVAL_MESSAGES } from "@boutique/shared/schemas/approval";
import { TAILORING_STAGES } from "@boutique/shared/schemas/order-lifecycle-words";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pieceApprovals } from "../src/modules/approvals/approvals.tables";
import { orderLines } from "../src/modules/orders/orders.tables";
import { headersByRole, type Part, postMultipart, solidPng } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld } from "./checkout-fixtures";

type Json = Record<string, unknown>;
type Approval = { state: string; approved_by: string | null; photos: string[]; round: number; note: string };

describe("approval before dispatch (issue 27 §4)", () => {
  let world: CheckoutWorld;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  let photo: Buffer;

  beforeAll(async () => {
    world = await buildCheckoutWorld();
    ({ admin, Editor: editor } = await headersByRole(world.app, ["admin", "Editor"]));
    photo = await solidPng(400, 600);
  });
  afterAll(() => world?.close());

  /** A paid order of one made-to-measure piece and one ready-made, in production, the piece at `stage`. */
  async function orderInProduction(stageReached: number = TAILORING_STAGES.length) {
    const buyer = await world.customer();
    const measured = await world.pick("garment");
    await world.addToCart(buyer.headers, measured, { measurements: { Bust: 34, Waist: 28 } });
    await world.addToCart(buyer.headers, await world.pick("garment"));
    const charged = await world.charge(buyer.headers, { address: buyer.addressId, pay_type: "Razorpay" });
    const fields = await world.payRazorpay(charged.body.id!);
    expect((await world.verify(buyer.headers, { order_id: charged.body.order_id, ...fields })).status).toBe(
      200,
    );
    const orderId = charged.body.order_id;
    expect(
      (await world.call(admin, "POST", `/api/admin/orders/${orderId}`, { status: "in_production" })).status,
    ).toBe(200);
    const lines = await world.app.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const piece = lines.find((line) => line.madeToMeasure)!;
    for (const stage of TAILORING_STAGES.slice(0, stageReached)) {
      const moved = await world.call(admin, "POST", `/api/admin/orders/${orderId}/lines/${piece.id}/stage`, {
        stage,
      });
      expect(moved.status).toBe(200);
    }
    return { buyer, orderId, lineId: piece.id, lineName: piece.name };
  }

  const sendPhotos = (orderId: number, lineId: number, parts: Part[], headers = admin) =>
    postMultipart(world.app, `/api/admin/orders/${orderId}/lines/${lineId}/approval`, headers, parts);
  const photos = (count: number): Part[] =>
    Array.from({ length: count }, (_, index) => ({
      name: "photos",
      filename: `piece-${index}.png`,
      data: photo,
    }));
  const pack = (orderId: number) =>
    world.call<Json>(admin, "POST", `/api/admin/orders/${orderId}`, { status: "ready_to_ship" });
  const detail = async (orderId: number, headers: Record<string, string>) =>
    (await world.call<{ approvals: Approval[] }>(headers, "GET", `/api/admin/orders/${orderId}`)).body;

  it("holds packing until the customer approves the photos; a change sends the piece back to the stage staff choose", async () => {
    const { buyer, orderId, lineId, lineName } = await orderInProduction();
    // Not before the photos are sent: the order says which piece holds it.
    expect(await pack(orderId)).toMatchObject({
      status: 409,
      body: { message: APPROVAL_MESSAGES.awaiting([lineName]) },
    });

    const sent = await sendPhotos(orderId, lineId, photos(2));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      message: APPROVAL_MESSAGES.sent,
      approval: { state: "awaiting", round: 1 },
    });
    const mail = await world.app.db.execute<{ subject: string; text: string }>(
      sql`select subject, text from email_outbox where kind = 'order_piece_approval' and recipient = ${buyer.user.email}`,
    );
    expect(mail.rows[0]?.subject).toContain(`Your ${lineName} is ready: please approve it`);
    // The customer's page shows the photos, which the shop serves.
    const seen = (await detail(orderId, buyer.headers)).approvals[0]!;
    expect(seen.photos).toHaveLength(2);
    expect((await world.app.inject({ url: `/api/images/${seen.photos[0]}` })).statusCode).toBe(200);
    expect(await pack(orderId)).toMatchObject({ status: 409 });

    // The customer asks for a change: a note is needed.
    const url = `/api/orders/${orderId}/lines/${lineId}/approval`;
    expect(
      await world.call<Json>(buyer.headers, "POST", url, { decision: "change", note: "  " }),
    ).toMatchObject({
      status: 400,
      body: { message: APPROVAL_MESSAGES.noteRequired },
    });
    const change = await world.call<Json>(buyer.headers, "POST", url, {
      decision: "change",
      note: "Sleeves an inch shorter, please.",
    });
    expect(change).toMatchObject({ status: 200, body: { approval: { state: "changes_requested" } } });
    expect(await pack(orderId)).toMatchObject({ status: 409 });

    // Staff send it back to stitching (not to the last stage); the timeline keeps the move and the note.
    const rework = `/api/admin/orders/${orderId}/lines/${lineId}/approval/rework`;
    expect((await world.call(admin, "POST", rework, { stage: "finishing" })).status).toBe(400);
    expect((await world.call(admin, "POST", rework, { stage: "stitching" })).status).toBe(200);
    const [line] = await world.app.db.select().from(orderLines).where(eq(orderLines.id, lineId));
    expect(line!.tailoringStage).toBe("stitching");
    const events = await world.app.db.execute<{ from_state: string; to_state: string; data: Json }>(
      sql`select from_state, to_state, data from order_events where line_id = ${lineId} order by id desc limit 1`,
    );
    expect(events.rows[0]).toMatchObject({
      from_state: "finishing",
      to_state: "stitching",
      data: { rework: true, note: "Sleeves an inch shorter, please." },
    });
    // Photos again only at the last stage.
    expect((await sendPhotos(orderId, lineId, photos(1))).statusCode).toBe(409);
    await world.call(admin, "POST", `/api/admin/orders/${orderId}/lines/${lineId}/stage`, {
      stage: "finishing",
    });
    const second = await sendPhotos(orderId, lineId, photos(1));
    expect(second.json()).toMatchObject({ approval: { state: "awaiting", round: 2, note: "" } });
    // The first round's photos are let go.
    expect((await world.app.inject({ url: `/api/images/${seen.photos[0]}` })).statusCode).toBe(404);

    expect((await world.call<Json>(buyer.headers, "POST", url, { decision: "approve" })).body).toMatchObject({
      message: APPROVAL_MESSAGES.approved,
      approval: { state: "approved", approved_by: "customer" },
    });
    expect((await pack(orderId)).status).toBe(200);
    // Once packed, nothing more to answer.
    expect(await world.call<Json>(buyer.headers, "POST", url, { decision: "approve" })).toMatchObject({
      status: 409,
    });
  });

  it("takes a phone approval from staff, and no answer in time as approval", async () => {
    const phoned = await orderInProduction();
    await sendPhotos(phoned.orderId, phoned.lineId, photos(1));
    const phone = await world.call<Json>(
      admin,
      "POST",
      `/api/admin/orders/${phoned.orderId}/lines/${phoned.lineId}/approval/phone`,
    );
    expect(phone.body).toMatchObject({ approval: { state: "approved", approved_by: "phone" } });
    expect((await pack(phoned.orderId)).status).toBe(200);

    const silent = await orderInProduction();
    await sendPhotos(silent.orderId, silent.lineId, photos(1));
    expect((await pack(silent.orderId)).status).toBe(409);
    // The days to answer have passed.
    await world.app.db
      .update(pieceApprovals)
      .set({ answerBy: new Date(Date.now() - 1000) })
      .where(eq(pieceApprovals.lineId, silent.lineId));
    expect((await detail(silent.orderId, admin)).approvals[0]).toMatchObject({
      state: "approved",
      approved_by: "no_answer",
    });
    expect((await pack(silent.orderId)).status).toBe(200);
  });

  it("an answer and a packing move never both go through: a change asked as staff pack, in parallel", async () => {
    // Photos sent and their day passed: no answer counts as approval, so packing may go ahead, unless
    // the customer's change lands first. Run together, exactly one of the two goes through.
    for (let round = 0; round < 3; round += 1) {
      const { buyer, orderId, lineId } = await orderInProduction();
      await sendPhotos(orderId, lineId, photos(1));
      await world.app.db
        .update(pieceApprovals)
        .set({ answerBy: new Date(Date.now() - 1000) })
        .where(eq(pieceApprovals.lineId, lineId));
      const [packed, changed] = await Promise.all([
        pack(orderId),
        world.call<Json>(buyer.headers, "POST", `/api/orders/${orderId}/lines/${lineId}/approval`, {
          decision: "change",
          note: "Shorter sleeves",
        }),
      ]);
      expect([packed.status, changed.status].sort()).toEqual([200, 409]);
      const [row] = await world.app.db.select().from(pieceApprovals).where(eq(pieceApprovals.lineId, lineId));
      const order = await world.app.db.execute<{ fulfilment: string }>(
        sql`select fulfilment from orders where id = ${orderId}`,
      );
      // Packed means no change was recorded; a change recorded means it was not packed.
      expect(order.rows[0]!.fulfilment === "ready_to_ship").toBe(row!.state === "awaiting");
    }
  });

  it("refuses what is not its to do: bad photos, the wrong stage, someone else's piece, staff without orders", async () => {
    const { buyer, orderId, lineId } = await orderInProduction(2);
    // At cutting: not yet.
    expect((await sendPhotos(orderId, lineId, photos(1))).json()).toMatchObject({
      message: APPROVAL_MESSAGES.notLastStage,
    });
    for (const stage of TAILORING_STAGES.slice(2)) {
      await world.call(admin, "POST", `/api/admin/orders/${orderId}/lines/${lineId}/stage`, { stage });
    }
    expect((await sendPhotos(orderId, lineId, [])).statusCode).toBe(400);
    expect((await sendPhotos(orderId, lineId, photos(7))).statusCode).toBe(400);
    const text = await sendPhotos(orderId, lineId, [
      { name: "photos", filename: "a.png", data: "not a picture" },
    ]);
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect((await sendPhotos(orderId, lineId, photos(1), editor)).statusCode).toBe(403);
    expect(await world.app.db.select().from(pieceApprovals).where(eq(pieceApprovals.lineId, lineId))).toEqual(
      [],
    );

    await sendPhotos(orderId, lineId, photos(1));
    const stranger = await world.customer();
    const url = `/api/orders/${orderId}/lines/${lineId}/approval`;
    expect(await world.call<Json>(stranger.headers, "POST", url, { decision: "approve" })).toMatchObject({
      status: 404,
    });
    expect((await world.call(buyer.headers, "POST", url, { decision: "maybe" })).status).toBe(400);
    expect(
      (
        await world.call(buyer.headers, "POST", `/api/orders/${orderId}/lines/99999999999/approval`, {
          decision: "approve",
        })
      ).status,
    ).toBe(400);
    const [row] = await world.app.db.select().from(pieceApprovals).where(eq(pieceApprovals.lineId, lineId));
    expect(row!.state).toBe("awaiting");
  });
});
