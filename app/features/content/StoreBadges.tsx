export interface AppStoreLinks {
  appStore: string;
  playStore: string;
}

/** The two store badges, as plain links that open the store in a new tab. */
export function StoreBadges({ links, className = "" }: { links: AppStoreLinks; className?: string }) {
  const badge =
    "inline-flex min-h-14 items-center gap-3 rounded-xl bg-gray-900 px-5 py-2 text-left text-white hover:bg-black";
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {[
        { href: links.appStore, line: "Download on the", store: "App Store" },
        { href: links.playStore, line: "Get it on", store: "Google Play" },
      ].map((store) => (
        <li key={store.store}>
          <a href={store.href} target="_blank" rel="noopener noreferrer" className={badge}>
            <span className="flex flex-col leading-tight">
              <span className="text-xs">{store.line}</span>
              <span className="text-lg font-semibold">{store.store}</span>
            </span>
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
