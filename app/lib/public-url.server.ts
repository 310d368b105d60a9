import { config } from "./config.server";

let listeningUrl: string | undefined;

/** Told by the server once it listens, for when PUBLIC_URL is not set. */
export function setListeningUrl(url: string): void {
  listeningUrl = url;
}

/**
 * The origin customers reach us at: PUBLIC_URL, else the address the server listens on. Never the
 * request's Host header, which anyone can set: links in e-mails and Google's redirect use this.
 */
export function publicOrigin(): string {
  const configured = config().PUBLIC_URL;
  if (configured) return new URL(configured).origin;
  return listeningUrl ?? `http://localhost:${config().PORT}`;
}

/** An absolute address on our site, for e-mails. */
export function publicHref(path: string): string {
  return new URL(path, publicOrigin()).href;
}

/**
 * Whether cookies must be Secure: the public URL is HTTPS, or this request came over HTTPS (directly or,
 * under TRUST_PROXY, as the proxy's X-Forwarded-Proto says).
 */
export function servedOverHttps(request: Request): boolean {
  return publicOrigin().startsWith("https:") || new URL(request.url).protocol === "https:";
}
