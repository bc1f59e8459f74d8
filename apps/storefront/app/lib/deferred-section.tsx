import {
  type ComponentType,
  type MouseEvent,
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
  { className, hydrate = "visible" }: Options = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then((component) => {
      Loaded = component;
      return component;
    });
    return loading;
  };
  // The server renders the section's real markup; after the first request the module is at hand.
  if (import.meta.env.SSR) void start();

  /** On the server, and in the browser after a navigation: the section itself. */
  function RenderedSection(props: P) {
    const Component = Loaded ?? use(start());
    return (
      <div className={className}>
        <Component {...props} />
      </div>
    );
  }

  /** In the browser, over the server's HTML: that HTML until the code is wanted, then the section. */
  function AdoptedSection(props: P) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(null);
    const [serverProps] = useState(props);
    const container = useRef<HTMLDivElement>(null);
    const snapshot = useRef<Snapshot | null>(null);
    const navigate = useNavigate();
    const propsChanged = !sameProps(props, serverProps);

    useEffect(() => {
      const element = container.current;
      if (Component || !element) return;
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
        void start().then((loaded) => {
          arrived = loaded;
          swap();
        });
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
      if (propsChanged || (hydrate === "visible" && typeof IntersectionObserver === "undefined")) {
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
    }, [Component, propsChanged]);

    // The section's DOM was just replaced: put the focus and any swiped strip back as the shopper left them.
    useLayoutEffect(() => {
      const taken = snapshot.current;
      if (!Component || !taken || !container.current) return;
      snapshot.current = null;
      restoreSnapshot(container.current, taken);
    }, [Component]);

    if (Component) {
      return (
        <div ref={container} className={className}>
          <Component {...props} />
        </div>
      );
    }

    /** A click on a link of the server's HTML navigates in the page, as the router's <Link> would. */
    const followLink = (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as Element).closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      if (link.origin !== window.location.origin) return;
      // A jump within the page (#topic) is the browser's to make.
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      event.preventDefault();
      navigate(link.pathname + link.search + link.hash);
    };

    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks on the links inside, which keyboards activate too
      // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click
      <div
        ref={container}
        className={className}
        onClick={followLink}
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

function sameProps(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]));
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
    const element = nodeAt(root, path);
    if (element instanceof Element) element.scrollTo({ left, top, behavior: "instant" });
  }
  const target = focus ? nodeAt(root, focus) : null;
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}

/** Child indexes from `root` down to `node`, or null when the node is not inside `root`. */
function pathTo(root: Node, node: Node | null): number[] | null {
  const path: number[] = [];
  let current = node;
  while (current && current !== root) {
    const parent: Node | null = current.parentNode;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.childNodes, current));
    current = parent;
  }
  return current === root && path.length > 0 ? path : null;
}

function nodeAt(root: Node, path: number[]): Node | null {
  let current: Node | null = root;
  for (const index of path) current = current?.childNodes[index] ?? null;
  return current;
}
