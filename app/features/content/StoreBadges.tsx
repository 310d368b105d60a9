import type { Translate } from "~/lib/i18n";
import { richText } from "~/ui/rich-text";
import { useT } from "~/ui/useT";

export interface AppStoreLinks {
  appStore: string;
  playStore: string;
}

/** The badges' words in the page's language: the pages that show them (home, get the app) hold them. */
function badges(t: Translate, links: AppStoreLinks) {
  return [
    { href: links.appStore, words: t("Download on the <0>App Store</0>"), store: "App Store" },
    { href: links.playStore, words: t("Get it on <0>Google Play</0>"), store: "Google Play" },
  ];
}

/** The two store badges, as plain links that open the store in a new tab. */
export function StoreBadges({ links, className = "" }: { links: AppStoreLinks; className?: string }) {
  const { t } = useT();
  const badge =
    "inline-flex min-h-14 items-center gap-3 rounded-xl bg-gray-900 px-5 py-2 text-left text-white hover:bg-black";
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {badges(t, links).map((store) => (
        <li key={store.store}>
          <a href={store.href} target="_blank" rel="noopener noreferrer" className={badge}>
            <span className="flex flex-col text-xs leading-tight">
              {richText(store.words, <span className="text-lg font-semibold" />)}
            </span>
            <span className="sr-only">{t("(opens in a new tab)")}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
