import { Outlet } from "react-router";
import { ProfileNav } from "~/features/accounts/ProfileNav";
import { requireUser } from "~/features/accounts/session.server";
import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}

export default function ProfileLayout() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 md:flex-row">
      <ProfileNav />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
