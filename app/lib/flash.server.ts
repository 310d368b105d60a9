import { createCookie, redirect } from "react-router";
import { config } from "~/lib/config.server";
import type { Flash } from "~/lib/flash";
import { requestT } from "~/lib/language.server";
import { servedOverHttps } from "~/lib/public-url.server";

/** Long enough for a slow phone to follow the redirect, short enough not to greet a later visit. */
const FLASH_SECONDS = 120;

function flashCookie(request: Request) {
  const secure = servedOverHttps(request);
  return createCookie(secure ? "__Host-flash" : "flash", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: FLASH_SECONDS,
    secrets: [config().SESSION_SECRET],
  });
}

/**
 * The Set-Cookie value that carries `message` to the next page, in the request's language: features
 * declare their messages in English, as ids.
 */
export function flashCookieHeader(request: Request, message: Flash): Promise<string> {
  const t = requestT(request);
  const link = message.link && { ...message.link, label: t(message.link.label) };
  const { values, ...shown } = message;
  return flashCookie(request).serialize({ ...shown, text: t(message.text, values), ...(link ? { link } : {}) });
}

/** 303 to `to` with `message` shown once on arrival (works the same with JavaScript on and off). */
export async function redirectWithFlash(
  request: Request,
  to: string,
  message: Flash,
  init: { headers?: HeadersInit } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookieHeader(request, message));
  return redirect(to, { status: 303, headers });
}

/** The message waiting for this request, if any (reading does not use it up: see `takeFlash`). */
export async function readFlash(request: Request): Promise<Flash | null> {
  const value = (await flashCookie(request).parse(request.headers.get("Cookie"))) as Partial<Flash> | null;
  if (typeof value?.text !== "string" || (value.tone !== "success" && value.tone !== "error")) return null;
  const link =
    value.link && typeof value.link.label === "string" && typeof value.link.href === "string" ? value.link : undefined;
  return { text: value.text, tone: value.tone, link, id: typeof value.id === "string" ? value.id : undefined };
}

/** Reads the waiting message and the header that forgets it, so it is shown exactly once (the root loader). */
export async function takeFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const message = await readFlash(request);
  if (message) headers.append("Set-Cookie", await flashCookie(request).serialize("", { maxAge: 0 }));
  return { flash: message, headers };
}
