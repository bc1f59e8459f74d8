import { request as httpRequest } from "node:http";
import { brotliCompressSync, brotliDecompressSync, constants as zlib } from "node:zlib";
import { expect, test } from "../fixtures";

/** The page's bytes as the server sends them to a browser that accepts brotli, and its content-encoding. */
function fetchEncoded(url: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

test("a storefront page is sent compressed harder than an API answer (its bytes come before its first picture)", async ({
  baseURL,
}) => {
  for (const path of ["/", "/category/Sarees"]) {
    const { encoding, body } = await fetchEncoded(`${baseURL}${path}`);
    expect(encoding).toBe("br");
    const html = brotliDecompressSync(body);
    expect(html.toString("utf8")).toContain("</html>");
    // What the API's level for fresh answers (brotli 1) would send: pages are at brotli 5, about a quarter less.
    const atApiLevel = brotliCompressSync(html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 1, [zlib.BROTLI_PARAM_LGWIN]: 16 },
    });
    expect(body.length).toBeLessThan(atApiLevel.length * 0.85);
  }
});
