// Starting and stopping the API bench's reference server (bench/lib/reference-server.mjs): its own node
// process, with the node flags and environment of package.json "start:server" as the shop's server has them.
import { spawn } from "node:child_process";
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { figures, firstBroken, loadUrls } from "./load.mjs";
import { ROW_PAGES } from "./reference-server.mjs";
import { readRssMb, root, startCommand } from "./server.mjs";

const SCRIPT = fileURLToPath(new URL("./reference-server.mjs", import.meta.url));

/** The reference's two figures and the URLs each rotates through, as the shop's endpoints do. */
export const REFERENCE_ROUTES = {
  "/hello": ["/hello"],
  "/rows/:page": Array.from({ length: ROW_PAGES }, (_, index) => `/rows/${index + 1}`),
};

let child = null;
// An exit by any path (a budget missed, an error, a signal) takes the reference down with the bench.
process.on("exit", () => child?.kill("SIGKILL"));

/**
 * Starts the reference on PostgreSQL (`databaseUrl`, the bench's throwaway database: its table is made
 * there) or, for db "pglite", on an in-memory PGlite. Resolves once it listens: `{ base, pid }`.
 */
export async function startReference({ db, databaseUrl }) {
  if (child) throw new Error("The reference server is already running: stopReference() first");
  const env = {
    ...process.env,
    NODE_ENV: "production",
    ...startCommand.env,
    ...(db === "postgres" ? { REFERENCE_DATABASE_URL: databaseUrl } : { REFERENCE_DATABASE: "pglite" }),
  };
  child = spawn(process.execPath, [...startCommand.nodeFlags, SCRIPT], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const started = child;
  const log = [];
  started.stderr.on("data", (chunk) => log.push(chunk.toString()));
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The reference server did not start:\n${log.join("")}`)),
      60_000,
    );
    started.stdout.on("data", (chunk) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    started.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The reference server exited with code ${code}:\n${log.join("")}`));
    });
  });
  return { base: `http://127.0.0.1:${port}`, pid: started.pid };
}

export async function stopReference() {
  const running = child;
  child = null;
  if (!running || running.exitCode !== null || running.signalCode !== null) return;
  const gone = new Promise((resolve) => running.once("exit", resolve));
  running.kill("SIGTERM");
  const timer = setTimeout(() => running.kill("SIGKILL"), 10_000);
  await gone;
  clearTimeout(timer);
}

/**
 * The reference started, loaded as the shop's endpoints are (`settings`: headers, connections, warmupSeconds,
 * seconds) and stopped; `label` says when ("before", "after" the shop).
 */
export async function measureReference({ label, db, databaseUrl, settings }) {
  const { headers, connections, warmupSeconds, seconds } = settings;
  const { base, pid } = await startReference({ db, databaseUrl });
  const idleMb = readRssMb(pid);
  let peakMb = idleMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, readRssMb(pid) ?? 0);
  }, 100);
  const routes = {};
  try {
    for (const [route, urls] of Object.entries(REFERENCE_ROUTES)) {
      const broken = await firstBroken(base, urls, headers);
      if (broken) throw new Error(`The reference server's ${broken}`);
      await loadUrls({ base, urls, headers, connections, seconds: warmupSeconds });
      routes[route] = {
        urls: urls.length,
        ...figures(await loadUrls({ base, urls, headers, connections, seconds })),
      };
      console.log(
        `  reference (${label}) ${route}: ${routes[route].rps} req/s, p99 ${routes[route].latencyMs.p99} ms`,
      );
    }
  } finally {
    clearInterval(sampler);
    await stopReference();
  }
  return { label, loadAverage: Math.round(loadavg()[0] * 100) / 100, rss: { idleMb, peakMb }, routes };
}

/** Each reference route's rate as the mean of its runs; a failed request in any makes the reference void. */
export function summarizeReference(runs) {
  if (runs.length === 0) return null;
  const summary = {};
  for (const route of Object.keys(REFERENCE_ROUTES)) {
    const rates = runs.map((one) => one.routes[route].rps);
    summary[route] = {
      rps: Math.round(rates.reduce((sum, rate) => sum + rate, 0) / rates.length),
      runs: rates,
    };
  }
  const failed = runs.flatMap((one) =>
    Object.entries(one.routes)
      .filter(([, row]) => row.failed)
      .map(([route, row]) => `reference ${one.label} ${route}: ${row.failed}`),
  );
  return { ...summary, failure: failed.length ? failed.join("; ") : null };
}
