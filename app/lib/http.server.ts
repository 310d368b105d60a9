import { data } from "react-router";
import { requestT } from "~/lib/language.server";

/**
 * Ends a loader with the 404 page (status 404). `message` (an English id) says what was not found, in the
 * request's language, under the page's own words.
 */
export function notFound(request: Request, message?: string): never {
  throw data({ message: message && requestT(request)(message) }, { status: 404 });
}

/** A CSV file to download as `filename`, never kept by a cache (statements are private). */
export function csvDownload(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
