import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/database.server";
import { keepSessionAlive } from "~/features/accounts/session.server";
import * as root from "~/root";
import * as adminLayout from "~/routes/admin/layout";
import * as dashboard from "~/routes/admin/dashboard";
import { signedInAdmin } from "../support/accounts";
import { routeArgs } from "../support/route-args";

afterEach(() => vi.restoreAllMocks());

/**
 * The session is read once per request, by the root route's middleware: the root loader, the console's
 * layout and page loaders and the sliding expiry all take the user from the request's context.
 */
describe("the session, read once per request", () => {
  it("an admin page (root, console layout, dashboard) reads the sessions table once", async () => {
    const admin = await signedInAdmin();
    const selectFrom = vi.spyOn(db(), "selectFrom");
    const sessionReads = () =>
      selectFrom.mock.calls.filter(([from]) => String(from).split(" ")[0] === "sessions").length;

    const args = await routeArgs("/admin", {}, { cookie: admin.jar.header() });
    await Promise.all([root.loader(args), adminLayout.loader(args), dashboard.loader(args)]);
    await keepSessionAlive(args.request, args.context, new Headers());

    expect(sessionReads()).toBe(1);
  });
});
