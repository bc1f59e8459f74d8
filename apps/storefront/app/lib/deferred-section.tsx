import {
  type ComponentType,
  type MouseEvent,
  type RefObject,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { useNavigate } from "react-router";

/** How close (in px) a section may come to the screen before its code is fetched. */
const LOAD_MARGIN = "600px 0px";
/** After a press is released, time for its click to land on the server's HTML before the swap. */
const RELEASE_GRACE_MS = 50;

type Options = {
  className?: string;
  /** The wrapper element: "span" for a section inside a paragraph or link (a <div> there breaks hydration). */
  as?: "div" | "span";
  /**
   * "visible" (default): the code loads as the section nears the screen, or is pointed at or focused.
   * "interaction": the code loads when the section is pointed at or focused (a search box at the top).
   * "never": static content (policy text, footer links, banners); the server's HTML is all the browser
   * needs and its links are followed by the client-side router. The code loads only if the props change.
   */
  hydrate?: "visible" | "interaction" | "never";
};

/**
 * A section whose code is not part of the page's first load (decision 017).
 *
 * The server renders it in full, so its HTML, links and no-JS forms are there at once. In the browser
 * the HTML is left exactly as the server sent it (React treats an element with `dangerouslySetInnerHTML`
 * as opaque and does not hydrate inside it) until the section is wanted (see `hydrate`) or its props
 * change; then its chunk loads and React renders it in place, keeping the focus and any swiped strip where they were. A section
 * mounted by a client-side navigation loads its code first (the navigation waits for it, as for a route).
 *
 * Suits sections with nothing the shopper could have typed into before its code arrives.
 */
export function deferredSection<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { className, as: Wrapper = "div", hydrate = "visible" }: Options = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed chunk (a dropped connection, a new deploy) is tried again next time it is wanted.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // The server renders the section's real markup; after the first request the module is at hand.
  if (import.meta.env.SSR) void start();

  /** On the server, and in the browser after a navigation: the section itself. */
  function RenderedSection(props: P) {
    const Component = Loaded ?? use(start());
    return (
      // The server's HTML carries the mark the browser keeps until the code has come (hydration adds no
      // attribute of its own to the server's elements, so AdoptedSection's mark is only seen from here).
      <Wrapper className={className} data-deferred={import.meta.env.SSR ? "" : undefined}>
        <Component {...props} />
      </Wrapper>
    );
  }

  /** In the browser, over the server's HTML: that HTML until the code is wanted, then the section. */
  function AdoptedSection(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(null);
    const [serverProps] = useState(props);
    const container = useRef<HTMLElement>(null);
    const snapshot = useRef<Snapshot | null>(null);
    const live = useRef(false);
    const navigate = useNavigate();
    // New data (another colour, the Women/Men/Kids switch) cannot be shown by the server's HTML: the update
    // waits for the code, as a navigation waits for its route, and the section renders from then on.
    if (!live.current && !sameData(props, serverProps)) live.current = true;
    const Shown = Component ?? (live.current ? (Loaded ?? use(start())) : null);

    useEffect(() => {
      const element = container.current;
      if (Shown || !element) return;
      let cancelled = false;
      // A press that began on the server's HTML ends there: swapping the DOM between pointerdown and click
      // would swallow the click. The swap waits for the release.
      let pressed = false;
      let arrived: ComponentType<P> | null = null;
      const swap = () => {
        if (cancelled || pressed || !arrived) return;
        snapshot.current = takeSnapshot(element);
        const loaded = arrived;
        setComponent(() => loaded);
      };
      const go = () => {
        start().then(
          (loaded) => {
            arrived = loaded;
            swap();
          },
          // The server's HTML stays; the next approach or focus tries again.
          (error: unknown) => console.error("storefront: a section's code did not load:", error),
        );
      };
      const press = () => {
        pressed = true;
        go();
      };
      const release = () => {
        if (!pressed) return;
        setTimeout(() => {
          pressed = false;
          swap();
        }, RELEASE_GRACE_MS);
      };
      const cleanup = () => {
        cancelled = true;
      };
      if (hydrate === "visible" && typeof IntersectionObserver === "undefined") {
        go();
        return cleanup;
      }
      if (hydrate === "never") return cleanup;
      const observer =
        hydrate === "visible"
          ? new IntersectionObserver(
              (entries) => {
                if (entries.some((entry) => entry.isIntersecting)) go();
              },
              { rootMargin: LOAD_MARGIN },
            )
          : null;
      observer?.observe(element);
      element.addEventListener("focusin", go);
      element.addEventListener("pointerover", go, { passive: true });
      element.addEventListener("pointerdown", press, { passive: true });
      window.addEventListener("pointerup", release, { passive: true });
      window.addEventListener("pointercancel", release, { passive: true });
      return () => {
        cleanup();
        observer?.disconnect();
        element.removeEventListener("focusin", go);
        element.removeEventListener("pointerover", go);
        element.removeEventListener("pointerdown", press);
        window.removeEventListener("pointerup", release);
        window.removeEventListener("pointercancel", release);
      };
    }, [Shown]);

    // The section's DOM was just replaced: put the focus and any swiped strip back as the shopper left them.
    useLayoutEffect(() => {
      const taken = snapshot.current;
      if (!Component || !taken || !container.current) return;
      snapshot.current = null;
      restoreSnapshot(container.current, taken);
    }, [Component]);

    if (Shown) {
      return (
        <Wrapper ref={container as RefObject<HTMLDivElement & HTMLSpanElement>} className={className}>
          <Shown {...props} />
        </Wrapper>
      );
    }

    /** A click on a link of the server's HTML navigates in the page, as the router's <Link> would. */
    const followLink = (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as Element).closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      if (link.origin !== window.location.origin) return;
      // A jump within the page (#topic) is the browser's to make.
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      event.preventDefault();
      // A <Link replace preventScrollReset> says so in data attributes, since its props leave no trace in HTML.
      navigate(link.pathname + link.search + link.hash, {
        replace: "routerReplace" in link.dataset,
        preventScrollReset: "routerKeepScroll" in link.dataset,
      });
    };

    return (
      // The click handler only delegates clicks on the links inside (Enter on a link fires the same click).
      <Wrapper
        ref={container as RefObject<HTMLDivElement & HTMLSpanElement>}
        className={className}
        onClick={followLink}
        // Marks markup still waiting for its code (for tests and for whoever inspects the page).
        data-deferred=""
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose; the server's HTML stays in place
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      />
    );
  }

  function BrowserSection(props: P) {
    // Whether React is hydrating this instance from the server's HTML; fixed for the instance's life.
    const hydrating = useSyncExternalStore(subscribeToNothing, isNotHydrating, isHydrating);
    const [fromServer] = useState(hydrating);
    return fromServer ? <AdoptedSection {...props} /> : <RenderedSection {...props} />;
  }

  return import.meta.env.SSR ? RenderedSection : BrowserSection;
}

const KEEP_SERVER_HTML = { __html: "" };

const subscribeToNothing = () => () => {};
const isNotHydrating = () => false;
const isHydrating = () => true;

/**
 * Props are loader data, which a revalidation hands back as new objects with the same content: compare the
 * content, so a form post elsewhere on the page does not load every section's code. Functions by identity.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameData(a[key as keyof typeof a], b[key as keyof typeof b]));
}

type Snapshot = {
  focus: number[] | null;
  scrolled: { path: number[]; left: number; top: number }[];
};

function takeSnapshot(root: HTMLElement): Snapshot {
  const scrolled: Snapshot["scrolled"] = [];
  for (const element of root.querySelectorAll("*")) {
    if (element.scrollLeft === 0 && element.scrollTop === 0) continue;
    const path = pathTo(root, element);
    if (path) scrolled.push({ path, left: element.scrollLeft, top: element.scrollTop });
  }
  return { focus: pathTo(root, document.activeElement), scrolled };
}

function restoreSnapshot(root: HTMLElement, { focus, scrolled }: Snapshot) {
  for (const { path, left, top } of scrolled) {
    nodeAt(root, path)?.scrollTo({ left, top, behavior: "instant" });
  }
  const target = focus ? nodeAt(root, focus) : null;
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}

/** Element indexes from `root` down to `element` (elements only: the server's HTML has text-marker comments
 * that React's own render does not), or null when the element is not inside `root`. */
function pathTo(root: Element, element: Element | null): number[] | null {
  const path: number[] = [];
  let current = element;
  while (current && current !== root) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === root && path.length > 0 ? path : null;
}

function nodeAt(root: Element, path: number[]): Element | null {
  let current: Element | null = root;
  for (const index of path) current = current?.children[index] ?? null;
  return current;
}
