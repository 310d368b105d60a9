import { Outlet } from "react-router";
import { AdminNav } from "~/features/admin/AdminNav";
import { requireRole } from "~/features/accounts/session.server";
import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  return null;
}

export default function AdminLayout() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <AdminNav />
      <Outlet />
    </div>
  );
}
