import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs): never {
  notFound(request);
}

export default function NotFound() {
  return null;
}
