import type { SandboxEvent, SandboxLogger, SandboxState, WebhookSource } from "./state";

/**
 * Webhook delivery, at least once like the real providers: every generated event is kept in the event log
 * with its exact body and headers, then posted to `${target}/api/webhooks/{provider}` off the request path.
 * A non-2xx answer or a network error is retried with doubling waits (0.5 s, 1 s, 2 s … 8 tries). The
 * control modes bend delivery to test the shop's handler: duplicate, delay, reorder, drop, manual.
 */

export const MAX_TRIES = 8;
const TIMEOUT_MS = 5000;

export type NewEvent = { id: string; type: string; headers: Record<string, string>; body: string };

export type DispatcherOptions = {
  state: SandboxState;
  /** Shop base URL; null keeps events for manual delivery. */
  target: string | null;
  log: SandboxLogger;
  /** First retry wait; doubles each try. */
  retryBaseMs?: number;
};

export class WebhookDispatcher {
  private readonly timers = new Set<NodeJS.Timeout>();
  private held: SandboxEvent | null = null;
  /** Bumped by reset and close: deliveries of an older generation stop. */
  private generation = 0;
  private readonly retryBaseMs: number;

  constructor(private readonly options: DispatcherOptions) {
    this.retryBaseMs = options.retryBaseMs ?? 500;
  }

  /** Records an event and schedules it by the current control mode; never waits for delivery. */
  emit(provider: WebhookSource, event: NewEvent): SandboxEvent {
    const target = this.options.target?.replace(/\/+$/, "");
    const record: SandboxEvent = {
      provider,
      ...event,
      url: target ? `${target}/api/webhooks/${provider}` : null,
      delivered: false,
      attempts: 0,
    };
    this.options.state.events.push(record);
    this.route(record);
    return record;
  }

  /** Sends one event now whatever the mode (manual delivery); resolves with its last answer status. */
  async deliverNow(event: SandboxEvent): Promise<number | null> {
    return this.attempt(event, this.generation);
  }

  /** Sends a held (reorder) event; used when the mode changes away from reorder. */
  flushHeld(): void {
    const held = this.held;
    this.held = null;
    if (held) void this.deliver(held, this.generation);
  }

  /** Forgets held events and stops pending deliveries (reset, close). */
  stop(): void {
    this.generation++;
    this.held = null;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private route(event: SandboxEvent): void {
    const { webhooks: mode, delayMs } = this.options.state.control;
    if (!event.url || mode === "drop" || mode === "manual") return;
    const generation = this.generation;
    switch (mode) {
      case "duplicate":
        void this.deliver(event, generation).then(() => this.deliver(event, generation));
        return;
      case "delay":
        void this.sleep(delayMs).then(() => this.deliver(event, generation));
        return;
      case "reorder": {
        const held = this.held;
        if (!held) {
          this.held = event;
          return;
        }
        this.held = null;
        void this.deliver(event, generation).then(() => this.deliver(held, generation));
        return;
      }
      default:
        void this.deliver(event, generation);
    }
  }

  /** Tries until a 2xx answer or MAX_TRIES; resolves after the first try so reorder/duplicate keep order. */
  private deliver(event: SandboxEvent, generation: number): Promise<void> {
    return new Promise((firstTryDone) => {
      void (async () => {
        for (let tries = 1; tries <= MAX_TRIES && generation === this.generation; tries++) {
          const status = await this.attempt(event, generation);
          if (tries === 1) firstTryDone();
          if (status !== null && status >= 200 && status < 300) return;
          if (tries < MAX_TRIES) await this.sleep(this.retryBaseMs * 2 ** (tries - 1));
        }
        firstTryDone();
      })();
    });
  }

  /** One POST of the exact recorded bytes; the answer status, or null for a network error. */
  private async attempt(event: SandboxEvent, generation: number): Promise<number | null> {
    if (!event.url || generation !== this.generation) return null;
    event.attempts++;
    try {
      const response = await fetch(event.url, {
        method: "POST",
        headers: event.headers,
        body: event.body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) event.delivered = true;
      else this.options.log.warn({ event: event.id, status: response.status }, "sandbox webhook refused");
      return response.status;
    } catch (error) {
      this.options.log.warn({ event: event.id, err: String(error) }, "sandbox webhook not delivered");
      return null;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}
