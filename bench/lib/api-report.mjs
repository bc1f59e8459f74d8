// The API bench's tables: the reference server's figures, the cached pass beside hello-world, the mixed
// run, and the uncached pass beside the rows reference, each with its budgets and verdicts.

export const percent = (share) => `${(share * 100).toFixed(1)}%`;

export function printReport({
  budgets,
  reference,
  referenceRuns,
  cached,
  uncached,
  mixed,
  load,
  durationSeconds,
  connections,
}) {
  const sharesEnforced = Boolean(budgets.shareOfReference);
  if (reference) {
    console.log(
      `\nReference: bare Fastify on this machine in this run (no schemas, hooks or compression), ${connections} connections, ${durationSeconds} s per route, loaded ${referenceRuns.map((one) => one.label).join(" and ")} the shop\n`,
    );
    const rows = Object.keys(referenceRuns[0].routes).map((route) => {
      const runs = referenceRuns.map((one) => one.routes[route]);
      return [
        route,
        String(runs[0].urls),
        ...runs.map((row) => String(row.rps)),
        ...(runs.length === 1 ? ["-"] : []),
        String(reference[route].rps),
        runs.map((row) => row.latencyMs.p50).join(" / "),
        runs.map((row) => row.latencyMs.p99).join(" / "),
        runs.some((row) => row.failed)
          ? `FAIL: ${runs
              .map((row) => row.failed)
              .filter(Boolean)
              .join("; ")}`
          : "ok",
      ];
    });
    table(["route", "URLs", "before req/s", "after req/s", "mean req/s", "p50 ms", "p99 ms", "result"], rows);
    const rss = referenceRuns.map(
      (one) => `${one.rss.idleMb} MB idle, ${one.rss.peakMb} MB peak (${one.label})`,
    );
    console.log(`\nReference RSS: ${rss.join("; ")}`);
  }

  console.log(
    `\nCached pass (catalogue cache on, as in production), rotating URLs; share of the reference's /hello${sharesEnforced ? "" : " (reported, not budgeted here)"}\n`,
  );
  passTable(cached.results, { absolute: true });
  const mixedRan = Boolean(mixed?.byKind);
  printRss(
    `Server RSS (cached pass${mixedRan ? " and mixed run" : ""})`,
    cached.rss,
    budgets.maxRssMb,
    mixedRan,
  );

  if (mixed) printMixed(mixed);

  if (uncached) {
    console.log(
      `\nUncached pass (CATALOG_CACHE_SECONDS=0), rotating URLs; share of the reference's /rows/:page${sharesEnforced ? "" : " (reported, not budgeted here)"}\n`,
    );
    const cachedRps = new Map(cached.results.map((row) => [row.endpoint, row.rps]));
    passTable(uncached.results, { cachedRps });
    printRss("Server RSS (uncached pass)", uncached.rss, budgets.maxRssMb);
  }

  const after = [
    [load.afterCached, "the cached pass"],
    [load.afterMixed, "the mixed run"],
    [load.afterUncached, "the uncached pass"],
    [load.end, "the last reference run"],
  ].filter(([value]) => value !== undefined);
  console.log(
    `\nLoad average (1 min): ${load.before} before, ${after.map(([value, what]) => `${value} after ${what}`).join(", ")}; ${load.cpus} CPUs.`,
  );
  if (load.before > load.cpus)
    console.log("The machine was busy before the run: these numbers understate the server.");
}

/** `absolute`: the cached pass, with its req/s and p99 budgets; otherwise the cached figure is shown beside. */
function passTable(results, { absolute = false, cachedRps = null }) {
  const rows = results.map((row) => [
    row.endpoint,
    String(row.urls),
    row.rps === undefined ? "-" : String(row.rps),
    absolute ? `>= ${row.budget.minRps}` : String(cachedRps.get(row.endpoint) ?? "-"),
    row.share ? percent(row.share.value) : "-",
    row.share?.budget ? `>= ${percent(row.share.budget)}` : "-",
    row.latencyMs ? String(row.latencyMs.p50) : "-",
    row.latencyMs ? String(row.latencyMs.p99) : "-",
    absolute ? `< ${row.budget.maxP99Ms}` : "-",
    row.peakRssMb === undefined ? "-" : String(row.peakRssMb),
    row.failure ? `FAIL: ${row.failure}` : "ok",
  ]);
  const fourth = absolute ? "budget" : "cached req/s";
  table(
    [
      "endpoint",
      "URLs",
      "req/s",
      fourth,
      "share",
      "budget",
      "p50 ms",
      "p99 ms",
      "budget",
      "RSS MB",
      "result",
    ],
    rows,
  );
}

/** `mixedRan`: the pass's `after` step was the mixed run, so its peak is shown apart. */
function printRss(title, rss, budgetMb, mixedRan = false) {
  const mixed = mixedRan ? `, ${rss.afterPeakMb} MB peak in the mixed run` : "";
  console.log(
    `\n${title}: ${rss.idleMb} MB idle, ${rss.peakMb} MB peak${mixed} (budget < ${budgetMb} MB): ${rss.miss ? `FAIL: ${rss.miss}` : "ok"}`,
  );
}

function printMixed(mixed) {
  if (mixed.skipped) {
    console.log(`\nMixed run: skipped (${mixed.skipped})`);
    return;
  }
  if (!mixed.byKind) {
    console.log(`\nMixed run: FAIL: ${mixed.failure}`);
    return;
  }
  const budget = mixed.budget;
  console.log(
    `\nMixed run on the cached server: ${mixed.offeredRps} req/s offered for ${mixed.seconds} s (open loop; latency from when each request was due)\n`,
  );
  const line = (kind, row) => [
    kind,
    String(row.count),
    String(row.p50),
    String(row.p95),
    String(row.p99),
    String(row.max),
    String(row.errors ?? mixed.errors),
    row.cacheHits === undefined
      ? "-"
      : `${row.cacheHits} (${percent(row.count ? row.cacheHits / row.count : 0)})`,
  ];
  const kinds = Object.entries(mixed.byKind).map(([kind, row]) => line(kind, row));
  table(
    ["requests", "sent", "p50 ms", "p95 ms", "p99 ms", "max ms", "errors", "x-cache hits"],
    [...kinds, line("all", mixed.latencyMs)],
  );
  // Per window, what the latency went with: CPU % (100 = one core) of the server, PostgreSQL and the load
  // generator (this process), how late the generator itself sent, and PostgreSQL's background work.
  console.log(`\nPer ${mixed.windows[1]?.fromSecond ?? mixed.seconds} s window:\n`);
  const cell = (value) => (value === null || value === undefined ? "-" : String(value));
  table(
    [
      "from s",
      "p50 ms",
      "p99 ms",
      "writes p99",
      "errors",
      "send lag p99",
      "CPU server",
      "CPU postgres",
      "CPU generator",
      "CPU wait",
      "background",
    ],
    mixed.windows.map((one) => [
      String(one.fromSecond),
      cell(one.p50),
      cell(one.p99),
      cell(one.writeP99),
      String(one.errors),
      cell(one.sendLagP99),
      cell(one.cpu?.server),
      cell(one.cpu?.postgres),
      cell(one.cpu?.generator),
      one.cpuWaitPercent === undefined || one.cpuWaitPercent === null ? "-" : `${one.cpuWaitPercent}%`,
      [
        one.autovacuum ? "autovacuum" : "",
        one.checkpoint ? "checkpoint" : "",
        one.lockWaits ? `${one.lockWaits} lock waits` : "",
      ]
        .filter(Boolean)
        .join(", ") || "-",
    ]),
  );
  const reasons = Object.entries(mixed.errorReasons);
  if (reasons.length) console.log("\nErrors:");
  for (const [reason, { count, example }] of reasons)
    console.log(`  ${count} × ${reason}${example ? ` (e.g. ${example})` : ""}`);
  console.log(
    `\nAchieved ${mixed.achievedRps} req/s of ${mixed.offeredRps} offered, p99 ${mixed.latencyMs.p99} ms` +
      `${budget ? ` (budget < ${budget.maxP99Ms} ms, writes < ${budget.maxWriteP99Ms} ms, every window < ${budget.maxWindowP99Ms} ms, 0 errors)` : " (no budget for this database)"}: ` +
      `${mixed.failure ? `FAIL: ${mixed.failure}` : "ok"}${mixed.note ? `. Note: ${mixed.note}` : ""}`,
  );
}

function table(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column])).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}
