import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { I18nProvider } from "@lingui/react";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { keepSessionAlive } from "~/features/accounts/session.server";
import { i18nFor } from "~/lib/i18n";
import "~/lib/i18n.server";
import { requestLanguage } from "~/lib/language.server";
import { logger, withoutSecrets } from "~/lib/logger.server";
import { databaseOut, databaseUnavailableFor, noteDatabaseError, RETRY_AFTER_SECONDS } from "~/lib/outage.server";
import { requestFacts } from "~/lib/request-context.server";
import { NonceProvider } from "~/ui/nonce";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before sending it (no streaming): every page is complete HTML for
 * customers without JavaScript, in the request's language, and each script carries the request's CSP nonce. The page goes out
 * as one buffer, so the compressor sees it whole (one flush, not one per chunk).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const status = outageStatus(request, responseStatusCode, responseHeaders);
  if (!databaseOut()) await keepSessionAlive(request, loadContext, responseHeaders);
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers: responseHeaders });
  return renderDocument(request, status, responseHeaders, routerContext, loadContext);
}

/**
 * While the database is out, or was too busy for this request, an answer that failed is the outage's: 503
 * with Retry-After, so browsers, crawlers and balancers come back later rather than count an error
 * (lib/outage.server.ts).
 */
function outageStatus(request: Request, status: number, headers: Headers): number {
  if (status < 500 || !databaseUnavailableFor(request)) return status;
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return 503;
}

function renderDocument(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { cspNonce: nonce, requestId } = loadContext.get(requestFacts);
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Cleared when the page is done, so nothing of the request is kept alive after it.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <I18nProvider i18n={i18nFor(requestLanguage(request))}>
        <NonceProvider value={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NonceProvider>
      </I18nProvider>,
      {
        nonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeout);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          logger().error({ err: error, requestId, url: withoutSecrets(request.url) }, "page render failed");
        },
      },
    );
  });
}

/** Client-side navigations' data requests renew a signed-in customer's session as pages do. */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  const status = outageStatus(request, response.status, response.headers);
  if (status !== response.status) return new Response(response.body, { status, headers: response.headers });
  if (!databaseOut()) await keepSessionAlive(request, context, response.headers);
  return response;
};

/**
 * Every error a loader or action throws, logged once as JSON with the request id (the same id is in
 * the response's X-Request-Id). Requests the browser abandoned are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  noteDatabaseError(error, request);
  // A browser that went away, or a request the app answered as its own (a POST to a page without a form: 405).
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logger().error(
    {
      err: error,
      requestId: context.get(requestFacts).requestId,
      method: request.method,
      url: withoutSecrets(request.url),
    },
    "request failed",
  );
};
