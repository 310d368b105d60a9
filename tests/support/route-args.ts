import type { RouterContextProvider, UNSAFE_DataWithResponseInit } from "react-router";
import { sessionMiddleware } from "~/features/accounts/session.server";
import { routerContext } from "~/lib/request-context.server";

/**
 * What React Router passes a loader or action on the server. Each route's generated
 * `Route.LoaderArgs`/`Route.ActionArgs` is this with its own `params`, so one value fits any route
 * whose params it carries.
 */
export interface RouteArgs<Params> {
  request: Request;
  url: URL;
  params: Params;
  pattern: string;
  context: RouterContextProvider;
}

type RequestOptions = RequestInit & { cookie?: string; clientIp?: string };

/**
 * Arguments for calling a route's loader or action directly, as React Router would on the server: its
 * context holds the request's facts and, read by the root route's middleware, the session.
 */
export function routeArgs(url: string): Promise<RouteArgs<Record<string, never>>>;
export function routeArgs<Params extends Record<string, string>>(
  url: string,
  params: Params,
  init?: RequestOptions,
): Promise<RouteArgs<Params>>;
export async function routeArgs(
  url: string,
  params: Record<string, string> = {},
  init?: RequestOptions,
): Promise<RouteArgs<Record<string, string>>> {
  const headers = new Headers(init?.headers);
  if (init?.cookie) headers.set("Cookie", init.cookie);
  const request = new Request(new URL(url, "http://localhost"), { ...init, headers });
  const args = {
    request,
    url: new URL(request.url),
    params,
    pattern: "",
    context: routerContext({ cspNonce: "", clientIp: init?.clientIp, requestId: "" }),
  };
  await sessionMiddleware(args, () => Promise.resolve(new Response()));
  return args;
}

export function postForm(
  url: string,
  fields: Record<string, string>,
  cookie?: string,
): Promise<RouteArgs<Record<string, never>>> {
  return routeArgs(url, {}, { method: "POST", body: new URLSearchParams(fields), cookie });
}

/** What a loader or action threw: a redirect (with its Set-Cookie and other headers) or a data() error. */
export interface Thrown {
  status: number;
  location: string | null;
  headers: Headers;
  data?: unknown;
}

/** What `data(value, init)` makes (React Router does not export the class itself at run time). */
function isDataWithInit(value: unknown): value is UNSAFE_DataWithResponseInit<unknown> {
  return typeof value === "object" && value !== null && "type" in value && value.type === "DataWithResponseInit";
}

/**
 * Runs a loader or action that is expected to end the request: a redirect Response (thrown or
 * returned, as `redirectWithFlash` answers) or a thrown data() error.
 */
export async function thrown(run: () => Promise<unknown>): Promise<Thrown> {
  try {
    const answer = await run();
    if (answer instanceof Response)
      return { status: answer.status, location: answer.headers.get("Location"), headers: answer.headers };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get("Location"), headers: error.headers };
    if (isDataWithInit(error)) {
      return {
        status: error.init?.status ?? 200,
        location: null,
        headers: new Headers(error.init?.headers),
        data: error.data,
      };
    }
    throw error;
  }
  throw new Error("Expected the route to throw");
}
