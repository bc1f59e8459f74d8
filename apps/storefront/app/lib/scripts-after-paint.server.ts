import { Transform } from "node:stream";

/**
 * The app's JavaScript (about 125 KB gzipped) waits until the page has painted its largest picture.
 *
 * React Router's `<Scripts />` writes a `<link rel="modulepreload">` for every chunk into the head and
 * an inline module script that imports the route modules, so on a slow phone connection the scripts
 * start downloading with the stylesheet and share the bandwidth with the hero picture. The page is
 * complete without them (server rendered; links and forms work natively), so this rewrite holds them
 * back: the module script is made inert (`type="rr-module"`), the preloads are dropped, and a small
 * classic script puts both back once every high-priority picture has loaded and been painted, on the
 * shopper's first tap or key press, or after BOOT_DEADLINE_MS, whichever comes first.
 * Decision 018 records why.
 */

/** Longest the scripts wait for the pictures (a very slow connection still gets a working page). */
export const BOOT_DEADLINE_MS = 2500;

/**
 * Pages whose scripts start at once: checkout and the payment pages (decision 018's exemption). Paying
 * needs the app and Razorpay's script, their documents carry a nonce-only Content-Security-Policy that
 * the inline starter would break, and they have no hero picture to wait for.
 */
const STARTS_AT_ONCE = /^\/(?:checkout|success|cancel|orderconfirmation)(?:\/|$)/i;

/** Whether this page's scripts wait for its first paint (everything but the payment pages). */
export function holdsScriptsBack(pathname: string): boolean {
  return !STARTS_AT_ONCE.test(pathname);
}

/** Home's shell is about 160 KB; one without the module script by this size is not going to have it. */
const MAX_SHELL_BYTES = 1024 * 1024;
const MODULE_SCRIPT_OPEN = '<script type="module" async="">';
const INERT_SCRIPT_OPEN = '<script type="rr-module" id="rr-boot">';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/**
 * Runs in the browser, right after the inert script. Kept in plain ES2017 and small: it is inline
 * in every page. `hrefs` are the dropped preloads, fetched together so the modules do not waterfall.
 */
function bootAfterPaint(hrefs: string[], deadlineMs: number) {
  const PRELOADS_PER_TASK = 4;
  let started = false;
  const boot = () => {
    // The pictures that waited for the first ones (app.css, `after-first-pictures`) may load now.
    document.documentElement.removeAttribute("data-pictures-first");
    if (started) return;
    started = true;
    let next = 0;
    // A few preloads per task: each one starts a fetch (1-5 ms on a slow phone), and twenty-odd in one
    // task made a long task of their own. The module script goes in after the last of them.
    const step = () => {
      for (const end = Math.min(next + PRELOADS_PER_TASK, hrefs.length); next < end; next += 1) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.href = hrefs[next];
        document.head.appendChild(link);
      }
      if (next < hrefs.length) {
        setTimeout(step, 0);
        return;
      }
      const inert = document.getElementById("rr-boot");
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = inert ? inert.textContent : "";
      document.body.appendChild(script);
    };
    step();
  };
  // After the frame that shows the pictures has been painted.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(boot, 0));
  const pictures = Array.prototype.filter.call(
    document.querySelectorAll('img[fetchpriority="high"]'),
    (image: HTMLImageElement) => !image.complete,
  ) as HTMLImageElement[];
  let waiting = pictures.length;
  const settled = () => {
    waiting -= 1;
    if (waiting === 0) afterPaint();
  };
  if (waiting === 0) afterPaint();
  for (const picture of pictures) {
    picture.addEventListener("load", settled, { once: true });
    picture.addEventListener("error", settled, { once: true });
  }
  for (const type of ["pointerdown", "keydown", "touchstart"])
    addEventListener(type, boot, { once: true, capture: true, passive: true });
  setTimeout(boot, deadlineMs);
}

/** The starter's source, made once rather than on every page. */
const BOOT_SOURCE = `(${bootAfterPaint.toString()})`;

/**
 * Runs in the head, before the body is laid out, and sets two switches of app.css on the document:
 * - `data-pictures-first`: what is marked `after-first-pictures` (the hero strip's other slides, whose lazy
 *   pictures are within the browser's lazy-loading distance) is left out until the starter boots, once the
 *   page's high-priority pictures have painted, so they do not share a phone's bandwidth with the first one;
 * - `data-render-later`: the browser may skip the sections marked `render-later` until the shopper nears them
 *   (decision 036), unless the page opens at an anchor or at a scroll position React Router's
 *   `<ScrollRestoration>` will restore from `storageKey` (its script, at the end of the body, would scroll
 *   against placeholder heights and land away from where the shopper was).
 */
function firstViewSwitches(storageKey: string) {
  document.documentElement.setAttribute("data-pictures-first", "");
  try {
    const key = history.state?.key;
    const positions = key ? JSON.parse(sessionStorage.getItem(storageKey) || "{}") : {};
    if (location.hash || positions[key] > 0) return;
  } catch (_error) {
    return;
  }
  document.documentElement.setAttribute("data-render-later", "");
}

/** React Router's key for the positions `<ScrollRestoration>` keeps in sessionStorage. */
const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";
const FIRST_VIEW_SCRIPT = `<script>(${firstViewSwitches.toString()})(${JSON.stringify(SCROLL_POSITIONS_KEY)})</script>`;

/**
 * Rewrites the document shell once it holds React Router's module script, complete; null while it
 * does not yet (more of the stream is needed). Everything else passes unchanged.
 */
export function deferAppScripts(shell: string): string | null {
  const open = shell.indexOf(MODULE_SCRIPT_OPEN);
  if (open === -1) return null;
  const close = shell.indexOf("</script>", open);
  if (close === -1) return null;
  const end = close + "</script>".length;
  const hrefs: string[] = [];
  const head = shell.slice(0, open).replace(MODULE_PRELOAD, (_tag, href: string) => {
    hrefs.push(href);
    return "";
  });
  // First in the head: a script after the stylesheet's link would wait for the stylesheet to load.
  const withSwitch = head.replace("<head>", (tag) => tag + FIRST_VIEW_SCRIPT);
  const inert = INERT_SCRIPT_OPEN + shell.slice(open + MODULE_SCRIPT_OPEN.length, end);
  // JSON.stringify of paths from the build manifest: no "</script>" can appear in it.
  const starter = `<script id="rr-starter">${BOOT_SOURCE}(${JSON.stringify(hrefs)},${BOOT_DEADLINE_MS})</script>`;
  return withSwitch + inert + starter + shell.slice(end);
}

/**
 * A stream transform applying `deferAppScripts` to the shell; the rest of the stream passes through. It
 * holds bytes, not text: the shell is decoded only up to the module script's closing tag (ASCII), so a
 * character split across chunks is never decoded in halves.
 */
export function createScriptDeferral(): Transform {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let done = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (done) return callback(null, chunk);
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      held.push(bytes);
      heldBytes += bytes.length;
      const all = Buffer.concat(held, heldBytes);
      const open = all.indexOf(MODULE_SCRIPT_OPEN);
      const close = open === -1 ? -1 : all.indexOf("</script>", open);
      if (close === -1 && heldBytes < MAX_SHELL_BYTES) return callback();
      // Found, or past the cap without React Router's script (its markup changed?): stream on from here.
      done = true;
      held = [];
      if (close === -1) return callback(null, all);
      const end = close + "</script>".length;
      const shell = deferAppScripts(all.subarray(0, end).toString("utf8")) ?? "";
      callback(null, Buffer.concat([Buffer.from(shell), all.subarray(end)]));
    },
    flush(callback) {
      // A document without the module script (none rendered) goes out as it came.
      callback(null, heldBytes > 0 && !done ? Buffer.concat(held, heldBytes) : undefined);
    },
  });
}
