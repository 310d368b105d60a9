/** A minimal cookie jar for calling actions in sequence as one browser would. */
export class CookieJar {
  private cookies = new Map<string, string>();

  /** Takes every Set-Cookie of a response (or a thrown redirect); an expired cookie is removed. */
  store(response: { headers: Headers }): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = header.split(";");
      const [name = "", ...value] = pair.split("=");
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value.join("=") === "") this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join("="));
    }
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }
}
