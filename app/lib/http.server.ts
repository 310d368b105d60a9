import { data } from "react-router";

/** Ends a loader with the 404 page (status 404). */
export function notFound(message = "Page Not Found"): never {
  throw data({ message }, { status: 404 });
}
