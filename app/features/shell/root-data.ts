import { useState } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { CurrentUser } from "~/features/accounts/session.server";
import type { ChosenLocation } from "~/features/location/location";
import type { Flash } from "~/lib/flash";
import type { Language } from "~/lib/i18n";

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
  language: Language;
  /** The catalogues' version, for the browser's requests for them. */
  catalogueVersion: string;
  /** Where customers reach us, for the `hreflang` links' absolute addresses. */
  origin: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/**
 * The one-time message this page arrived with. The root loader forgets it once read, so a later
 * revalidation of the same page (live order updates, a fetcher's answer) brings none: the page keeps
 * showing it until the customer navigates on.
 */
export function useFlash(): Flash | null {
  const flash = useRootData()?.flash ?? null;
  const { key } = useLocation();
  const [kept, setKept] = useState({ key, flash });
  if (flash && flash !== kept.flash) setKept({ key, flash });
  else if (!flash && key !== kept.key) setKept({ key, flash: null });
  return flash ?? (key === kept.key ? kept.flash : null);
}
