import { readFlash } from "../../app/lib/flash.server";
import { CookieJar } from "../../scripts/support/cookies";

/** The one-time message a redirect carries to the next page (its flash cookie, read as the app reads it). */
export async function flashOf(answer: { headers: Headers }): Promise<string | null> {
  const jar = new CookieJar();
  jar.store(answer);
  const message = await readFlash(new Request("http://localhost/", { headers: { Cookie: jar.header() } }));
  return message?.text ?? null;
}
