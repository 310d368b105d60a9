/**
 * Arguments for calling a route's loader or action directly, as React Router would on the server.
 * Typed loosely on purpose: each route's generated Args type differs only in `params`.
 */
export function routeArgs(url: string, params: Record<string, string> = {}, init?: RequestInit & { cookie?: string }) {
  const headers = new Headers(init?.headers);
  if (init?.cookie) headers.set("Cookie", init.cookie);
  const request = new Request(new URL(url, "http://localhost"), { ...init, headers });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { request, params, context: { cspNonce: "", clientIp: undefined }, unstable_pattern: "" } as any;
}

export function postForm(url: string, fields: Record<string, string>, cookie?: string) {
  return routeArgs(url, {}, { method: "POST", body: new URLSearchParams(fields), cookie });
}

/** Runs a loader or action that is expected to throw (a redirect Response or a data() error). */
export async function thrown(run: () => Promise<unknown>): Promise<{ status: number; location: string | null; data?: unknown }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const value = error as { type?: string; init?: { status?: number }; data?: unknown };
    if (value.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, location: null, data: value.data };
    throw error;
  }
  throw new Error("Expected the route to throw");
}
