import crypto from "node:crypto";
import { sha256 } from "~/lib/ids.server";
import type { CurrentUser } from "./session.server";
import { normaliseEmail } from "./users.server";

/**
 * Single-use invitations by e-mail (a restaurant's members, riders): a random token goes in the link, only
 * its hash is kept, it works for INVITE_DAYS, and only the invited address, verified, may take it.
 */

/** An invitation link works for this long. */
export const INVITE_DAYS = 7;

export interface NewInvitation {
  /** For the link only: never stored. */
  token: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

export function newInvitation(now = new Date()): NewInvitation {
  const token = crypto.randomBytes(32).toString("base64url");
  return {
    token,
    tokenHash: sha256(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000).toISOString(),
  };
}

export type InviteeRefusal = { ok: false; code: "other-address"; email: string } | { ok: false; code: "unverified" };

/** Why `user` may not take an invitation for `invitedEmail`, or null when they may. */
export function inviteeRefusal(user: CurrentUser, invitedEmail: string): InviteeRefusal | null {
  if (user.email === null || invitedEmail !== normaliseEmail(user.email))
    return { ok: false, code: "other-address", email: invitedEmail };
  if (!user.emailVerified) return { ok: false, code: "unverified" };
  return null;
}
