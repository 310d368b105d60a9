import crypto from "node:crypto";
import { createCookie } from "react-router";
import { config } from "~/lib/config.server";
import { servedOverHttps } from "~/lib/public-url.server";

/** How long a browser is remembered as one an account has signed in from. */
const KNOWN_DEVICE_DAYS = 365;

/** A browser the account has signed in from: its account and a random name for the device. */
export interface KnownDevice {
  userId: string;
  deviceId: string;
}

function deviceCookie(request: Request) {
  const secure = servedOverHttps(request);
  return createCookie(secure ? "__Host-device" : "device", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
    secrets: [config().SESSION_SECRET],
  });
}

/** The device cookie for a sign-in: signed, so nobody can claim to be a device they are not. */
export async function knownDeviceCookie(request: Request, userId: string): Promise<string> {
  const current = await readKnownDevice(request);
  const deviceId = current?.userId === userId ? current.deviceId : crypto.randomBytes(16).toString("base64url");
  return deviceCookie(request).serialize({ userId, deviceId } satisfies KnownDevice);
}

export async function readKnownDevice(request: Request): Promise<KnownDevice | null> {
  const value = (await deviceCookie(request).parse(request.headers.get("Cookie"))) as Partial<KnownDevice> | null;
  return typeof value?.userId === "string" && typeof value.deviceId === "string"
    ? { userId: value.userId, deviceId: value.deviceId }
    : null;
}
