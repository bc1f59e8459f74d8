import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStore } from "../src/lib/storage";
import { users } from "../src/modules/auth/auth.tables";
import { createMediaService } from "../src/modules/media/media.service";
import { type Part, postMultipart } from "./admin-fixtures";
import { buildTestApp } from "./helpers";

/** A photo as a phone takes it: EXIF with a copyright line and "rotate 90°" orientation. */
function photoWithExif(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } })
    .withExif({ IFD0: { Copyright: "Secret Camera Owner", Make: "PhoneCo" } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A minimal MP4: an ftyp box (what players and file-type look for) followed by padding. */
function minimalMp4() {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write("ftyp", 4);
  box.write("isom", 8);
  box.writeUInt32BE(512, 12);
  box.write("isomiso2avc1mp41", 16);
  return Buffer.concat([box, randomBytes(4096)]);
}

describe("media pipeline", () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let workDir: string;
  let uploadsDir: string;
  let authorization: string;

  const upload = (parts: Part[], headers: Record<string, string> = { authorization }) =>
    postMultipart(app, "/api/admin/media", headers, parts, { fileType: "application/octet-stream" });
  const storedFiles = async () => (await readdir(uploadsDir)).filter((name) => name !== ".cache");

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "media-test-"));
    uploadsDir = path.join(workDir, "uploads");
    // Lies beside the uploads folder: no request may ever read it.
    await writeFile(path.join(workDir, "secret.png"), "TOP-SECRET-OUTSIDE");
    app = await buildTestApp({ uploadsDir });
    const [staff] = await app.db
      .insert(users)
      .values({ email: "media-admin@example.com", role: "admin", firstName: "Media" })
      .returning({ id: users.id });
    const { token } = await app.tokens.sign({ userId: staff!.id, role: "admin" });
    authorization = `Bearer ${token}`;
  });
  afterAll(async () => {
    await app.close();
    await rm(workDir, { recursive: true, force: true });
  });

  describe("POST /api/admin/media", () => {
    it("re-encodes a JPEG: auto-rotated, EXIF stripped, random name", async () => {
      const photo = await photoWithExif(1200, 800);
      expect((await sharp(photo).metadata()).exif).toBeDefined();

      const response = await upload([
        { name: "file", filename: "holiday.png", type: "image/png", data: photo },
      ]);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({ kind: "image", width: 800, height: 1200 });
      expect(body.file).toMatch(/^[0-9a-f]{32}\.jpg$/);
      expect(body.url).toBe(`/api/images/${body.file}`);

      const stored = (await app.storage.media.read(body.file))!;
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe("jpeg");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([800, 1200]);
      expect(stored.includes(Buffer.from("Secret Camera Owner"))).toBe(false);

      const again = await upload([{ name: "file", filename: "holiday.png", data: photo }]);
      expect(again.json().file).not.toBe(body.file);
    });

    it("keeps transparency as PNG, strips PNG metadata and caps the long side at 2400 px", async () => {
      const png = await sharp({ create: { width: 3000, height: 1000, channels: 4, background: "#ff000080" } })
        .withExif({ IFD0: { Artist: "Someone" } })
        .png()
        .toBuffer();
      const response = await upload([{ name: "file", filename: "x.jpg", type: "image/jpeg", data: png }]);
      expect(response.statusCode).toBe(201);
      const { file, width, height } = response.json();
      expect(file).toMatch(/^[0-9a-f]{32}\.png$/);
      expect([width, height]).toEqual([2400, 800]);
      const meta = await sharp((await app.storage.media.read(file))!).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.hasAlpha).toBe(true);
    });

    it("refuses a text file named .png with 415 and stores nothing", async () => {
      const before = await storedFiles();
      const response = await upload([
        {
          name: "file",
          filename: "evil.png",
          type: "image/png",
          data: "<?php echo 'hi'; ?> not an image",
        },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: "Unsupported file type." });
      expect(await storedFiles()).toEqual(before);
    });

    it("refuses a file with image magic bytes that does not decode", async () => {
      const broken = Buffer.concat([
        Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
        randomBytes(200),
      ]);
      const response = await upload([{ name: "file", filename: "broken.png", data: broken }]);
      expect(response.statusCode).toBe(415);
    });

    it("refuses an image over 10 MB with 413 and stores nothing", async () => {
      const before = await storedFiles();
      const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
        .png()
        .toBuffer();
      const big = Buffer.concat([small, Buffer.alloc(11 * 1024 * 1024)]);
      const response = await upload([{ name: "file", filename: "big.png", type: "image/png", data: big }]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: "The file is too large." });
      expect(await storedFiles()).toEqual(before);
    });

    it("answers a missing file, an unexpected field and a non-multipart body with 4xx", async () => {
      const none = await upload([{ name: "note", data: "hello" }]);
      expect(none.statusCode).toBe(400);
      const missing = await upload([]);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe("Please select a file.");
      const json = await app.inject({
        method: "POST",
        url: "/api/admin/media",
        headers: { authorization },
        payload: {},
      });
      expect(json.statusCode).toBe(415);
    });

    it("refuses anonymous uploads", async () => {
      const response = await upload(
        [{ name: "file", filename: "a.jpg", data: await photoWithExif(10, 10) }],
        {},
      );
      expect(response.statusCode).toBe(401);
    });
  });

  describe("GET /api/images/:file", () => {
    let jpeg: string;
    beforeAll(async () => {
      const response = await upload([
        { name: "file", filename: "p.jpg", data: await photoWithExif(1000, 700) },
      ]);
      jpeg = response.json().file;
    });

    it.each([
      "/api/images/..%2Fsecret.png",
      "/api/images/..%2F..%2F..%2Fetc%2Fpasswd",
      "/api/images/%2Fetc%2Fpasswd",
      "/api/images/%2e%2e%2fsecret.png",
      "/api/images/..%5Csecret.png",
      "/api/images/../secret.png",
      "/api/images/..",
      "/api/images/.cache",
      "/api/images/secret.txt",
      "/api/images/a.b.png",
      "/api/images/0123456789abcdef0123456789abcdef.png",
    ])("answers %s with 404 and never reads outside the folder", async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("TOP-SECRET");
      expect(response.body).not.toContain("root:");
    });

    it("serves the master with long-lived cache headers and an ETag", async () => {
      const response = await app.inject({ method: "GET", url: `/api/images/${jpeg}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/jpeg");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers.vary).toBe("Accept");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      // A picture opened on its own is shown in a page of the browser's: it keeps a document's policy.
      expect(response.headers["content-security-policy"]).toContain("style-src 'self' 'unsafe-inline'");
      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      const revalidated = await app.inject({
        method: "GET",
        url: `/api/images/${jpeg}`,
        headers: { "if-none-match": etag },
      });
      expect(revalidated.statusCode).toBe(304);
    });

    it("resizes to an allowed width, snapping odd widths up", async () => {
      const exact = await app.inject({ method: "GET", url: `/api/images/${jpeg}?w=320` });
      expect(exact.statusCode).toBe(200);
      expect((await sharp(exact.rawPayload).metadata()).width).toBe(320);
      const odd = await app.inject({ method: "GET", url: `/api/images/${jpeg}?w=300` });
      expect((await sharp(odd.rawPayload).metadata()).width).toBe(320);
      const huge = await app.inject({ method: "GET", url: `/api/images/${jpeg}?w=5000` });
      expect((await sharp(huge.rawPayload).metadata()).width).toBe(700);
      const bad = await app.inject({ method: "GET", url: `/api/images/${jpeg}?w=abc` });
      expect(bad.statusCode).toBe(400);
    });

    it("negotiates AVIF, then WebP, then the original format, with Vary: Accept", async () => {
      const avif = await app.inject({
        method: "GET",
        url: `/api/images/${jpeg}?w=480`,
        headers: { accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" },
      });
      expect(avif.headers["content-type"]).toBe("image/avif");
      expect(avif.headers.vary).toBe("Accept");
      const avifMeta = await sharp(avif.rawPayload).metadata();
      expect([avifMeta.format, avifMeta.compression, avifMeta.width]).toEqual(["heif", "av1", 480]);

      const webp = await app.inject({
        method: "GET",
        url: `/api/images/${jpeg}?w=480`,
        headers: { accept: "image/webp,*/*" },
      });
      expect(webp.headers["content-type"]).toBe("image/webp");
      expect((await sharp(webp.rawPayload).metadata()).format).toBe("webp");

      const anything = await app.inject({
        method: "GET",
        url: `/api/images/${jpeg}`,
        headers: { accept: "*/*" },
      });
      expect(anything.headers["content-type"]).toBe("image/jpeg");
      const refused = await app.inject({
        method: "GET",
        url: `/api/images/${jpeg}`,
        headers: { accept: "image/avif;q=0, image/webp" },
      });
      expect(refused.headers["content-type"]).toBe("image/webp");
    });

    it("encodes a variant once even when many requests ask for it at the same time", async () => {
      const requests = Array.from({ length: 6 }, () =>
        app.inject({ method: "GET", url: `/api/images/${jpeg}?w=640`, headers: { accept: "image/webp" } }),
      );
      const responses = await Promise.all(requests);
      const bodies = new Set(responses.map((response) => response.rawPayload.toString("base64")));
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      expect(bodies.size).toBe(1);
      const variantDir = path.join(uploadsDir, ".cache", jpeg.replace(".", "_"));
      const variants = await readdir(variantDir);
      expect(variants.filter((name) => name.startsWith("w640."))).toEqual(["w640.webp"]);
      expect(variants.some((name) => name.endsWith(".tmp"))).toBe(false);
    });

    it("shares one encode between concurrent requests for a new variant", async () => {
      const encodes: string[] = [];
      const media = createMediaService({
        store: createLocalStore(uploadsDir),
        onEncode: (event) => encodes.push(event.variant),
      });
      const { file } = await media.saveUpload({ buffer: await photoWithExif(900, 900), kind: "image" });
      const served = await Promise.all(
        Array.from({ length: 8 }, () => media.resolveForRequest(file, { width: 480, accept: "image/avif" })),
      );
      expect(new Set(served.map((item) => item.key)).size).toBe(1);
      expect(encodes).toHaveLength(1);
      await media.resolveForRequest(file, { width: 480, accept: "image/avif" });
      expect(encodes).toHaveLength(1);
      await media.resolveForRequest(file, { width: 480, accept: "image/webp" });
      expect(encodes).toHaveLength(2);
    });

    it("removes a file together with its cached variants", async () => {
      const response = await upload([
        { name: "file", filename: "r.jpg", data: await photoWithExif(400, 400) },
      ]);
      const { file } = response.json();
      await app.inject({
        method: "GET",
        url: `/api/images/${file}?w=160`,
        headers: { accept: "image/webp" },
      });
      await app.media.remove(file);
      expect(await storedFiles()).not.toContain(file);
      expect(await readdir(path.join(uploadsDir, ".cache"))).not.toContain(file.replace(".", "_"));
      const gone = await app.inject({ method: "GET", url: `/api/images/${file}` });
      expect(gone.statusCode).toBe(404);
    });
  });

  describe("videos", () => {
    const mp4 = minimalMp4();
    let file: string;
    beforeAll(async () => {
      const response = await upload([
        { name: "file", filename: "clip.mov", type: "video/quicktime", data: mp4 },
      ]);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ kind: "video" });
      file = response.json().file;
    });

    it("stores an MP4 byte for byte under a random .mp4 name", async () => {
      expect(file).toMatch(/^[0-9a-f]{32}\.mp4$/);
      expect((await app.storage.media.read(file))?.equals(mp4)).toBe(true);
    });

    it("serves byte ranges with 206", async () => {
      const whole = await app.inject({ method: "GET", url: `/api/images/${file}` });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers["content-type"]).toBe("video/mp4");
      expect(whole.headers["accept-ranges"]).toBe("bytes");
      expect(whole.rawPayload.equals(mp4)).toBe(true);

      const part = await app.inject({
        method: "GET",
        url: `/api/images/${file}`,
        headers: { range: "bytes=100-199" },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers["content-range"]).toBe(`bytes 100-199/${mp4.length}`);
      expect(part.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);

      const head = await app.inject({ method: "HEAD", url: `/api/images/${file}` });
      expect(head.statusCode).toBe(200);
      expect(head.headers["content-length"]).toBe(String(mp4.length));
      expect(head.rawPayload.length).toBe(0);

      const tail = await app.inject({
        method: "GET",
        url: `/api/images/${file}`,
        headers: { range: "bytes=-16" },
      });
      expect(tail.statusCode).toBe(206);
      expect(tail.rawPayload.equals(mp4.subarray(mp4.length - 16))).toBe(true);

      const beyond = await app.inject({
        method: "GET",
        url: `/api/images/${file}`,
        headers: { range: `bytes=${mp4.length + 10}-` },
      });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers["content-range"]).toBe(`bytes */${mp4.length}`);
    });

    it("refuses a video over 50 MB with 413 and stores nothing", async () => {
      const before = await storedFiles();
      const big = Buffer.concat([mp4, Buffer.alloc(51 * 1024 * 1024)]);
      const response = await upload([{ name: "file", filename: "long.mp4", type: "video/mp4", data: big }]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ message: "The file is too large." });
      expect(await storedFiles()).toEqual(before);
    });

    it("refuses a video where only an image is allowed", async () => {
      await expect(app.media.saveUpload({ buffer: mp4, kind: "image" })).rejects.toMatchObject({
        statusCode: 415,
      });
      const photo = await photoWithExif(20, 20);
      await expect(app.media.saveUpload({ buffer: photo, kind: "video" })).rejects.toMatchObject({
        statusCode: 415,
      });
    });

    it("applies a caller's tighter size limit", async () => {
      await expect(
        app.media.saveUpload({ buffer: mp4, kind: "video", maxBytes: 1000 }),
      ).rejects.toMatchObject({
        statusCode: 413,
        message: "The file is too large.",
      });
    });
  });
});
