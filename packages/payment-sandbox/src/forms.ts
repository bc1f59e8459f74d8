/**
 * `application/x-www-form-urlencoded` bodies and query strings read the way the `qs` package reads them,
 * which is how Stripe's SDK writes them: `line_items[0][price_data][unit_amount]=1599`,
 * `metadata[order]=A-1`, `expand[]=payment_intent`. Brackets nest objects, numeric or empty brackets make
 * arrays (holes closed up), `+` is a space. Keys that could reach an object's prototype are dropped.
 */

export type FormValue = string | FormValue[] | FormObject;
export type FormObject = { [key: string]: FormValue };

type Container = FormValue[] | FormObject;

const MAX_DEPTH = 10;
const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = decode(eq === -1 ? "" : pair.slice(eq + 1));
    const path = splitKey(key);
    if (path && !path.some((segment) => UNSAFE_KEYS.has(segment))) assign(root, path, value);
  }
  return compact(root) as FormObject;
}

/** The query string of a raw request URL, parsed the same way (`?expand[]=payment_intent`). */
export function parseQuery(url: string): FormObject {
  const mark = url.indexOf("?");
  return mark === -1 ? {} : parseForm(url.slice(mark + 1));
}

function decode(text: string): string {
  const spaced = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** `a[b][0][]` → ["a", "b", "0", ""]; null for a key with nothing before its first bracket. */
function splitKey(key: string): string[] | null {
  const open = key.indexOf("[");
  if (open === -1) return key === "" ? null : [key];
  if (open === 0) return null;
  const segments = [key.slice(0, open)];
  const bracket = /\[([^[\]]*)\]/y;
  bracket.lastIndex = open;
  for (let match = bracket.exec(key); match; match = bracket.exec(key)) {
    segments.push(match[1]);
    if (segments.length > MAX_DEPTH) break;
  }
  return segments;
}

const isIndex = (segment: string) => segment === "" || /^\d{1,4}$/.test(segment);

function assign(root: FormObject, path: string[], value: string): void {
  let node: Container = root;
  for (let i = 0; i < path.length; i++) {
    const last = i === path.length - 1;
    const segment = path[i];
    const existing = read(node, segment);
    if (last) {
      write(node, segment, value);
      return;
    }
    let child: Container;
    if (existing !== undefined && typeof existing === "object") {
      child = existing;
      if (Array.isArray(child) && !isIndex(path[i + 1])) {
        child = toObject(child);
      }
    } else {
      child = isIndex(path[i + 1]) ? [] : {};
    }
    node = write(node, segment, child) as Container;
  }
}

function read(node: Container, segment: string): FormValue | undefined {
  if (Array.isArray(node)) return segment === "" ? undefined : node[Number(segment)];
  return Object.hasOwn(node, segment) ? node[segment] : undefined;
}

function write(node: Container, segment: string, value: FormValue): FormValue {
  if (Array.isArray(node)) {
    if (segment === "") node.push(value);
    else node[Number(segment)] = value;
  } else {
    node[segment] = value;
  }
  return value;
}

function toObject(list: FormValue[]): FormObject {
  const out: FormObject = {};
  list.forEach((item, index) => {
    out[String(index)] = item;
  });
  return out;
}

function compact(value: FormValue): FormValue {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  const out: FormObject = {};
  for (const [key, item] of Object.entries(value)) out[key] = compact(item);
  return out;
}
