import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildAppWithUploads, fieldParts, postMultipart, solidPng } from "./admin-fixtures";
import { signInAs } from "./helpers";

/**
 * Testimonials and size-customization pictures: whatever happens to the database write, the media
 * directory ends up holding exactly the files the rows name.
 */
describe("no orphan files from testimonials and customization images", () => {
  let setup: Awaited<ReturnType<typeof buildAppWithUploads>>;
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let picture: Buffer;
  const stored = async () => (await setup.storedFiles()).sort();

  const addTestimonial = (name: string) =>
    postMultipart(app, "/api/admin/testimonials", admin, [
      ...fieldParts({ name, desc: "The lehenga fit perfectly." }),
      { name: "image", filename: "priya.png", data: picture },
    ]);
  const addCustomization = (name: string) =>
    postMultipart(app, "/api/admin/customization", admin, [
      ...fieldParts({ tag: "Women", name }),
      { name: "image", filename: "bust.png", data: picture },
    ]);
  const remove = (url: string) => app.inject({ method: "DELETE", url, headers: admin });
  /** The next write of that kind fails as a lost database connection would. */
  const failNext = (method: "insert" | "delete") =>
    vi.spyOn(app.db, method).mockImplementationOnce(() => {
      throw new Error("database connection lost");
    });

  beforeAll(async () => {
    setup = await buildAppWithUploads("upload-orphans-test");
    app = setup.app;
    admin = (await signInAs(app, "admin")).headers;
    picture = await solidPng(60, 90, "#c0392b");
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => setup.close());

  describe("testimonials", () => {
    it("removes the stored picture when the row cannot be written", async () => {
      const before = await stored();
      failNext("insert");
      const failed = await addTestimonial("Priya");
      expect(failed.statusCode).toBe(500);
      expect(await stored()).toEqual(before);
      expect((await app.inject({ method: "GET", url: "/api/testimonials" })).json()).toEqual([]);
    });

    it("keeps the picture of a row whose delete fails, and removes it once the row is deleted", async () => {
      const before = await stored();
      const added = await addTestimonial("Asha");
      expect(added.statusCode).toBe(201);
      const { id, image } = added.json().data as { id: number; image: string };
      const withImage = [...before, image].sort();
      expect(await stored()).toEqual(withImage);

      failNext("delete");
      expect((await remove(`/api/admin/testimonials/${id}`)).statusCode).toBe(500);
      expect(await stored()).toEqual(withImage);

      expect((await remove(`/api/admin/testimonials/${id}`)).statusCode).toBe(200);
      expect(await stored()).toEqual(before);
    });
  });

  describe("customization images", () => {
    it("removes the stored picture when the row cannot be written", async () => {
      const before = await stored();
      failNext("insert");
      expect((await addCustomization("Waist")).statusCode).toBe(500);
      expect(await stored()).toEqual(before);
      expect(
        (await app.inject({ method: "GET", url: "/api/admin/customization", headers: admin })).json(),
      ).toEqual([]);
    });

    it("keeps the first picture when a second for the same measurement is refused, removing the second", async () => {
      const before = await stored();
      const first = await addCustomization("Hip");
      expect(first.statusCode).toBe(201);
      const [hip] = first.json().data as { id: number; image: string }[];
      const again = await addCustomization("hip");
      expect(again.statusCode).toBe(409);
      expect(await stored()).toEqual([...before, hip!.image].sort());
    });

    it("keeps the picture of a row whose delete fails, and removes it once the row is deleted", async () => {
      const [hip] = (
        await app.inject({ method: "GET", url: "/api/admin/customization", headers: admin })
      ).json() as { id: number; image: string }[];
      const before = await stored();
      expect(before).toContain(hip!.image);
      failNext("delete");
      expect((await remove(`/api/admin/customization/${hip!.id}`)).statusCode).toBe(500);
      expect(await stored()).toEqual(before);

      expect((await remove(`/api/admin/customization/${hip!.id}`)).statusCode).toBe(200);
      expect(await stored()).toEqual(before.filter((file) => file !== hip!.image));
    });
  });
});
