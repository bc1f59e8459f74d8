import { Readable } from "node:stream";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  BOOT_DEADLINE_MS,
  createScriptDeferral,
  deferAppScripts,
  holdsScriptsBack,
} from "./scripts-after-paint.server";

const MODULE_BODY = ';\nimport * as route0 from "/assets/root-a.js";\nimport("/assets/entry.client-b.js");';
const SHELL =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-b.js"/><link rel="modulepreload" href="/assets/root-a.js"/>' +
  '<link rel="preload" as="image" href="/api/images/hero.jpg"/></head><body><main>Saree — ₹</main>' +
  `<script>window.__reactRouterContext = {};</script><script type="module" async="">${MODULE_BODY}</script>`;
const STREAMED_DATA =
  '<script>window.__reactRouterContext.streamController.enqueue("[\\"Rs ₹ 4,000\\"]")</script></body></html>';

describe("deferAppScripts", () => {
  it("drops the preloads, makes the module script inert and adds a starter that lists the preloads", () => {
    const html = deferAppScripts(SHELL + STREAMED_DATA);
    expect(html).not.toBeNull();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`<script type="rr-module" id="rr-boot">${MODULE_BODY}</script>`);
    const starter = /<script id="rr-starter">([\s\S]*?)<\/script>/.exec(html ?? "")?.[1] ?? "";
    expect(starter).toContain(`(["/assets/entry.client-b.js","/assets/root-a.js"],${BOOT_DEADLINE_MS})`);
    // The stylesheet, the image preload, the page and the streamed data are untouched and in order.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<link rel="preload" as="image" href="/api/images/hero.jpg"/>');
    expect(html?.endsWith(`</script>${STREAMED_DATA}`)).toBe(true);
  });

  it("opens the head with the switch that lets the browser skip later sections, except where a scroll is restored", () => {
    const html = deferAppScripts(SHELL + STREAMED_DATA) ?? "";
    const switchScript =
      /^<!DOCTYPE html><html><head><script>([\s\S]*?)<\/script><link rel="stylesheet"/.exec(html)?.[1];
    expect(switchScript).toBeDefined();
    /** Runs the head's script as a browser would, and says whether it set `data-render-later`. */
    const renderLater = (state: { key?: string } | null, hash: string, stored: string | null) => {
      const attributes = new Map<string, string>();
      runInNewContext(switchScript ?? "", {
        history: { state },
        location: { hash },
        sessionStorage: {
          getItem: (key: string) => (key === "react-router-scroll-positions" ? stored : null),
        },
        document: {
          documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
        },
      });
      // Set in every case: the hero strip's other slides wait for the first pictures however the page opens.
      expect(attributes.has("data-pictures-first")).toBe(true);
      return attributes.has("data-render-later");
    };
    expect(renderLater(null, "", null)).toBe(true);
    expect(renderLater({ key: "k1" }, "", '{"k1":0,"k2":900}')).toBe(true);
    expect(renderLater({ key: "k2" }, "", '{"k1":0,"k2":900}')).toBe(false);
    expect(renderLater(null, "#reviews", null)).toBe(false);
    expect(renderLater({ key: "k1" }, "", "not json")).toBe(false);
  });

  it("lets the pictures that waited for the first ones load once the starter boots", () => {
    const html = deferAppScripts(SHELL + STREAMED_DATA) ?? "";
    const starter = /<script id="rr-starter">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const attributes = new Map<string, string>([["data-pictures-first", ""]]);
    const timers: (() => void)[] = [];
    const appended: { type?: string; textContent?: string | null }[] = [];
    const element = () => ({}) as { type?: string; textContent?: string | null };
    runInNewContext(starter, {
      document: {
        documentElement: { removeAttribute: (name: string) => attributes.delete(name) },
        // No high-priority picture still loading: the starter boots after the next frame.
        querySelectorAll: () => [],
        createElement: element,
        head: { appendChild: () => undefined },
        body: { appendChild: (node: { type?: string }) => appended.push(node) },
        getElementById: () => ({ textContent: MODULE_BODY }),
      },
      requestAnimationFrame: (callback: () => void) => timers.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
      addEventListener: () => undefined,
    });
    expect(attributes.has("data-pictures-first")).toBe(true);
    // The frame, then the boot, then each batch of preloads: run them all.
    while (timers.length > 0) timers.shift()?.();
    expect(attributes.has("data-pictures-first")).toBe(false);
    expect(appended).toEqual([{ type: "module", textContent: MODULE_BODY }]);
  });

  it("waits for the whole module script before rewriting", () => {
    expect(deferAppScripts(SHELL.slice(0, SHELL.indexOf("<script type")))).toBeNull();
    expect(deferAppScripts(SHELL.slice(0, -3))).toBeNull();
  });
});

describe("createScriptDeferral", () => {
  async function run(chunks: Buffer[]): Promise<string> {
    let out = "";
    for await (const chunk of Readable.from(chunks).pipe(createScriptDeferral())) out += chunk.toString();
    return out;
  }

  it("rewrites a shell that arrives in pieces, split inside characters before and after the script", async () => {
    const bytes = Buffer.from(SHELL + STREAMED_DATA);
    const inShell = bytes.indexOf(Buffer.from("₹")) + 1;
    const afterScript = bytes.lastIndexOf(Buffer.from("₹")) + 1;
    const moduleEnd = bytes.indexOf("</script>", bytes.indexOf('<script type="module"'));
    expect(afterScript).toBeGreaterThan(moduleEnd);
    const pieces = [
      bytes.subarray(0, 40),
      bytes.subarray(40, inShell),
      // Ends with the module script and half of a character of the streamed data.
      bytes.subarray(inShell, afterScript),
      bytes.subarray(afterScript),
    ];
    expect(await run(pieces)).toBe(deferAppScripts(SHELL + STREAMED_DATA));
  });

  it("streams on unchanged once a shell passes the cap without React Router's script", async () => {
    const big = `<!DOCTYPE html><html><body><p>${"x".repeat(1024 * 1024)}</p>`;
    const stream = Readable.from([Buffer.from(big), Buffer.from("<p>more</p>")]).pipe(createScriptDeferral());
    const first = await new Promise<string>((resolve) =>
      stream.once("data", (chunk) => resolve(chunk.toString())),
    );
    expect(first).toBe(big);
    stream.resume();
  });

  it("sends a document without React Router's scripts as it came", async () => {
    const page = "<!DOCTYPE html><html><body><p>₹ 4,000</p></body></html>";
    expect(await run([Buffer.from(page)])).toBe(page);
  });
});

describe("holdsScriptsBack", () => {
  it("lets checkout and the payment pages start their scripts at once, and holds back the rest", () => {
    for (const path of [
      "/Checkout",
      "/checkout",
      "/Success",
      "/Cancel",
      "/OrderConfirmation/12",
      "/OrderConfirmation",
    ])
      expect(holdsScriptsBack(path), path).toBe(false);
    for (const path of [
      "/",
      "/Cart",
      "/BuyNow",
      "/category/Sarees",
      "/CheckoutNow",
      "/Successful",
      "/UserAccount",
    ])
      expect(holdsScriptsBack(path), path).toBe(true);
  });
});
