// Loading a server with autocannon as the API bench does: every URL checked first, then each connection
// cycling through the URLs for a fixed time; the figures kept are the same for the shop and the reference.
import autocannon from "autocannon";

/** The first URL not answering 2xx, described; null when all do (a 404 or 500 is a failure, not a number). */
export async function firstBroken(base, urls, headers) {
  for (const url of urls) {
    const response = await fetch(base + url, { headers, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status < 200 || response.status >= 300) return `${url} answers ${response.status}, not 2xx`;
  }
  return null;
}

/** autocannon cycles each connection through `urls` in turn for `seconds`. */
export function loadUrls({ base, urls, headers, connections, seconds }) {
  const requests = urls.map((url) => ({ method: "GET", path: url }));
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base, requests, headers, connections, duration: seconds, timeout: 10 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** What autocannon measured: rate, latency, and any request that failed (non-2xx, error, timeout). */
export function figures(outcome) {
  const failures = outcome.non2xx + outcome.errors + outcome.timeouts;
  return {
    requests: outcome.requests.total,
    rps: Math.round(outcome.requests.average),
    latencyMs: { p50: outcome.latency.p50, p99: outcome.latency.p99, max: outcome.latency.max },
    non2xx: outcome.non2xx,
    errors: outcome.errors,
    timeouts: outcome.timeouts,
    failed: failures
      ? `${failures} failed requests (non-2xx ${outcome.non2xx}, errors ${outcome.errors}, timeouts ${outcome.timeouts})`
      : null,
  };
}
