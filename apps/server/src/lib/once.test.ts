import { describe, expect, it } from "vitest";
import { onceUnlessFailed } from "./once";

describe("onceUnlessFailed", () => {
  it("loads once and shares the result", async () => {
    let calls = 0;
    const load = onceUnlessFailed(async () => ++calls);
    expect(await Promise.all([load(), load()])).toEqual([1, 1]);
    expect(await load()).toBe(1);
    expect(calls).toBe(1);
  });

  it("tries again after a failed load instead of keeping the failure", async () => {
    let calls = 0;
    const load = onceUnlessFailed(async () => {
      calls += 1;
      if (calls === 1) throw new Error("libvips missing");
      return "sharp";
    });
    await expect(load()).rejects.toThrow("libvips missing");
    expect(await load()).toBe("sharp");
    expect(await load()).toBe("sharp");
    expect(calls).toBe(2);
  });
});
