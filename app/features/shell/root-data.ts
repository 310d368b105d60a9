import { useRouteLoaderData } from "react-router";
import type { CurrentUser } from "~/features/accounts/session.server";
import type { ChosenLocation } from "~/features/location/location";
import type { Flash } from "~/lib/flash";

/**
 * What the root loader gives every page (root.tsx builds it). Declared here rather than inferred from
 * the loader, so the shell and the features that read it do not import root.tsx, which imports them.
 */
export interface RootData {
  location: ChosenLocation;
  cartCount: number;
  /** Ids of the restaurants and dishes the signed-in customer saved. */
  favourites: string[];
  user: Pick<CurrentUser, "firstName" | "lastName" | "email" | "role"> | null;
  flash: Flash | null;
  developmentMode: boolean;
  lite: boolean;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
