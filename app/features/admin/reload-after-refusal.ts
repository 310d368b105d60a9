import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * A console page's `shouldRevalidate`: a refused action (409: someone else changed the record meanwhile)
 * reloads the page's data, so it shows the record as it is now.
 */
export function reloadAfterRefusal({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}
