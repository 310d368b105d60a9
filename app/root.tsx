import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { getCurrentUser } from "~/features/accounts/session.server";
import { cartSummary } from "~/features/cart/cart.server";
import { favouriteNotice } from "~/features/favourites/favourite-notice.server";
import { favouriteItemIds } from "~/features/favourites/favourites.server";
import { currentLocation } from "~/features/location/location.server";
import { isDevelopment } from "~/lib/config.server";
import { liteMode } from "~/lib/lite-mode.server";
import { noticeFor } from "~/lib/notices";
import { BRAND, TAGLINE } from "~/lib/brand";
import { Footer } from "~/ui/layout/Footer";
import { Header } from "~/ui/layout/Header";
import { useNonce } from "~/ui/nonce";
import { ToastStack } from "~/ui/toasts";
import { DevelopmentBanner } from "~/ui/layout/DevelopmentBanner";
import { ErrorPage, NotFoundPage } from "~/ui/ErrorPage";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [location, user] = await Promise.all([currentLocation(request, context.clientIp), getCurrentUser(request)]);
  const [cart, favourites, favouriteMessage] = await Promise.all([
    user ? cartSummary(user.id) : null,
    user ? favouriteItemIds(user.id) : ([] as string[]),
    favouriteNotice(new URL(request.url), user?.id),
  ]);
  return data({
    location,
    cartCount: cart?.count ?? 0,
    favourites,
    favouriteMessage,
    user: user && { firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role },
    notice: noticeFor(request.url),
    developmentMode: isDevelopment(),
    lite: liteMode(request),
  });
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRootData();
  const notice = root?.notice;
  const favouriteMessage = root?.favouriteMessage;
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
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          Skip to main content
        </a>
        {root?.developmentMode ? <DevelopmentBanner /> : null}
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <div role="status" className="mx-auto max-w-7xl px-4">
            {notice ? <p className="mt-4 rounded-lg bg-green-50 p-3 font-medium text-green-900">{notice}</p> : null}
            {favouriteMessage ? (
              <p className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-green-50 p-3 font-medium text-green-900">
                {favouriteMessage.text}
                {favouriteMessage.changeList ? (
                  <Link to={favouriteMessage.changeList} className="font-semibold text-brand-700 underline">Change List</Link>
                ) : null}
              </p>
            ) : null}
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
  if (error) return [{ title: `${isRouteErrorResponse(error) && error.status === 404 ? "Page Not Found" : "Something went wrong"} — ${BRAND}` }];
  return [{ title: `${BRAND} — ${TAGLINE}` }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = isRouteErrorResponse(error)
    ? String((error.data as { message?: string } | undefined)?.message ?? error.statusText)
    : "Failed to fetch landing page data.";
  return <ErrorPage message={message} />;
}
