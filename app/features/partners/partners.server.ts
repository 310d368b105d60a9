import type { RouterContextProvider } from "react-router";
import { db, type DB } from "~/db/database.server";
import { requireUser, type CurrentUser } from "~/features/accounts/session.server";
import { normaliseEmail } from "~/features/accounts/users.server";
import {
  INVITE_DAYS,
  inviteeRefusal,
  newInvitation,
  type InviteeRefusal,
} from "~/features/accounts/invitations.server";
import { recordAudit, type Actor } from "~/features/admin/audit.server";
import { notFound } from "~/lib/http.server";
import { nowIso, sha256 } from "~/lib/ids.server";
import { sendWorded } from "~/lib/mail.server";
import { publicHref } from "~/lib/public-url.server";
import type { MemberRole } from "./partner-rules";
import { partnerInviteMail } from "./partners-words";

/**
 * Restaurant partners: the members (owner or staff) who run a restaurant's orders, and the single-use
 * invitations that make them members. Every partner page reads the restaurant through `requireMember`, so a
 * member of one restaurant gets 404 for any other's orders, menu or reviews.
 */

export interface PartnerRestaurant {
  id: string;
  name: string;
  slug: string;
  prepMinutes: number;
  pausedUntil: string | null;
  role: MemberRole;
}

/** The restaurants `userId` is a member of, by name. */
export async function restaurantsOf(userId: string): Promise<PartnerRestaurant[]> {
  const rows = await db()
    .selectFrom("restaurant_members as m")
    .innerJoin("restaurants as r", "r.id", "m.restaurant_id")
    .select(["r.id", "r.name", "r.slug", "r.prep_minutes", "r.paused_until", "m.role"])
    .where("m.user_id", "=", userId)
    .orderBy("r.name")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    prepMinutes: row.prep_minutes,
    pausedUntil: row.paused_until,
    role: row.role,
  }));
}

/**
 * The signed-in member and the restaurant of the route's `:restaurantId`; a guest is sent to sign in, anyone
 * else (another restaurant's member, a customer, an admin) gets 404 as if it did not exist.
 */
export async function requireMember(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
  restaurantId: string | undefined,
): Promise<{ user: CurrentUser; restaurant: PartnerRestaurant }> {
  const user = requireUser(context, url);
  const restaurant = (await restaurantsOf(user.id)).find((one) => one.id === restaurantId);
  if (!restaurant) notFound(request);
  return { user, restaurant };
}

/** As `requireMember`, for the pages of a restaurant's owners (its payouts): its staff get 404 too. */
export async function requireOwner(
  request: Request,
  context: Readonly<RouterContextProvider>,
  url: URL,
  restaurantId: string | undefined,
): Promise<{ user: CurrentUser; restaurant: PartnerRestaurant }> {
  const member = await requireMember(request, context, url, restaurantId);
  if (member.restaurant.role !== "owner") notFound(request);
  return member;
}

export interface Member {
  userId: string;
  email: string | null;
  name: string;
  role: MemberRole;
}

export async function listMembers(restaurantId: string): Promise<Member[]> {
  const rows = await db()
    .selectFrom("restaurant_members as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["u.id", "u.email", "u.first_name", "u.last_name", "m.role"])
    .where("m.restaurant_id", "=", restaurantId)
    .orderBy("m.role")
    .orderBy("u.email")
    .execute();
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim(),
    role: row.role,
  }));
}

export type InviteOutcome =
  { ok: true; token: string; restaurantName: string } | { ok: false; code: "no-restaurant" | "already-member" };

/**
 * A single-use invitation for `email` to join `restaurantId` as `role`, valid INVITE_DAYS; the link's token
 * is returned (to mail or print) and only its hash kept. An earlier open invitation for the same address and
 * restaurant stops working.
 */
export async function createInvite(
  restaurantId: string,
  email: string,
  role: MemberRole,
  invitedBy: Actor | null,
): Promise<InviteOutcome> {
  const address = normaliseEmail(email);
  return db()
    .transaction()
    .execute(async (trx) => {
      const restaurant = await trx
        .selectFrom("restaurants")
        .select("name")
        .where("id", "=", restaurantId)
        .executeTakeFirst();
      if (!restaurant) return { ok: false, code: "no-restaurant" } as const;
      const member = await trx
        .selectFrom("restaurant_members as m")
        .innerJoin("users as u", "u.id", "m.user_id")
        .select("m.user_id")
        .where("m.restaurant_id", "=", restaurantId)
        .where("u.email", "=", address)
        .executeTakeFirst();
      if (member) return { ok: false, code: "already-member" } as const;
      await trx
        .deleteFrom("partner_invites")
        .where("restaurant_id", "=", restaurantId)
        .where("email", "=", address)
        .where("used_at", "is", null)
        .execute();
      const invitation = newInvitation();
      await trx
        .insertInto("partner_invites")
        .values({
          token_hash: invitation.tokenHash,
          restaurant_id: restaurantId,
          email: address,
          role,
          invited_by: invitedBy?.id ?? null,
          created_at: invitation.createdAt,
          expires_at: invitation.expiresAt,
          used_at: null,
        })
        .execute();
      if (invitedBy)
        await recordAudit(trx, invitedBy, {
          action: "partner.invite",
          targetType: "restaurant",
          targetId: restaurantId,
          summary: `${restaurant.name}: invited ${address} as ${role}`,
          before: {},
          after: { email: address, role },
        });
      return { ok: true, token: invitation.token, restaurantName: restaurant.name } as const;
    });
}

/** The address an invitation's token opens. */
export function inviteLink(token: string): string {
  return publicHref(`/partner/join?token=${token}`);
}

/** Invites `email` (`createInvite`) and e-mails the link; the outcome carries the link for who asked. */
export async function invitePartner(
  restaurantId: string,
  email: string,
  role: MemberRole,
  invitedBy: Actor | null,
): Promise<InviteOutcome> {
  const outcome = await createInvite(restaurantId, email, role, invitedBy);
  if (outcome.ok) {
    await sendWorded(normaliseEmail(email), "en", partnerInviteMail, {
      restaurant: outcome.restaurantName,
      role,
      link: inviteLink(outcome.token),
      days: INVITE_DAYS,
    });
  }
  return outcome;
}

export interface OpenInvite {
  restaurantId: string;
  restaurantName: string;
  email: string;
  role: MemberRole;
}

/** The invitation a link's token opens, while it is unused and in time. */
export async function findInvite(token: string, executor: DB = db()): Promise<OpenInvite | null> {
  const row = await executor
    .selectFrom("partner_invites as i")
    .innerJoin("restaurants as r", "r.id", "i.restaurant_id")
    .select(["i.restaurant_id", "r.name", "i.email", "i.role"])
    .where("i.token_hash", "=", sha256(token))
    .where("i.used_at", "is", null)
    .where("i.expires_at", ">", nowIso())
    .executeTakeFirst();
  return row ? { restaurantId: row.restaurant_id, restaurantName: row.name, email: row.email, role: row.role } : null;
}

export type JoinOutcome =
  { ok: true; restaurantId: string; restaurantName: string } | { ok: false; code: "invite-gone" } | InviteeRefusal;

/**
 * The signed-in user takes the invitation: it must be for their verified address. The invitation is used
 * in the same conditional update that checks it, so a link clicked twice (or in two tabs) makes one member.
 */
export async function joinWithInvite(token: string, user: CurrentUser): Promise<JoinOutcome> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const invite = await findInvite(token, trx);
      if (!invite) return { ok: false, code: "invite-gone" } as const;
      const refusal = inviteeRefusal(user, invite.email);
      if (refusal) return refusal;
      const used = await trx
        .updateTable("partner_invites")
        .set({ used_at: nowIso() })
        .where("token_hash", "=", sha256(token))
        .where("used_at", "is", null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return { ok: false, code: "invite-gone" } as const;
      await trx
        .insertInto("restaurant_members")
        .values({ restaurant_id: invite.restaurantId, user_id: user.id, role: invite.role, created_at: nowIso() })
        .onConflict((conflict) => conflict.columns(["restaurant_id", "user_id"]).doNothing())
        .execute();
      return { ok: true, restaurantId: invite.restaurantId, restaurantName: invite.restaurantName } as const;
    });
}

export type RemoveOutcome = { ok: true } | { ok: false; code: "not-member" | "last-owner" };

/**
 * Takes a member off a restaurant, audited with who did it; its last owner stays (the console can always
 * invite a new one first). `onlyStaff`: an owner removes staff, never another owner.
 */
export async function removeMember(
  restaurantId: string,
  userId: string,
  actor: Actor,
  { onlyStaff = false } = {},
): Promise<RemoveOutcome> {
  return db()
    .transaction()
    .execute(async (trx) => {
      const members = await trx
        .selectFrom("restaurant_members")
        .select(["user_id", "role"])
        .where("restaurant_id", "=", restaurantId)
        .execute();
      const member = members.find((one) => one.user_id === userId);
      if (!member || (onlyStaff && member.role !== "staff")) return { ok: false, code: "not-member" } as const;
      if (member.role === "owner" && members.filter((one) => one.role === "owner").length === 1)
        return { ok: false, code: "last-owner" } as const;
      await trx
        .deleteFrom("restaurant_members")
        .where("restaurant_id", "=", restaurantId)
        .where("user_id", "=", userId)
        .execute();
      await recordAudit(trx, actor, {
        action: "partner.remove",
        targetType: "restaurant",
        targetId: restaurantId,
        summary: `Removed a ${member.role} (${userId})`,
        before: { userId, role: member.role },
        after: {},
      });
      return { ok: true } as const;
    });
}

/** Makes `userId` a member outright (the development demo partners). */
export async function addMember(restaurantId: string, userId: string, role: MemberRole): Promise<void> {
  await db()
    .insertInto("restaurant_members")
    .values({ restaurant_id: restaurantId, user_id: userId, role, created_at: nowIso() })
    .onConflict((conflict) => conflict.columns(["restaurant_id", "user_id"]).doNothing())
    .execute();
}

/** Whether a restaurant has partners, who then accept its orders (without any, the console drives them). */
export async function hasPartners(restaurantId: string, executor: DB = db()): Promise<boolean> {
  const row = await executor
    .selectFrom("restaurant_members")
    .select("user_id")
    .where("restaurant_id", "=", restaurantId)
    .executeTakeFirst();
  return row !== undefined;
}
