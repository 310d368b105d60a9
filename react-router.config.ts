import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Routes are discovered link by link (React Router's default, "lazy"): the first page's manifest names only
  // the routes it matches, 2.9 KB less on every page than listing all 97. React Router 8.3.1 fixed the stall
  // that made us list them all (remix-run/react-router#15327, docs/decisions/0025-hindi.md).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
