/**
 * The providers' idempotency keys (Razorpay `X-Refund-Idempotency`, PayPal `PayPal-Request-Id`, Stripe
 * `Idempotency-Key`): the first successful answer is kept under the key with a fingerprint of the request,
 * a repeat with the same request gets that answer back, a repeat with a different request is refused.
 */

export type StoredAnswer = { fingerprint: string; status: number; body: unknown };
export type IdempotencyStore = Map<string, StoredAnswer>;

export type Lookup = { kind: "new" } | { kind: "replay"; answer: StoredAnswer } | { kind: "conflict" };

export function lookupAnswer(store: IdempotencyStore, key: string | undefined, fingerprint: string): Lookup {
  if (!key) return { kind: "new" };
  const answer = store.get(key);
  if (!answer) return { kind: "new" };
  return answer.fingerprint === fingerprint ? { kind: "replay", answer } : { kind: "conflict" };
}

export function keepAnswer(
  store: IdempotencyStore,
  key: string | undefined,
  fingerprint: string,
  status: number,
  body: unknown,
): void {
  if (key && status >= 200 && status < 300) store.set(key, { fingerprint, status, body });
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item && typeof item === "object" && !Array.isArray(item)) {
      return Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return item;
  });
}
