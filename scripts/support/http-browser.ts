import { CookieJar } from "./cookies";
import { createAccount, sessionCookie, type Account, type ServerUnderTest } from "./server-accounts";

/** A minimal browser over HTTP for tests against a running server: cookies kept, same-site form posts. */
export class HttpBrowser {
  readonly jar: CookieJar;
  private readonly servers: string[];
  private sent = 0;

  /**
   * A browser of the server at `base`. Given `alternateWith`, its requests alternate between `base` and those
   * servers, with one cookie jar, as a load balancer without sticky sessions sends them.
   */
  constructor(
    readonly base: string,
    { jar = new CookieJar(), alternateWith = [] }: { jar?: CookieJar; alternateWith?: string[] } = {},
  ) {
    this.jar = jar;
    this.servers = [base, ...alternateWith];
  }

  /** The server the next request goes to. */
  private next(): string {
    return this.servers[this.sent++ % this.servers.length]!;
  }

  async get(path: string): Promise<Response> {
    const response = await fetch(new URL(path, this.next()), {
      headers: { Cookie: this.jar.header() },
      redirect: "manual",
    });
    this.jar.store(response);
    return response;
  }

  async post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Response> {
    const server = this.next();
    const response = await fetch(new URL(path, server), {
      method: "POST",
      headers: {
        Cookie: this.jar.header(),
        Origin: server,
        "Content-Type": "application/x-www-form-urlencoded",
        ...headers,
      },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    this.jar.store(response);
    return response;
  }
}

/** A browser signed in as a new account on `server` (customer unless `role` says admin). */
export async function signedInBrowser(
  server: ServerUnderTest,
  role: "customer" | "admin" = "customer",
): Promise<{ browser: HttpBrowser; account: Account }> {
  const account = await createAccount(server, role === "admin" ? "Arjun Mehta" : "Priya Sharma", role);
  const browser = new HttpBrowser(server.url);
  browser.jar.set("session", await sessionCookie(server, account));
  return { browser, account };
}

/** The value of a hidden input in an HTML page. */
export function hiddenValue(html: string, name: string): string {
  const escaped = name.replace(/[[\]]/g, "\\$&");
  const match = new RegExp(
    `<input[^>]*name="${escaped}"[^>]*value="([^"]*)"|<input[^>]*value="([^"]*)"[^>]*name="${escaped}"`,
  ).exec(html);
  return (match?.[1] ?? match?.[2] ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}
