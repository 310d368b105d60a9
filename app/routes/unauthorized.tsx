import { Link } from "react-router";
import { data } from "react-router";
import { BRAND } from "~/lib/brand";
import { safeRedirect } from "~/lib/redirect";
import type { Route } from "./+types/unauthorized";

export function loader({ request }: Route.LoaderArgs) {
  const from = safeRedirect(new URL(request.url).searchParams.get("from"), "/");
  return data({ from }, { status: 403 });
}

export function meta() {
  return [{ title: `403 - Unauthorized Access — ${BRAND}` }];
}

export default function Unauthorized({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">403 - Unauthorized Access</h1>
      <p className="mt-3 text-gray-700">
        You do not have permission to view this page. Please log in with an authorized account or contact support.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className="btn-secondary">
          Go to home
        </Link>
        <Link to={`/login?redirectTo=${encodeURIComponent(loaderData.from)}`} className="btn-primary">
          Go to login
        </Link>
      </div>
    </section>
  );
}
