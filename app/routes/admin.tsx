import { requireRole } from "~/features/accounts/session.server";
import { BRAND } from "~/lib/brand";
import type { Route } from "./+types/admin";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return null;
}

export function meta() {
  return [{ title: `Admin — ${BRAND}` }];
}

export default function Admin() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">Admin page</h1>
    </section>
  );
}
