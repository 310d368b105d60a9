import crypto from "node:crypto";
import { createCookie } from "react-router";
import { config } from "~/lib/config.server";
import { publicOrigin } from "~/lib/public-url.server";
import { safeRedirect } from "~/lib/redirect";

/** Where to go after an OAuth round trip, and whether it ran in a popup. */
export interface AuthReturn {
  redirectTo: string;
  popup: boolean;
}

/** The short-lived sign-in cookies: signed, HttpOnly, Lax, and Secure when customers reach us over HTTPS. */
function signInCookie(name: string, maxAgeSeconds: number) {
  return createCookie(name, {
    secure: secureCookies(),
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: maxAgeSeconds,
    secrets: [config().SESSION_SECRET],
  });
}

/** Whether the sign-in cookies (and the OAuth state cookie) are Secure: when customers reach us over HTTPS. */
export function secureCookies(): boolean {
  return publicOrigin().startsWith("https:");
}

function returnCookie() {
  return signInCookie("auth_return", 600);
}

export function serializeAuthReturn(value: AuthReturn): Promise<string> {
  return returnCookie().serialize(value);
}

export async function readAuthReturn(request: Request): Promise<AuthReturn> {
  const value = (await returnCookie().parse(request.headers.get("Cookie"))) as Partial<AuthReturn> | null;
  return { redirectTo: safeRedirect(value?.redirectTo, "/restaurants"), popup: value?.popup === true };
}

/**
 * The sign-up awaiting its code, between sign-up (or an unverified sign-in) and the code: its address,
 * its id (the code verifies only that sign-up's credentials) and when its code was last sent, for the
 * page's countdown. Signed, so it cannot be made up; it names nothing that someone else's sign-up changes.
 */
export interface PendingSignup {
  email: string;
  signupId: string;
  sentAt: number;
}

function pendingCookie() {
  return signInCookie("pending_verification", 30 * 60);
}

export function serializePendingSignup(pending: PendingSignup): Promise<string> {
  return pendingCookie().serialize(pending);
}

export async function readPendingSignup(request: Request): Promise<PendingSignup | null> {
  const value = (await pendingCookie().parse(request.headers.get("Cookie"))) as Partial<PendingSignup> | null;
  return typeof value?.email === "string" && typeof value.signupId === "string" && typeof value.sentAt === "number"
    ? { email: value.email, signupId: value.signupId, sentAt: value.sentAt }
    : null;
}

export function clearPendingSignup(): Promise<string> {
  return pendingCookie().serialize("", { maxAge: 0 });
}

/** A Google identity waiting for its account's password before it is linked (ten minutes). */
export interface PendingGoogleLink {
  userId: string;
  sub: string;
  email: string;
}

function googleLinkCookie() {
  return signInCookie("google_link", 600);
}

export function serializeGoogleLink(link: PendingGoogleLink): Promise<string> {
  return googleLinkCookie().serialize(link);
}

export async function readGoogleLink(request: Request): Promise<PendingGoogleLink | null> {
  const value = (await googleLinkCookie().parse(request.headers.get("Cookie"))) as Partial<PendingGoogleLink> | null;
  return typeof value?.userId === "string" && typeof value.sub === "string" && typeof value.email === "string"
    ? { userId: value.userId, sub: value.sub, email: value.email }
    : null;
}

export function clearGoogleLink(): Promise<string> {
  return googleLinkCookie().serialize("", { maxAge: 0 });
}

/**
 * A code by SMS awaiting its digits, then the proof it gave (decision 0036): its row's id (the code verifies
 * only with it, and the row, not this cookie, says whether it was proved right), the number it was sent to
 * (shown on the page), what it is for, the account adding the number, and when it was last sent (the page's
 * countdown). Signed; twenty minutes, the code's ten and the proof's.
 */
export interface PendingPhoneCode {
  codeId: string;
  phone: string;
  purpose: "sign-in" | "add-mobile";
  userId: string | null;
  sentAt: number;
}

function phoneCodeCookie() {
  return signInCookie("pending_phone_code", 20 * 60);
}

export function serializePendingPhoneCode(pending: PendingPhoneCode): Promise<string> {
  return phoneCodeCookie().serialize(pending);
}

export async function readPendingPhoneCode(request: Request): Promise<PendingPhoneCode | null> {
  const value = (await phoneCodeCookie().parse(request.headers.get("Cookie"))) as Partial<PendingPhoneCode> | null;
  return typeof value?.codeId === "string" &&
    typeof value.phone === "string" &&
    (value.purpose === "sign-in" || value.purpose === "add-mobile") &&
    (typeof value.userId === "string" || value.userId === null) &&
    typeof value.sentAt === "number"
    ? { codeId: value.codeId, phone: value.phone, purpose: value.purpose, userId: value.userId, sentAt: value.sentAt }
    : null;
}

export function clearPendingPhoneCode(): Promise<string> {
  return phoneCodeCookie().serialize("", { maxAge: 0 });
}

/** A random name for this browser, which SMS codes are counted under (one day). */
function smsDeviceCookie() {
  return signInCookie("sms_device", 24 * 60 * 60);
}

/** This browser's name for the SMS limits; null when it has none (a new browser, or one that drops cookies). */
export async function readSmsDevice(request: Request): Promise<string | null> {
  const value = (await smsDeviceCookie().parse(request.headers.get("Cookie"))) as { id?: unknown } | null;
  return typeof value?.id === "string" ? value.id : null;
}

/** A new name for this browser, given with the page where a number is typed. */
export function newSmsDeviceCookie(): Promise<string> {
  return smsDeviceCookie().serialize({ id: crypto.randomBytes(16).toString("base64url") });
}
