import { containsText } from "~/db/contains-text.server";
import { db } from "~/db/database.server";
import { lockAdmins } from "~/db/dialect.server";
import { endAllSessions, setRoleKeepingAnAdmin } from "~/features/accounts/console-edits.server";
import { PENDING_PAYMENT } from "~/features/orders/order-status";
import { ROLES, type ChangeOutcome, type Role } from "./admin-rules";
import { recordAudit, type Actor } from "./audit.server";
import { orderPaymentLabel, paymentStatesColumn } from "~/features/payments/order-payment.server";

export interface UserRow {
  id: string;
  name: string;
  email: string | null;
  /** The number the account signs in with, verified by a code. */
  mobile: string | null;
  phone: string | null;
  role: Role;
  createdAt: string;
}

const PAGE_SIZE = 25;

/** People whose e-mail, name, phone or sign-in number matches, newest first. */
export async function searchUsers(text: string, page: number): Promise<{ users: UserRow[]; hasMore: boolean }> {
  let query = db()
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email", "mobile", "phone", "role", "created_at"]);
  const needle = text.trim();
  if (needle) {
    query = query.where((eb) =>
      eb.or([
        containsText("email", needle),
        containsText("first_name", needle),
        containsText("last_name", needle),
        containsText("phone", needle.replace(/\D/g, "") || needle),
        containsText("mobile", needle.replace(/\D/g, "") || needle),
      ]),
    );
  }
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(PAGE_SIZE + 1)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return { hasMore: rows.length > PAGE_SIZE, users: rows.slice(0, PAGE_SIZE).map(toRow) };
}

function toRow(row: {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
  phone: string | null;
  role: Role;
  created_at: string;
}): UserRow {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    mobile: row.mobile,
    phone: row.phone,
    role: row.role,
    createdAt: row.created_at,
  };
}

/** One person with their orders (newest first) and how many devices are signed in. */
export async function findUserForAdmin(userId: string) {
  const row = await db()
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email", "mobile", "phone", "role", "created_at"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const [orders, sessions] = await Promise.all([
    db()
      .selectFrom("orders")
      .select(["id", "restaurant_name", "status", "payment_method", paymentStatesColumn, "total_paise", "created_at"])
      .where("user_id", "=", userId)
      .where("status", "!=", PENDING_PAYMENT)
      .orderBy("created_at", "desc")
      .limit(100)
      .execute(),
    db()
      .selectFrom("sessions")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", userId)
      .where("expires_at", ">", new Date().toISOString())
      .executeTakeFirstOrThrow(),
  ]);
  return {
    user: toRow(row),
    activeSessions: Number(sessions.count),
    orders: orders.map((order) => ({
      id: order.id,
      restaurantName: order.restaurant_name,
      status: order.status,
      paymentMethod: order.payment_method,
      paymentStatus: orderPaymentLabel(order),
      totalPaise: order.total_paise,
      createdAt: order.created_at,
    })),
  };
}

/** Why the console refused a change to an account (USER_WORDS). */
export type UserRefusal = { code: "user-not-found" } | { code: "last-admin" } | { code: "own-sessions" };

const USER_NOT_FOUND = { ok: false, code: "user-not-found" } as const;

/**
 * Changes a role between customer and admin; the last admin cannot be made a customer. The admins' rows
 * are held and the change is one conditional statement, so two admins demoting each other at the same
 * moment leave one admin (security probe N13).
 */
export async function changeRole(actor: Actor, userId: string, role: Role): Promise<ChangeOutcome<UserRefusal>> {
  return db()
    .transaction()
    .execute(async (trx) => {
      await lockAdmins(trx);
      const user = await trx
        .selectFrom("users")
        .select(["email", "mobile", "role"])
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!user) return USER_NOT_FOUND;
      if (user.role === role) return { ok: true };
      if (!(await setRoleKeepingAnAdmin(trx, userId, role))) return { ok: false, code: "last-admin" };
      await recordAudit(trx, actor, {
        action: "user.role",
        targetType: "user",
        targetId: userId,
        summary: `${user.email ?? user.mobile}: ${ROLES[user.role]} → ${ROLES[role]}`,
        before: { role: user.role },
        after: { role },
      });
      return { ok: true };
    });
}

/** Signs a person out everywhere. An admin ends their own other sessions from their account page instead. */
export async function endSessions(actor: Actor, userId: string): Promise<ChangeOutcome<UserRefusal>> {
  if (userId === actor.id) return { ok: false, code: "own-sessions" };
  return db()
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .selectFrom("users")
        .select(["email", "mobile"])
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!user) return USER_NOT_FOUND;
      const ended = await endAllSessions(trx, userId);
      await recordAudit(trx, actor, {
        action: "user.sessions",
        targetType: "user",
        targetId: userId,
        summary: `${user.email ?? user.mobile}: ${ended} ${ended === 1 ? "session" : "sessions"} ended`,
        before: { sessions: ended },
        after: { sessions: 0 },
      });
      return { ok: true };
    });
}
