import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { categories, products, productVariants, reviews } from "../src/db/schema";
import { fieldParts, type Part, postMultipart, solidPng } from "./admin-fixtures";
import { buildTestApp, signInAs } from "./helpers";

const png = () => solidPng(40, 30, { r: 120, g: 30, b: 60 });

type ReviewRow = { id: number; title: string; hidden: boolean; email?: string; image: string | null };
type ProductReviews = { reviews: ReviewRow[]; may_review: boolean; reason: string | null };

describe("reviews", () => {
  let app: FastifyInstance;
  let productId: number;
  let draftId: number;
  let categoryId: number;
  let address = 0;
  let workDir: string;
  const storedFiles = async () =>
    (await readdir(path.join(workDir, "uploads")).catch(() => [])).filter((name) => name !== ".cache");

  /** Each submission from its own address, so the per-IP limit only bites where it is tested. */
  async function submit(headers: Record<string, string>, parts: Part[], remoteAddress?: string) {
    const response = await postMultipart(app, "/api/admin/products/review", headers, parts, {
      fileType: "application/octet-stream",
      remoteAddress: remoteAddress ?? `10.2.0.${++address}`,
    });
    return { status: response.statusCode, body: response.json() };
  }
  const valid = () => ({
    product_id: String(productId),
    ratting: "4",
    title: "Lovely work",
    message: "Fits well",
  });
  const stored = async () => (await app.db.select({ value: count() }).from(reviews))[0]!.value;
  const detail = async (id = productId) =>
    (await app.inject({ method: "GET", url: `/api/products/${id}` })).json() as {
      reviews: { title: string }[];
      product: { review_count: number; rating: number };
    };

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "reviews-test-"));
    app = await buildTestApp({ uploadsDir: path.join(workDir, "uploads") });
    const [category] = await app.db
      .insert(categories)
      .values({ name: "Review Sarees", tag: "Women" })
      .returning();
    const made = await app.db
      .insert(products)
      .values([
        { name: "Review Saree", categoryId: category!.id, active: true, rating: 3 },
        { name: "Draft Saree", categoryId: category!.id, active: false },
      ])
      .returning();
    categoryId = category!.id;
    productId = made[0]!.id;
    draftId = made[1]!.id;
    await app.db.insert(productVariants).values(
      made.map((product) => ({
        productId: product.id,
        name: "Red",
        regularPrice: 100_000,
        sellingPrice: 90_000,
      })),
    );
  });
  afterAll(async () => {
    await app.close();
    await rm(workDir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await app.db.delete(reviews);
  });

  describe("POST /api/admin/products/review", () => {
    it("asks a guest to sign in", async () => {
      const response = await submit({}, fieldParts(valid()));
      expect(response.status).toBe(401);
      expect(await stored()).toBe(0);
    });

    it("answers 'Please fill all values.' when rating, title or message is blank, storing nothing", async () => {
      const customer = await signInAs(app);
      for (const blank of ["ratting", "title", "message"] as const) {
        const missing = await submit(customer.headers, fieldParts({ ...valid(), [blank]: "  " }));
        expect(missing.status, blank).toBe(400);
        expect(missing.body.message, blank).toBe("Please fill all values.");
        const { [blank]: _left, ...rest } = valid();
        const absent = await submit(customer.headers, fieldParts(rest));
        expect(absent.body.message, `${blank} absent`).toBe("Please fill all values.");
      }
      // Blank text beats a bad rating: the spec's one message comes first.
      const both = await submit(customer.headers, fieldParts({ ...valid(), ratting: "9", title: "" }));
      expect(both.body.message).toBe("Please fill all values.");
      expect(await stored()).toBe(0);
    });

    it("refuses a rating outside 1-5, an unknown product, a draft and an unexpected field", async () => {
      const customer = await signInAs(app);
      for (const ratting of ["0", "6", "4.5", "five"]) {
        const response = await submit(customer.headers, fieldParts({ ...valid(), ratting }));
        expect(response.status, ratting).toBe(400);
        expect(response.body.message, ratting).toBe("Please choose a rating from 1 to 5.");
      }
      const unknown = await submit(customer.headers, fieldParts({ ...valid(), product_id: "999999" }));
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe("Product not found.");
      const draft = await submit(customer.headers, fieldParts({ ...valid(), product_id: String(draftId) }));
      expect(draft.status).toBe(404);
      const extra = await submit(customer.headers, [
        ...fieldParts(valid()),
        { name: "hidden", data: "false" },
      ]);
      expect(extra.status).toBe(400);
      const tooLong = await submit(customer.headers, fieldParts({ ...valid(), title: "x".repeat(121) }));
      expect(tooLong.body.message).toBe("Title is too long.");
      expect(await stored()).toBe(0);
    });

    it("stores a customer's review under their own account with a re-encoded photo, once per product", async () => {
      const customer = await signInAs(app);
      const response = await submit(customer.headers, [
        ...fieldParts(valid()),
        { name: "image", filename: "me.png", data: await png() },
      ]);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        success: true,
        message: "Review Submitted",
        review: { title: "Lovely work", comment: "Fits well", rating: 4, name: "Test", hidden: false },
      });
      expect(response.body.review.email).toBeUndefined();
      const [row] = await app.db.select().from(reviews);
      expect(row).toMatchObject({ userId: customer.user.id, productId, mediaKind: "image", hidden: false });
      expect(row!.media).toMatch(/^[0-9a-f]{32}\.(png|jpg)$/);
      const image = await app.inject({ method: "GET", url: `/api/images/${row!.media}` });
      expect(image.statusCode).toBe(200);

      const again = await submit(customer.headers, fieldParts(valid()));
      expect(again.status).toBe(409);
      expect(again.body.message).toBe("You have already reviewed this product.");
      expect(await stored()).toBe(1);
      const shown = await detail();
      expect(shown.reviews.map((review) => review.title)).toEqual(["Lovely work"]);
      expect(shown.product).toMatchObject({ review_count: 1, rating: 4 });
    });

    it("keeps one review when the same customer submits twice at once, removing the loser's photo", async () => {
      const customer = await signInAs(app);
      const before = await storedFiles();
      // Each request waits at its write until the other reaches its own, so both have passed any
      // check made before writing: the worst interleaving, every time, on either driver.
      const transaction = app.db.transaction.bind(app.db);
      const arrived: (() => void)[] = [];
      const meet = vi.spyOn(app.db, "transaction").mockImplementation(async (work, config) => {
        await new Promise<void>((resolve) => {
          arrived.push(resolve);
          if (arrived.length === 2) for (const release of arrived) release();
        });
        return transaction(work, config);
      });
      try {
        const answers = await Promise.all(
          ["First go", "Second go"].map(async (title) =>
            submit(customer.headers, [
              ...fieldParts({ ...valid(), title }),
              { name: "image", filename: "me.png", data: await png() },
            ]),
          ),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
        expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(
          "You have already reviewed this product.",
        );
      } finally {
        meet.mockRestore();
      }
      const rows = await app.db.select().from(reviews);
      expect(rows).toHaveLength(1);
      expect((await storedFiles()).sort()).toEqual([...before, rows[0]!.media].sort());
      expect((await detail()).product).toMatchObject({ review_count: 1, rating: 4 });
    });

    it("takes a video instead of a photo, stored byte for byte as a video", async () => {
      const customer = await signInAs(app);
      const box = Buffer.alloc(32);
      box.writeUInt32BE(32, 0);
      box.write("ftyp", 4);
      box.write("isom", 8);
      box.writeUInt32BE(512, 12);
      box.write("isomiso2avc1mp41", 16);
      const clip = Buffer.concat([box, randomBytes(2048)]);
      const response = await submit(customer.headers, [
        ...fieldParts(valid()),
        { name: "image", filename: "twirl.mp4", data: clip },
      ]);
      expect(response.status).toBe(201);
      expect(response.body.review).toMatchObject({ media_type: "video" });
      expect(response.body.review.image).toMatch(/\.mp4$/);
      const served = await app.inject({ method: "GET", url: `/api/images/${response.body.review.image}` });
      expect(served.rawPayload.equals(clip)).toBe(true);
    });

    it("removes the uploaded file again when the review is refused", async () => {
      const customer = await signInAs(app);
      const before = await storedFiles();
      const refused = await submit(customer.headers, [
        { name: "image", filename: "me.png", data: await png() },
        ...fieldParts({ ...valid(), title: "" }),
      ]);
      expect(refused.status).toBe(400);
      expect(await storedFiles()).toEqual(before);
      expect(await stored()).toBe(0);
    });

    it("refuses a file that is not a photo or video, and staff writing reviews", async () => {
      const customer = await signInAs(app);
      const text = await submit(customer.headers, [
        ...fieldParts(valid()),
        { name: "image", filename: "photo.png", data: "not really a picture" },
      ]);
      expect(text.status).toBe(415);
      for (const role of ["admin", "Editor", "Employee"] as const) {
        const staff = await signInAs(app, role);
        const response = await submit(staff.headers, fieldParts(valid()));
        expect(response.status, role).toBe(400);
        expect(response.body.message).toBe("Reviews are written by customers.");
      }
      expect(await stored()).toBe(0);
    });

    it("limits a single address to five reviews a minute", async () => {
      const statuses: number[] = [];
      for (let index = 0; index < 6; index++) {
        const customer = await signInAs(app);
        statuses.push((await submit(customer.headers, fieldParts(valid()), "10.9.9.9")).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    });
  });

  describe("GET /api/admin/products/review/:parent_id and hiding", () => {
    it("shows customers the visible reviews and whether they may write one; staff see all with emails", async () => {
      const writer = await signInAs(app);
      const written = await submit(writer.headers, fieldParts(valid()));
      const other = await signInAs(app);
      const second = await submit(other.headers, fieldParts({ ...valid(), title: "Second" }));
      expect(second.status).toBe(201);

      const editor = await signInAs(app, "Editor");
      const hide = await app.inject({
        method: "PUT",
        url: `/api/admin/products/review/${written.body.review.id}`,
        headers: editor.headers,
        payload: { hidden: true },
      });
      expect(hide.statusCode).toBe(200);
      expect(hide.json()).toMatchObject({
        id: written.body.review.id,
        hidden: true,
        email: writer.user.email,
      });

      const asWriter = await app.inject({
        method: "GET",
        url: `/api/admin/products/review/${productId}`,
        headers: writer.headers,
      });
      const mine = asWriter.json() as ProductReviews;
      expect(mine.reviews.map((review) => review.title)).toEqual(["Second"]);
      expect(mine.reviews[0]!.email).toBeUndefined();
      expect(mine).toMatchObject({ may_review: false, reason: "You have already reviewed this product." });

      const fresh = await signInAs(app);
      const asFresh = (
        await app.inject({
          method: "GET",
          url: `/api/admin/products/review/${productId}`,
          headers: fresh.headers,
        })
      ).json() as ProductReviews;
      expect(asFresh).toMatchObject({ may_review: true, reason: null });

      const asStaff = (
        await app.inject({
          method: "GET",
          url: `/api/admin/products/review/${productId}`,
          headers: editor.headers,
        })
      ).json() as ProductReviews;
      expect(asStaff.reviews.map((review) => [review.title, review.hidden])).toEqual([
        ["Second", false],
        ["Lovely work", true],
      ]);
      expect(asStaff.reviews[1]!.email).toBe(writer.user.email);
      expect(asStaff.may_review).toBe(false);

      // An Employee has no catalogue access: the shop's view, without hidden reviews or emails.
      const employee = await signInAs(app, "Employee");
      const asEmployee = (
        await app.inject({
          method: "GET",
          url: `/api/admin/products/review/${productId}`,
          headers: employee.headers,
        })
      ).json() as ProductReviews;
      expect(asEmployee.reviews.map((review) => [review.title, review.hidden])).toEqual([["Second", false]]);
      expect(asEmployee.reviews[0]!.email).toBeUndefined();
      expect(asEmployee.may_review).toBe(false);
      const employeeDraft = await app.inject({
        method: "GET",
        url: `/api/admin/products/review/${draftId}`,
        headers: employee.headers,
      });
      expect(employeeDraft.statusCode).toBe(404);

      const guest = await app.inject({ method: "GET", url: `/api/admin/products/review/${productId}` });
      expect(guest.statusCode).toBe(401);
      const draft = await app.inject({
        method: "GET",
        url: `/api/admin/products/review/${draftId}`,
        headers: fresh.headers,
      });
      expect(draft.statusCode).toBe(404);
    });

    it("hiding a review takes it off the product page, its count and rating; showing brings it back", async () => {
      const five = await signInAs(app);
      const one = await signInAs(app);
      const loved = await submit(five.headers, fieldParts({ ...valid(), ratting: "5", title: "Loved it" }));
      const hated = await submit(one.headers, fieldParts({ ...valid(), ratting: "1", title: "Spam" }));
      expect((await detail()).product).toMatchObject({ review_count: 2, rating: 3 });

      const admin = await signInAs(app, "admin");
      const put = (id: number, hidden: boolean) =>
        app.inject({
          method: "PUT",
          url: `/api/admin/products/review/${id}`,
          headers: admin.headers,
          payload: { hidden },
        });
      expect((await put(hated.body.review.id, true)).statusCode).toBe(200);
      const hidden = await detail();
      expect(hidden.reviews.map((review) => review.title)).toEqual(["Loved it"]);
      expect(hidden.product).toMatchObject({ review_count: 1, rating: 5 });

      const list = await app.inject({
        method: "GET",
        url: "/api/admin/reviews?hidden=true",
        headers: admin.headers,
      });
      expect(list.json().reviews.map((review: ReviewRow) => review.title)).toEqual(["Spam"]);

      expect((await put(hated.body.review.id, false)).statusCode).toBe(200);
      expect((await detail()).product.review_count).toBe(2);
      expect(loved.status).toBe(201);
    });

    it("keeps one rating: after a 1-star review the listing card, the product page and the older API agree", async () => {
      const card = async () => {
        const response = await app.inject({
          method: "GET",
          url: `/api/products/category/Review%20Sarees/1?id=${categoryId}`,
        });
        const listing = response.json() as { products: { product_id: number; rating: number }[] };
        return listing.products.find((item) => item.product_id === productId)?.rating;
      };
      const legacy = async () =>
        (
          (await app.inject({ method: "GET", url: `/api/v1/product/${productId}` })).json() as {
            product: { ratings: number };
          }
        ).product.ratings;

      const customer = await signInAs(app);
      expect((await submit(customer.headers, fieldParts({ ...valid(), ratting: "1" }))).status).toBe(201);
      expect((await detail()).product.rating).toBe(1);
      expect(await card()).toBe(1);
      expect(await legacy()).toBe(1);

      const second = await signInAs(app);
      const four = await submit(second.headers, fieldParts({ ...valid(), ratting: "4" }));
      expect(await card()).toBe(2.5);
      const admin = await signInAs(app, "admin");
      const hide = await app.inject({
        method: "PUT",
        url: `/api/admin/products/review/${four.body.review.id}`,
        headers: admin.headers,
        payload: { hidden: true },
      });
      expect(hide.statusCode).toBe(200);
      expect(await card()).toBe(1);
      expect((await detail()).product.rating).toBe(1);
    });

    it("lets only admin and Editor hide; refuses bad bodies and unknown reviews", async () => {
      const customer = await signInAs(app);
      const review = (await submit(customer.headers, fieldParts(valid()))).body.review as ReviewRow;
      const put = (headers: Record<string, string>, payload: unknown, id = review.id) =>
        app.inject({
          method: "PUT",
          url: `/api/admin/products/review/${id}`,
          headers,
          payload: payload as Record<string, unknown>,
        });
      expect((await put(customer.headers, { hidden: true })).statusCode).toBe(403);
      expect((await put((await signInAs(app, "Employee")).headers, { hidden: true })).statusCode).toBe(403);
      const editor = await signInAs(app, "Editor");
      expect((await put(editor.headers, { hidden: "yes" })).statusCode).toBe(400);
      expect((await put(editor.headers, { hidden: true, rating: 5 })).statusCode).toBe(400);
      const missing = await put(editor.headers, { hidden: true }, 999_999);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("Review not found.");
      const [row] = await app.db.select().from(reviews).where(eq(reviews.id, review.id));
      expect(row!.hidden).toBe(false);
    });
  });
});
