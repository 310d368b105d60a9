import { compiledCatalogue, CATALOGUE_VERSION } from "~/lib/i18n.server";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/catalogue";

/**
 * A namespace's compiled messages for the browser's Lingui, fetched once a page with JavaScript needs them. The
 * address carries the catalogues' version (`?v=`), so a browser keeps the answer for a year.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const messages = compiledCatalogue(params.language, params.namespace);
  if (!messages) notFound(request);
  const current = new URL(request.url).searchParams.get("v") === CATALOGUE_VERSION;
  return Response.json(messages, {
    headers: { "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300" },
  });
}
