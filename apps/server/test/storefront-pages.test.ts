import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES } from "../src/modules/media/media.service";
import storefrontApp from "../src/plugins/storefront-app";

/** A multipart body of about `bytes`, as the no-JS review form sends a photo. */
function multipart(bytes: number) {
  const boundary = "----boutique-test";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.alloc(bytes, 1), Buffer.from(tail)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe("forms posted to storefront pages", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // The pages alone (API tests run without them): Fastify's own 1 MB body limit applies elsewhere.
    app = Fastify();
    app.decorate("config", { env: "test" } as FastifyInstance["config"]);
    // No storefront build: the size check comes before any page is rendered.
    await app.register(storefrontApp, { buildDir: "/nonexistent-storefront-build" });
  });
  afterAll(() => app.close());

  it("take a review photo over the API's 1 MB JSON limit (up to the 10 MB picture limit)", async () => {
    // An /api path the pages route turns away unrendered: a 404 shows the body got past the size check.
    const response = await app.inject({
      method: "POST",
      url: "/api/no-such-form",
      ...multipart(3 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(404);
  });

  it("answer a larger one with a 413 page that leads back to the form's page", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/singleproduct/x/p/1",
      ...multipart(MAX_IMAGE_BYTES + 512 * 1024),
      headers: { ...multipart(0).headers, referer: "http://localhost:80/singleproduct/x/p/1?tab=review" },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("That file is too large to send from this page");
    expect(response.body).toContain('href="/singleproduct/x/p/1?tab=review"');
  });
});

describe("paths that are never pages", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.decorate("config", { env: "production" } as FastifyInstance["config"]);
    // No build: a path that reached the pages would answer 503 with an HTML page.
    await app.register(storefrontApp, { buildDir: "/nonexistent-storefront-build" });
  });
  afterAll(() => app.close());

  it.each([
    ["POST", "/sandbox/razorpay/v1/orders"],
    ["GET", "/sandbox"],
    ["POST", "/api/no-such-route"],
    ["GET", "/API/Nope?x=1"],
  ] as const)("%s %s answers a plain JSON 404, not a storefront page", async (method, url) => {
    const response = await app.inject({ method, url, payload: method === "POST" ? {} : undefined });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
  });
});
