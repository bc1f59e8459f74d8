import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { OrderDetailAnswer } from "@boutique/shared/schemas/checkout";
import { sql } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../scripts/seed";
import { createImageSink } from "../scripts/seed-images";
import type { Config, S3Config } from "../src/config";
import { type BlobStore, createS3Store, createStorage, variantKey } from "../src/lib/storage";
import { users } from "../src/modules/auth/auth.tables";
import { type Part, postMultipart } from "./admin-fixtures";
import { buildCheckoutWorld, type CheckoutWorld } from "./checkout-fixtures";
import { buildTestApp } from "./helpers";

/**
 * The same behaviour on both stores (decision 026): a local folder, and an S3 bucket served by s3rver
 * through the official AWS SDK client. Each `describe.each` case gets its own folder or bucket.
 */
type Backend = { name: "local" | "s3"; overrides: () => Partial<Config> };

let workDir: string;
let s3rver: S3rver;
let s3: S3Config;

beforeAll(async () => {
  // As createS3Store does: the SDK's Node 22 notice is said once in the README, not in every test run.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
  workDir = await mkdtemp(path.join(tmpdir(), "storage-test-"));
  s3rver = new S3rver({ port: 0, address: "127.0.0.1", directory: path.join(workDir, "s3"), silent: true });
  const { port } = await s3rver.run();
  s3 = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: "boutique-test-media",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    region: "us-east-1",
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
  client.destroy();
});
afterAll(async () => {
  await s3rver?.close();
  await rm(workDir, { recursive: true, force: true });
});

const backends: Backend[] = [
  {
    name: "local",
    overrides: () => ({
      s3: null,
      uploadsDir: path.join(workDir, "uploads"),
      dataDir: path.join(workDir, "data"),
    }),
  },
  { name: "s3", overrides: () => ({ s3 }) },
];

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 160, g: 30, b: 80 } } })
    .jpeg()
    .toBuffer();

describe.each(backends)("media and documents on the $name store", (backend) => {
  let world: CheckoutWorld;
  let app: CheckoutWorld["app"];
  let authorization: string;
  let store: BlobStore;
  const upload = (parts: Part[]) =>
    postMultipart(app, "/api/admin/media", { authorization }, parts, {
      fileType: "application/octet-stream",
    });

  beforeAll(async () => {
    // A seeded shop with payments, so an order can be paid and its invoice kept in the store.
    world = await buildCheckoutWorld(backend.overrides());
    app = world.app;
    store = app.storage.media;
    const [staff] = await app.db
      .insert(users)
      .values({ email: `storage-${backend.name}@example.com`, role: "admin", firstName: "Storage" })
      .returning({ id: users.id });
    authorization = `Bearer ${(await app.tokens.sign({ userId: staff!.id, role: "admin" })).token}`;
  }, 120_000);
  afterAll(() => world?.close());

  it("uses the store it was configured with", () => {
    expect(store.kind).toBe(backend.name);
  });

  it("serves an upload byte for byte, with validators, 304 and ranges", async () => {
    const response = await upload([{ name: "file", filename: "a.jpg", data: await picture(300, 200) }]);
    expect(response.statusCode).toBe(201);
    const { file } = response.json();
    const stored = await store.read(file);
    expect(stored?.length).toBeGreaterThan(100);

    const whole = await app.inject({ method: "GET", url: `/api/images/${file}` });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(stored!)).toBe(true);
    expect(whole.headers["content-type"]).toBe("image/jpeg");
    expect(Number(whole.headers["content-length"])).toBe(stored!.length);
    const etag = String(whole.headers.etag);

    const again = await app.inject({
      method: "GET",
      url: `/api/images/${file}`,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);

    const part = await app.inject({
      method: "GET",
      url: `/api/images/${file}`,
      headers: { range: "bytes=10-19" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-19/${stored!.length}`);
    expect(part.rawPayload.equals(stored!.subarray(10, 20))).toBe(true);

    const beyond = await app.inject({
      method: "GET",
      url: `/api/images/${file}`,
      headers: { range: `bytes=${stored!.length + 5}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it("makes a resized variant once, keeps it in the store, and removes it with its master", async () => {
    const { file } = (
      await upload([{ name: "file", filename: "b.jpg", data: await picture(900, 600) }])
    ).json();
    const ask = () =>
      app.inject({ method: "GET", url: `/api/images/${file}?w=320`, headers: { accept: "image/webp" } });
    const [first, second] = await Promise.all([ask(), ask()]);
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/webp");
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect((await sharp(first.rawPayload).metadata()).width).toBe(320);
    const key = variantKey(file, "w320.webp");
    expect((await store.read(key))?.equals(first.rawPayload)).toBe(true);

    await app.media.remove(file);
    expect(await store.stat(file)).toBeNull();
    expect(await store.stat(key)).toBeNull();
    expect((await app.inject({ method: "GET", url: `/api/images/${file}` })).statusCode).toBe(404);
  });

  it("answers 404 for a name that is not a stored media file, a document included", async () => {
    await app.storage.documents.put("secret.pdf", Buffer.from("%PDF-1.7 secret"), "application/pdf");
    for (const name of ["missing.jpg", "secret.pdf", "..%2Fsecret.pdf", "documents%2Fsecret.pdf"]) {
      expect((await app.inject({ method: "GET", url: `/api/images/${name}` })).statusCode, name).toBe(404);
    }
  });

  it("keeps generated documents apart from media and reads them back", async () => {
    const documents = app.storage.documents;
    await documents.put("RB-2026-27-00001-abc.pdf", Buffer.from("%PDF-1.7 invoice"), "application/pdf");
    expect((await documents.read("RB-2026-27-00001-abc.pdf"))?.toString()).toBe("%PDF-1.7 invoice");
    expect(await store.stat("RB-2026-27-00001-abc.pdf")).toBeNull();
    expect(await documents.read("missing.pdf")).toBeNull();
  });

  it("keeps a paid order's invoice PDF in the documents store and serves it from there", async () => {
    const shopper = await world.customer();
    await world.addToCart(shopper.headers, await world.pick("garment", { stock: 2 }));
    const charged = await world.charge(shopper.headers, { address: shopper.addressId, pay_type: "Razorpay" });
    expect(charged.status).toBe(200);
    const orderId = charged.body.order_id!;
    await world.verify(shopper.headers, {
      order_id: orderId,
      ...(await world.payRazorpay(charged.body.id!)),
    });
    const { order } = (
      await world.call<OrderDetailAnswer>(shopper.headers, "GET", `/api/admin/orders/${orderId}`)
    ).body;
    const first = await app.inject({ method: "GET", url: order.invoice! });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const [row] = (
      await app.db.execute<{ file: string }>(
        sql`select file from tax_documents where order_id = ${orderId} and kind = 'invoice'`,
      )
    ).rows;
    const kept = await app.storage.documents.read(row!.file);
    expect(kept?.equals(first.rawPayload)).toBe(true);
    // Kept apart from media: on S3 under the documents/ prefix, locally in its own folder.
    expect(await store.stat(row!.file)).toBeNull();
    if (backend.name === "s3") expect(await createS3Store(s3).stat(`documents/${row!.file}`)).not.toBeNull();

    // Read back from the store, not drawn again: what the store holds is what is sent.
    const marker = Buffer.from("%PDF-1.7 kept copy");
    await app.storage.documents.put(row!.file, marker, "application/pdf");
    const again = await app.inject({ method: "GET", url: order.invoice! });
    expect(again.rawPayload.equals(marker)).toBe(true);
  }, 60_000);

  it("the demo seed's pictures go through the same store", async () => {
    const sink = createImageSink({ store, render: true });
    const file = sink.image(
      `storage-test-${backend.name}`,
      120,
      160,
      () =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160"><rect width="120" height="160" fill="#6d1a2a"/></svg>`,
    );
    expect(await sink.flush()).toEqual({ rendered: 1 });
    const served = await app.inject({ method: "GET", url: `/api/images/${file}` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).height).toBe(160);
  }, 30_000);
});

describe("MEDIA_PUBLIC_URL", () => {
  it("answers a redirect to the object's address on the CDN, the variant made first", async () => {
    const app = await buildTestApp({ s3, mediaPublicUrl: "https://cdn.example.com/media" });
    try {
      const saved = await app.media.saveUpload({ buffer: await picture(500, 500), kind: "image" });
      const master = await app.inject({ method: "GET", url: `/api/images/${saved.file}` });
      expect(master.statusCode).toBe(302);
      expect(master.headers.location).toBe(`https://cdn.example.com/media/${saved.file}`);
      const variant = await app.inject({
        method: "GET",
        url: `/api/images/${saved.file}?w=160`,
        headers: { accept: "image/avif,image/webp" },
      });
      expect(variant.headers.location).toBe(
        `https://cdn.example.com/media/${variantKey(saved.file, "w160.avif")}`,
      );
      expect(variant.headers.vary).toBe("Accept");
      expect(await app.storage.media.stat(variantKey(saved.file, "w160.avif"))).not.toBeNull();
    } finally {
      await app.close();
    }
  }, 30_000);
});

describe("the demo seed on a bucket", () => {
  it("draws every picture into the bucket, as main.ts seeds it", async () => {
    const app = await buildTestApp({ s3, seedDemo: true });
    try {
      const log = { info: () => {}, warn: () => {} };
      await seedDatabase({ db: app.db, config: app.config, log, media: app.storage.media });
      const named = (
        await app.db.execute<{ file: string }>(sql`
          select file from variant_media union select image from product_variants where image is not null`)
      ).rows.map((row) => row.file);
      expect(named.length).toBeGreaterThan(100);
      const missing: string[] = [];
      for (const file of new Set(named)) if (!(await app.storage.media.stat(file))) missing.push(file);
      expect(missing).toEqual([]);
      const served = await app.inject({ method: "GET", url: `/api/images/${named[0]}` });
      expect(served.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe("a store that goes silent while the shop runs", () => {
  it("answers 503 with Retry-After within seconds instead of holding the request", async () => {
    // A relay to s3rver that can stop forwarding: connections stay open and nothing comes back.
    let silent = false;
    const sockets = new Set<net.Socket>();
    const target = new URL(s3.endpoint);
    const relay = net
      .createServer((socket) => {
        sockets.add(socket);
        if (silent) return;
        const upstream = net.connect(Number(target.port), target.hostname);
        sockets.add(upstream);
        socket.pipe(upstream).pipe(socket);
        socket.on("error", () => upstream.destroy());
        upstream.on("error", () => socket.destroy());
      })
      .listen(0, "127.0.0.1");
    await new Promise((resolve) => relay.once("listening", resolve));
    const endpoint = `http://127.0.0.1:${(relay.address() as net.AddressInfo).port}`;
    const app = await buildTestApp({ s3: { ...s3, endpoint } });
    try {
      const { file } = await app.media.saveUpload({ buffer: await picture(200, 200), kind: "image" });
      expect((await app.inject({ method: "GET", url: `/api/images/${file}` })).statusCode).toBe(200);

      silent = true;
      for (const socket of sockets) socket.destroy();
      const started = performance.now();
      const answer = await app.inject({ method: "GET", url: `/api/images/${file}` });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBeDefined();
      // Two attempts of five silent seconds each, not a request held for as long as the socket lives.
      expect(performance.now() - started).toBeLessThan(15_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      relay.close();
      await app.close();
    }
  }, 40_000);
});

describe("start-up with object storage that cannot work", () => {
  it("a bucket that does not exist stops the start with a clear message", async () => {
    await expect(buildTestApp({ s3: { ...s3, bucket: "no-such-bucket" } })).rejects.toThrow(
      `Object storage: bucket "no-such-bucket" does not exist at ${s3.endpoint}. Create it, or fix S3_BUCKET.`,
    );
  });

  it("keys the store refuses stop the start with a clear message", async () => {
    await expect(buildTestApp({ s3: { ...s3, accessKeyId: "NOT-A-KEY" } })).rejects.toThrow(
      `Object storage: ${s3.endpoint} refused the keys for bucket "${s3.bucket}". Check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`,
    );
  });

  it("an endpoint that accepts connections but never answers stops the start within seconds", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket)).listen(0, "127.0.0.1");
    await new Promise((resolve) => silent.once("listening", resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    try {
      const started = performance.now();
      await expect(buildTestApp({ s3: { ...s3, endpoint } })).rejects.toThrow(
        `Object storage at ${endpoint} did not answer within 5 s. Check S3_ENDPOINT.`,
      );
      // Opening the test database takes a few seconds of this; without the bound the start never ended.
      expect(performance.now() - started).toBeLessThan(15_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  }, 30_000);

  it("an endpoint that refuses connections stops the start quickly", async () => {
    const started = performance.now();
    await expect(buildTestApp({ s3: { ...s3, endpoint: "http://127.0.0.1:1" } })).rejects.toThrow(
      /^Object storage at http:\/\/127\.0\.0\.1:1 did not answer: .*Check S3_ENDPOINT\.$/,
    );
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 20_000);

  it("half the S3 settings is refused when the configuration is read", async () => {
    const { loadConfig } = await import("../src/config");
    expect(() =>
      loadConfig({
        NODE_ENV: "test",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_BUCKET: "media",
        JWT_SECRET: "x".repeat(32),
      }),
    ).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are not set/);
  });

  it("both stores come from one function", () => {
    expect(createStorage({ s3, uploadsDir: "/unused", dataDir: "/unused" }).media.kind).toBe("s3");
  });
});
