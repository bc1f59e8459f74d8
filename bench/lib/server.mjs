// Starting and stopping the real server for the benchmarks: the bundle `npm start` runs, rebuilt from the
// current source, on a fresh data folder and, for PostgreSQL, a throwaway database; with the node flags and
// environment of package.json "start:server".
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * How `npm start` runs the server, read from package.json "start:server" so the bench cannot drift from it:
 * its environment assignments (MALLOC_ARENA_MAX), node flags (heap caps, --enable-source-maps) and bundle.
 */
export const startCommand = parseStartServer();

function parseStartServer() {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const script = pkg.scripts?.["start:server"];
  if (typeof script !== "string") throw new Error('package.json has no "start:server" script');
  const words = script.trim().split(/\s+/);
  const env = {};
  while (words.length && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift().split("=");
    env[name] = value.join("=");
  }
  const [command, ...args] = words;
  const bundle = args.pop();
  if (command !== "node" || !bundle?.endsWith(".mjs") || args.some((arg) => !arg.startsWith("--")))
    throw new Error(`"start:server" is not "[VAR=value ...] node [--flags ...] <bundle>.mjs": ${script}`);
  return { env, nodeFlags: args, bundle: path.join(root, bundle) };
}

const cleanups = [];
let server = null;

/**
 * Starts the server on a free port and waits for /api/health; `prepare(dataDir)` runs first, `env` is added
 * to the server's environment. One server at a time: stop it (stopServer) before starting another.
 */
export async function startServer({ db, prepare, env: extraEnv = {} }) {
  if (server && server.exitCode === null && server.signalCode === null)
    throw new Error("A bench server is already running: stopServer() first");
  if (db !== "pglite" && db !== "postgres")
    throw new Error(`BENCH_DB must be pglite or postgres, not "${db}"`);
  const dataDir = await mkdtemp(path.join(tmpdir(), "boutique-bench-"));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  if (prepare) await prepare(dataDir);
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JWT_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO: "true",
    // Per-request info logs would measure the log pipe, not the server; override with BENCH_LOG_LEVEL.
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "warn",
    DATABASE_URL: "",
    // MALLOC_ARENA_MAX=2 from "start:server": glibc's per-thread arenas otherwise keep freed memory.
    ...startCommand.env,
    ...extraEnv,
  };
  // A caller may start a second server on the database the first one made (extraEnv.DATABASE_URL).
  if (db === "postgres") env.DATABASE_URL = extraEnv.DATABASE_URL || (await createThrowawayDatabase());

  // The server loads the storefront build (~30 MB of its memory) as production does; without one the pages
  // answer 503 and the RSS figures flatter the server.
  if (!existsSync(path.join(root, "apps/storefront/build/server/index.js"))) {
    throw new Error(
      "No storefront build: run `npm run build` first (the server serves it, as in production).",
    );
  }
  // Always rebuilt (a few seconds): a bundle left from an earlier build would measure stale code.
  await runNode(["apps/server/build.mjs"]);
  console.log(`Starting the server (${db}) on port ${port}: node ${startCommand.nodeFlags.join(" ")}…`);
  // One node process running the bundle, so its RSS is the server's own.
  // BENCH_NODE_FLAGS adds flags for a diagnosis (e.g. --trace-gc); BENCH_SERVER_LOG names a file that gets
  // everything the server writes.
  const extraFlags = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  server = spawn(process.execPath, [...startCommand.nodeFlags, ...extraFlags, startCommand.bundle], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const serverLog = [];
  const keepLog = (chunk) => {
    serverLog.push(chunk.toString());
    if (serverLog.length > 200) serverLog.shift();
  };
  server.stdout.on("data", keepLog);
  server.stderr.on("data", keepLog);
  if (process.env.BENCH_SERVER_LOG) {
    const file = createWriteStream(process.env.BENCH_SERVER_LOG, { flags: "a" });
    const stamp = (chunk) => file.write(`@${Math.round(performance.now())} ${chunk}`);
    server.stdout.on("data", stamp);
    server.stderr.on("data", stamp);
  }
  const exited = new Promise((resolve) => server.once("exit", (code) => resolve(code)));

  const base = `http://127.0.0.1:${port}`;
  const startedAt = Date.now();
  await Promise.race([
    waitForHealth(`${base}/api/health`, 180_000),
    exited.then((code) => {
      throw new Error(`The server exited with code ${code} before it was ready:\n${serverLog.join("")}`);
    }),
  ]);
  return { base, pid: server.pid, startupMs: Date.now() - startedAt, databaseUrl: env.DATABASE_URL || null };
}

export function readRssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null; // No /proc (macOS) or the process is gone: memory is then not reported.
  }
}

export function positiveNumber(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`${name} must be a positive number, not "${raw}"`);
    process.exit(2);
  }
  return value;
}

/** Runs `main` (resolving to passed or not), always stops the server and removes what was made. */
export function runBench(main) {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => cleanup().finally(() => process.exit(130)));
  }
  main()
    .then(async (passed) => {
      await cleanup();
      if (!passed) console.error("\nBudget missed.");
      process.exit(passed ? 0 : 1);
    })
    .catch(async (error) => {
      console.error(error);
      await cleanup();
      process.exit(1);
    });
}

function runNode(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(" ")} exited ${code}`)),
    );
  });
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet: keep polling until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

async function createThrowawayDatabase() {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ||
    process.env.DATABASE_URL ||
    "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const gone = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
  await gone;
  clearTimeout(timer);
}

async function cleanup() {
  await stopServer();
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      console.error("cleanup failed:", error);
    }
  }
}
