import { createContext, RouterContextProvider } from "react-router";

/** What the Express side knows of a request and hands to React Router (`server/app.ts`'s `getLoadContext`). */
export interface RequestFacts {
  /** The nonce this response's scripts carry under the content security policy. */
  cspNonce: string;
  clientIp: string | undefined;
  requestId: string;
}

/** A loader, action or middleware reads the request's facts with `context.get(requestFacts)`. */
export const requestFacts = createContext<RequestFacts>();

/** The context React Router hands every route of one request, starting with the request's facts. */
export function routerContext(facts: RequestFacts): RouterContextProvider {
  return new RouterContextProvider(new Map([[requestFacts, facts]]));
}

/** What helpers shared by several routes' loaders and actions read of their arguments. */
export interface RouteRequest {
  request: Request;
  /** The address as the customer sees it (a client-side navigation's `.data` and `_routes` taken off). */
  url: URL;
  context: Readonly<RouterContextProvider>;
}
