import type { ReactNode } from "react";

/** A short description list read as "Term: value" lines (an order's number, amount, method…). */
export function InlineFacts({ facts, className }: { facts: [term: string, value: ReactNode][]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="inline font-semibold">{term}: </dt>
          <dd className="inline">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
