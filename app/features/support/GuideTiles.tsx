import { Link } from "react-router";
import { useT } from "~/ui/useT";
import { GUIDES } from "./guides";

export function GuideTiles() {
  const { t } = useT("support");
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {GUIDES.map((guide) => (
        <li key={guide.slug}>
          <Link
            to={`/help/guides/${guide.slug}`}
            className="flex h-full min-h-11 flex-col rounded-2xl border border-gray-200 p-4 hover:border-brand-600"
          >
            <span className="font-bold text-brand-800 underline">{t(guide.title)}</span>
            <span className="mt-1 text-gray-800">{t(guide.summary)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
