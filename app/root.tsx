import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import styles from "./app.css?url";
import { getCurrentUser } from "~/features/accounts/session.server";
import { cartSummary } from "~/features/cart/cart.server";
import { favouriteItemIds } from "~/features/favourites/favourites.server";
import { currentLocation } from "~/features/location/location.server";
import { isDevelopment } from "~/lib/config.server";
import { liteMode } from "~/lib/lite-mode.server";
import { takeFlash } from "~/lib/flash.server";
import { BRAND, TAGLINE } from "~/lib/brand";
import { Footer } from "~/features/shell/Footer";
import { Header } from "~/features/shell/Header";
import { useFlash, useRootData, type RootData } from "~/features/shell/root-data";
import { useNonce } from "~/ui/nonce";
import { ToastStack } from "~/ui/toasts";
import { DevelopmentBanner } from "~/ui/layout/DevelopmentBanner";
import { ErrorPage, NotFoundPage } from "~/ui/ErrorPage";
import { FlashMessage } from "~/ui/FlashMessage";
import { HeartShape } from "~/features/favourites/Heart";
import { VegMarkShapes } from "~/ui/VegMark";

/**
 * The style sheet has a precedence, so React puts it in the head ahead of the scripts' module preloads:
 * a slow phone asks for it first and paints as soon as it arrives.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: styles, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [location, user] = await Promise.all([currentLocation(request, context.clientIp), getCurrentUser(request)]);
  const [cart, favourites, { flash, headers }] = await Promise.all([
    user ? cartSummary(user.id) : null,
    user ? favouriteItemIds(user.id) : ([] as string[]),
    takeFlash(request),
  ]);
  return data<RootData>(
    {
      location,
      cartCount: cart?.count ?? 0,
      favourites,
      user: user && { firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role },
      flash,
      developmentMode: isDevelopment(),
      lite: liteMode(request),
    },
    { headers },
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  const flash = useFlash();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#c2410c" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Skip to main content
        </a>
        <HeartShape />
        <VegMarkShapes />
        {root?.developmentMode ? <DevelopmentBanner /> : null}
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <div role="status" className="mx-auto max-w-7xl px-4">
            {flash && !flash.id ? <FlashMessage flash={flash} /> : null}
          </div>
          {children}
        </main>
        <Footer lite={root?.lite ?? false} />
        <ToastStack />
        {root?.lite ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The page title; an error page's own (one <title>, with or without JavaScript). */
export function meta({ error }: Route.MetaArgs) {
  if (error)
    return [
      {
        title: `${isRouteErrorResponse(error) && error.status === 404 ? "Page Not Found" : "Something went wrong"} — ${BRAND}`,
      },
    ];
  return [{ title: `${BRAND} — ${TAGLINE}` }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = isRouteErrorResponse(error)
    ? String((error.data as { message?: string } | undefined)?.message ?? error.statusText)
    : "Failed to fetch landing page data.";
  return <ErrorPage message={message} />;
}
