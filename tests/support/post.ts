import { CookieJar } from "../../scripts/support/cookies";
import { routeArgs, type RouteArgs } from "./route-args";

export type Outcome = { status: number; location: string | null; body: unknown; headers: Headers };

/** Calls an action with form fields and the jar's cookies, as a browser's form post; redirects and data alike. */
export async function post(
  action: (args: RouteArgs<Record<string, never>>) => Promise<unknown>,
  path: string,
  /** Fields by name, or name-value pairs where a name repeats (checkboxes ticked together). */
  fields: Record<string, string> | [string, string][],
  jar: CookieJar,
  clientIp = "10.0.0.1",
): Promise<Outcome> {
  const args = await routeArgs(
    path,
    {},
    {
      method: "POST",
      body: new URLSearchParams(fields),
      cookie: jar.header(),
      clientIp,
    },
  );
  try {
    const result = (await action(args)) as
      { data: unknown; init: { status?: number; headers?: HeadersInit } | null } | Response;
    if (result instanceof Response) {
      jar.store(result);
      return { status: result.status, location: result.headers.get("Location"), body: null, headers: result.headers };
    }
    return {
      status: result.init?.status ?? 200,
      location: null,
      body: result.data,
      headers: new Headers(result.init?.headers),
    };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    jar.store(thrown);
    return { status: thrown.status, location: thrown.headers.get("Location"), body: null, headers: thrown.headers };
  }
}
