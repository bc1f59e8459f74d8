import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MODULES = fileURLToPath(new URL("../src/modules", import.meta.url));
const SOURCE = path.dirname(MODULES);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The modules each module imports from (`../<module>/…`), types included. */
async function moduleImports(): Promise<Map<string, Set<string>>> {
  const graph = new Map<string, Set<string>>();
  for (const file of await sourceFiles(MODULES)) {
    const from = path.relative(MODULES, file).split(path.sep)[0]!;
    const text = await readFile(file, "utf8");
    for (const match of text.matchAll(/from "\.\.\/([a-z-]+)\//g)) {
      if (match[1] === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(match[1]!));
    }
  }
  return graph;
}

describe("modules keep their seams (style §3)", () => {
  it("no two modules import each other, except the pairs still listed here", async () => {
    const graph = await moduleImports();
    const pairs = new Set<string>();
    for (const [from, targets] of graph) {
      for (const to of targets) if (graph.get(to)?.has(from)) pairs.add([from, to].sort().join(" <-> "));
    }
    // Orders and payments no longer import each other: returns, which needs both, is its own module.
    expect([...pairs].sort()).toEqual([
      "catalog <-> inventory",
      "catalog <-> reviews",
      "invoices <-> payments",
    ]);
  });

  it("only modules/orders/order-mail.ts builds the mails about a customer's order", async () => {
    const builders: string[] = [];
    for (const file of await sourceFiles(SOURCE)) {
      const relative = path.relative(SOURCE, file);
      if (relative.startsWith(`modules${path.sep}mail${path.sep}`)) continue;
      const text = await readFile(file, "utf8");
      if (
        /templates\/order-(stage|paid)"/.test(text) &&
        /\b(orderStageTemplate|orderPaidTemplate)\b/.test(text)
      ) {
        builders.push(relative);
      }
    }
    expect(builders).toEqual([path.join("modules", "orders", "order-mail.ts")]);
  });
});
