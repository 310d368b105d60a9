import type { RouterContextProvider } from "react-router";
import { db } from "~/db/database.server";
import {
  INVITE_DAYS,
  inviteeRefusal,
  newInvitation,
  type InviteeRefusal,
} from "~/features/accounts/invitations.server";
import { requireUser, type CurrentUser } from "~/features/accounts/session.server";
import { normaliseEmail } from "~/features/accounts/users.server";
import { recordAudit, type Actor } from "~/features/admin/audit.server";
import type { Coordinates } from "~/features/location/geo";
import { notFound } from "~/lib/http.server";
import { nowIso, sha256 } from "~/lib/ids.server";
import { sendWorded } from "~/lib/mail.server";
import { publicHref } from "~/lib/public-url.server";
import { ridersOnTrips } from "~/features/orders/rider-trips.server";
import { riderInviteMail } from "./riders-words";

/**
 * Riders (issue 36): the accounts that deliver in one city, made by a single-use invitation (from the console
 * or `npm run rider:invite`), going online and offline, and where they are. Every rider page reads its rider
 * through `requireRider`: anyone else gets 404.
 */

export interface Rider {
  userId: string;
  firstName: string;
  city: { id: string; name: string; slug: string };
  online: boolean;
  position: Coordinates | null;
}

export async function riderOf(userId: string): Promise<Rider | null> {
  const row = await db()
    .selectFrom("riders as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .innerJoin("cities as c", "c.id", "r.city_id")
    .select(["r.user_id", "u.first_name", "c.id", "c.name", "c.slug", "r.online", "r.latitude", "r.longitude"])
    .where("r.user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.user_id,
    firstName: row.first_name,
    city: { id: row.id, name: row.name, slug: row.slug },
    online: row.online === 1,
    position:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
  };
}

/** The signed-in rider; a guest is sent to sign in, anyone else gets 404 as if the page did not exist. */
export async function requireRider(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
): Promise<{ user: CurrentUser; rider: Rider }> {
  const user = requireUser(context, url);
  const rider = await riderOf(user.id);
  if (!rider) notFound(request);
  return { user, rider };
}

export type RiderInviteOutcome =
  { ok: true; token: string; cityName: string } | { ok: false; code: "no-city" | "already-rider" };

/**
 * A single-use invitation for `email` to deliver in the city `citySlug`; an earlier open one for the same
 * address stops working. The token is returned for the link (mailed by `inviteRider`).
 */
export async function createRiderInvite(
  email: string,
  citySlug: string,
  invitedBy: Actor | null,
): Promise<RiderInviteOutcome> {
  const address = normaliseEmail(email);
  return db()
    .transaction()
    .execute(async (trx) => {
      const city = await trx
        .selectFrom("cities")
        .select(["id", "name"])
        .where("slug", "=", citySlug)
        .executeTakeFirst();
      if (!city) return { ok: false, code: "no-city" } as const;
      const rider = await trx
        .selectFrom("riders as r")
        .innerJoin("users as u", "u.id", "r.user_id")
        .select("r.user_id")
        .where("u.email", "=", address)
        .executeTakeFirst();
      if (rider) return { ok: false, code: "already-rider" } as const;
      await trx.deleteFrom("rider_invites").where("email", "=", address).where("used_at", "is", null).execute();
      const invitation = newInvitation();
      await trx
        .insertInto("rider_invites")
        .values({
          token_hash: invitation.tokenHash,
          email: address,
          city_id: city.id,
          invited_by: invitedBy?.id ?? null,
          created_at: invitation.createdAt,
          expires_at: invitation.expiresAt,
          used_at: null,
        })
        .execute();
      if (invitedBy)
        await recordAudit(trx, invitedBy, {
          action: "rider.invite",
          targetType: "city",
          targetId: city.id,
          summary: `${city.name}: invited ${address} as a rider`,
          before: {},
          after: { email: address },
        });
      return { ok: true, token: invitation.token, cityName: city.name } as const;
    });
}

/** The address a rider invitation's token opens. */
export function riderInviteLink(token: string): string {
  return publicHref(`/rider/join?token=${token}`);
}

/** Invites `email` (`createRiderInvite`) and e-mails the link; the outcome carries the link for who asked. */
export async function inviteRider(
  email: string,
  citySlug: string,
  invitedBy: Actor | null,
): Promise<RiderInviteOutcome> {
  const outcome = await createRiderInvite(email, citySlug, invitedBy);
  if (outcome.ok)
    await sendWorded(normaliseEmail(email), "en", riderInviteMail, {
      city: outcome.cityName,
      link: riderInviteLink(outcome.token),
      days: INVITE_DAYS,
    });
  return outcome;
}

export interface OpenRiderInvite {
  email: string;
  cityId: string;
  cityName: string;
}

/** The invitation a link's token opens, while it is unused and in time. */
export async function findRiderInvite(token: string): Promise<OpenRiderInvite | null> {
  const row = await db()
    .selectFrom("rider_invites as i")
    .innerJoin("cities as c", "c.id", "i.city_id")
    .select(["i.email", "i.city_id", "c.name"])
    .where("i.token_hash", "=", sha256(token))
    .where("i.used_at", "is", null)
    .where("i.expires_at", ">", nowIso())
    .executeTakeFirst();
  return row ? { email: row.email, cityId: row.city_id, cityName: row.name } : null;
}

export type RiderJoinOutcome = { ok: true } | { ok: false; code: "invite-gone" | "already-rider" } | InviteeRefusal;

/**
 * The signed-in user takes the invitation, for their verified address: used in the same conditional update
 * that checks it, so a link clicked twice makes one rider.
 */
export async function joinAsRider(token: string, user: CurrentUser): Promise<RiderJoinOutcome> {
  const invite = await findRiderInvite(token);
  if (!invite) return { ok: false, code: "invite-gone" };
  const refusal = inviteeRefusal(user, invite.email);
  if (refusal) return refusal;
  return db()
    .transaction()
    .execute(async (trx) => {
      const used = await trx
        .updateTable("rider_invites")
        .set({ used_at: nowIso() })
        .where("token_hash", "=", sha256(token))
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return { ok: false, code: "invite-gone" } as const;
      const made = await trx
        .insertInto("riders")
        .values({ user_id: user.id, city_id: invite.cityId, online: 0, created_at: nowIso() })
        .onConflict((conflict) => conflict.column("user_id").doNothing())
        .executeTakeFirst();
      if (Number(made.numInsertedOrUpdatedRows ?? 0n) !== 1) return { ok: false, code: "already-rider" } as const;
      return { ok: true } as const;
    });
}

/**
 * Online or offline; going online at `position` (the browser's, or the locality the rider chose). Dispatch
 * offers orders only to online riders with a position; an offer out to a rider going offline lapses.
 */
export async function setOnline(riderId: string, online: boolean, position: Coordinates | null): Promise<void> {
  const now = nowIso();
  // Going offline lets an unanswered offer go at once: dispatch offers the order to the next rider.
  if (!online)
    await db()
      .updateTable("delivery_offers")
      .set({ answer: "lapsed", answered_at: now })
      .where("rider_id", "=", riderId)
      .where("answer", "is", null)
      .execute();
  await db()
    .updateTable("riders")
    .set({
      online: online ? 1 : 0,
      ...(position ? { latitude: position.latitude, longitude: position.longitude, position_at: now } : {}),
    })
    .where("user_id", "=", riderId)
    .execute();
}

/** Where the rider is now (a step of the trip, or the browser's position while on one). */
export async function placeRider(riderId: string, position: Coordinates, at = nowIso()): Promise<void> {
  await db()
    .updateTable("riders")
    .set({ latitude: position.latitude, longitude: position.longitude, position_at: at })
    .where("user_id", "=", riderId)
    .execute();
}

/** The rider delivered: free again from now, riding back (dispatch prefers them for a while). */
export async function freeRider(riderId: string, at = nowIso()): Promise<void> {
  await db().updateTable("riders").set({ free_since: at }).where("user_id", "=", riderId).execute();
}

export interface Locality {
  name: string;
  position: Coordinates;
}

/** The localities of the rider's city: where a rider without the browser's position says they are. */
export async function cityLocalities(cityId: string): Promise<Locality[]> {
  const row = await db().selectFrom("cities").select("localities").where("id", "=", cityId).executeTakeFirst();
  const localities = JSON.parse(row?.localities ?? "[]") as { name: string; latitude: number; longitude: number }[];
  return localities.map((one) => ({ name: one.name, position: { latitude: one.latitude, longitude: one.longitude } }));
}

export interface FreeRider {
  id: string;
  name: string;
  cityId: string;
}

/** Online riders without a trip, by city and name: those the console may hand an order to. */
export async function freeRiders(): Promise<FreeRider[]> {
  const [rows, busy] = await Promise.all([
    db()
      .selectFrom("riders as r")
      .innerJoin("users as u", "u.id", "r.user_id")
      .select(["r.user_id", "r.city_id", "u.first_name", "u.last_name"])
      .where("r.online", "=", 1)
      .orderBy("u.first_name")
      .execute(),
    ridersOnTrips(),
  ]);
  return rows
    .filter((row) => !busy.has(row.user_id))
    .map((row) => ({ id: row.user_id, name: `${row.first_name} ${row.last_name}`.trim(), cityId: row.city_id }));
}

export interface RiderListing {
  id: string;
  name: string;
  email: string | null;
  cityName: string;
  online: boolean;
  onTrip: boolean;
  /** When their position was last known. */
  seenAt: string | null;
}

/** Every rider for the console, by city and name: online or not, on a trip or free. */
export async function listRiders(): Promise<RiderListing[]> {
  const [rows, busy] = await Promise.all([
    db()
      .selectFrom("riders as r")
      .innerJoin("users as u", "u.id", "r.user_id")
      .innerJoin("cities as c", "c.id", "r.city_id")
      .select(["r.user_id", "u.first_name", "u.last_name", "u.email", "c.name", "r.online", "r.position_at"])
      .orderBy("c.name")
      .orderBy("u.first_name")
      .execute(),
    ridersOnTrips(),
  ]);
  return rows.map((row) => ({
    id: row.user_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    cityName: row.name,
    online: row.online === 1,
    onTrip: busy.has(row.user_id),
    seenAt: row.position_at,
  }));
}
