/**
 * Razorpay's checkout script (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/),
 * or the sandbox's stand-in with the same surface, loaded from the URL the server gives. It is the only
 * third-party script the checkout page loads; the page's Content-Security-Policy allows its origin.
 */

export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void; escape?: boolean };
};

export type RazorpayCheckout = {
  open(): void;
  on(event: "payment.failed", callback: (response: { error?: { description?: string } }) => void): void;
};

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

/** Adds the script once per page and resolves with its constructor; a failed load may be tried again. */
export function loadRazorpay(src: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const pending = loading.get(src);
  if (pending) return pending;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error("Razorpay's script did not start")),
    );
    script.addEventListener("error", () => {
      script.remove();
      reject(new Error("Razorpay's script could not be loaded"));
    });
    document.head.append(script);
  });
  loading.set(src, promise);
  promise.catch(() => loading.delete(src));
  return promise;
}
