import { describe, expect, it } from "vitest";
import { hasSession, positiveId } from "./loader-helpers";

const request = (headers: Record<string, string>) => new Request("http://shop.test/", { headers });

describe("hasSession", () => {
  it("sees the session cookie among others, or a bearer header", () => {
    expect(hasSession(request({ cookie: "theme=dark; token=abc.def" }))).toBe(true);
    expect(hasSession(request({ cookie: "token=abc" }))).toBe(true);
    expect(hasSession(request({ authorization: "Bearer abc" }))).toBe(true);
  });

  it("is false for a guest, even with a cookie whose name only ends in token", () => {
    expect(hasSession(request({}))).toBe(false);
    expect(hasSession(request({ cookie: "csrftoken=abc; section=Women" }))).toBe(false);
  });
});

describe("positiveId", () => {
  it("takes up to nine digits and nothing else", () => {
    expect(positiveId("71")).toBe(71);
    expect(positiveId("1234567890")).toBeUndefined();
    expect(positiveId("7a")).toBeUndefined();
    expect(positiveId(null)).toBeUndefined();
  });
});
