import type { AppLoadContext, UNSAFE_DataWithResponseInit } from "react-router";

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
  context: AppLoadContext;
}

type RequestOptions = RequestInit & { cookie?: string };

/** Arguments for calling a route's loader or action directly, as React Router would on the server. */
export function routeArgs(url: string): RouteArgs<Record<string, never>>;
export function routeArgs<Params extends Record<string, string>>(
  url: string,
  params: Params,
  init?: RequestOptions,
): RouteArgs<Params>;
export function routeArgs(
  url: string,
  params: Record<string, string> = {},
  init?: RequestOptions,
): RouteArgs<Record<string, string>> {
  const headers = new Headers(init?.headers);
  if (init?.cookie) headers.set("Cookie", init.cookie);
  const request = new Request(new URL(url, "http://localhost"), { ...init, headers });
  return {
    request,
    url: new URL(request.url),
    params,
    pattern: "",
    context: { cspNonce: "", clientIp: undefined, requestId: "" },
  };
}

export function postForm(
  url: string,
  fields: Record<string, string>,
  cookie?: string,
): RouteArgs<Record<string, never>> {
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
