import { describe, expect, it } from "vitest";
import { parseForm, parseQuery } from "./forms";

describe("parseForm", () => {
  it("reads Stripe's bracket bodies as nested objects and arrays", () => {
    const body = [
      "mode=payment",
      "line_items[0][price_data][currency]=inr",
      "line_items[0][price_data][unit_amount]=1599",
      "line_items[0][price_data][product_data][name]=Silk+kurta%20set",
      "line_items[0][quantity]=2",
      "line_items[1][price_data][unit_amount]=499",
      "metadata[order]=R-1",
      "success_url=https%3A%2F%2Fshop.test%2Fok%3Fs%3D%7BCHECKOUT_SESSION_ID%7D",
    ].join("&");
    expect(parseForm(body)).toEqual({
      mode: "payment",
      line_items: [
        {
          price_data: { currency: "inr", unit_amount: "1599", product_data: { name: "Silk kurta set" } },
          quantity: "2",
        },
        { price_data: { unit_amount: "499" } },
      ],
      metadata: { order: "R-1" },
      success_url: "https://shop.test/ok?s={CHECKOUT_SESSION_ID}",
    });
  });

  it("pushes empty brackets, closes holes and turns mixed keys into an object", () => {
    expect(parseForm("expand[]=a&expand[]=b")).toEqual({ expand: ["a", "b"] });
    expect(parseForm("a[3]=x&a[1]=y")).toEqual({ a: ["y", "x"] });
    expect(parseForm("a[0]=x&a[b]=y")).toEqual({ a: { 0: "x", b: "y" } });
    expect(parseForm("grant_type=client_credentials&empty=&flag")).toEqual({
      grant_type: "client_credentials",
      empty: "",
      flag: "",
    });
  });

  it("drops keys that could reach a prototype and survives bad escapes", () => {
    const parsed = parseForm("__proto__[admin]=1&a[constructor][x]=1&ok=%E0%A4");
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect(parsed).toEqual({ ok: "%E0%A4" });
  });

  it("reads a URL's query the same way", () => {
    expect(parseQuery("/v1/checkout/sessions/cs_1?expand[]=payment_intent")).toEqual({
      expand: ["payment_intent"],
    });
    expect(parseQuery("/v1/x")).toEqual({});
  });
});
