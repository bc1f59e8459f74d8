import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { createScriptDeferral, holdsScriptsBack } from "./lib/scripts-after-paint.server";

/** Gives up on a stalled render so a request never hangs. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Payment pages: every script React and React Router write carries the answer's CSP nonce.
  const nonce = loadContext?.nonce;
  return new Promise<Response>((resolve, reject) => {
    let documentSent = false;
    // An error while the document is drawn, before it is complete. Inside the layout's Suspense
    // boundaries React would leave that part empty and go on; the page is failed instead, as when there
    // were no boundaries, so React Router renders its error page (and the error is reported) as before.
    let renderError: { error: unknown } | null = null;

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // React moves a finished boundary of more than 12.8 KB out of its place, to be put back by an
        // inline script: the page's content would wait for that script (and is missing without scripts).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Everyone gets the complete document in one piece, as before the layout's Suspense boundaries
        // (decision 036): they are there to split the browser's hydration, not to stream. Loaders have run
        // by now, so only a deferred section's first import after a start can keep React waiting.
        onAllReady() {
          if (renderError) {
            reject(renderError.error);
            return;
          }
          documentSent = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          // The app's scripts wait for the first paint of the page's pictures (lib/scripts-after-paint),
          // except on the payment pages, which need them (and Razorpay's) at once.
          // pipeline, not pipe: a shopper who leaves closes the stream React writes to, so it stops rendering.
          const deferral = holdsScriptsBack(new URL(request.url).pathname)
            ? createScriptDeferral()
            : new PassThrough();
          pipeline(deferral, body, () => {});
          pipe(deferral);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (!documentSent) renderError ??= { error };
          // Errors after the document went out are streamed to the client's error boundary; log them once.
          else console.error(error);
        },
      },
    );

    setTimeout(abort, streamTimeout + 1000);
  });
}
