import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES } from "./config";

describe(".env.example", () => {
  it("lists every variable the server reads, set or commented out", () => {
    const example = readFileSync(new URL("../../../.env.example", import.meta.url), "utf8");
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    expect(ENV_VARIABLES.length).toBeGreaterThan(40);
    expect(ENV_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
  });
});
