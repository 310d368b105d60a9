import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Every route is in the manifest the first page loads, instead of being discovered link by link: in
  // React Router 7.18 a navigation whose discovery is interrupted (a fetcher's reload rendering new links
  // as a checkout redirects) can stall for good (remix-run/react-router#15327).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
