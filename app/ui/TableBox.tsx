import type { ReactNode } from "react";

/**
 * The box of a data table: a table wider than the screen (a phone's) scrolls sideways in it, so the box is a
 * region named `label` that a keyboard can reach and scroll with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable).
 */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="overflow-x-auto">
      {children}
    </div>
  );
}
