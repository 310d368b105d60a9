import type { ReactNode } from "react";

/** The frame of a company or help page: a kicker, one h1, a lead paragraph and the body in readable width. */
export function ContentPage({
  kicker,
  title,
  lead,
  children,
}: {
  kicker?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      {kicker ? <p className="font-semibold text-brand-700">{kicker}</p> : null}
      <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 text-lg text-gray-800">{lead}</p> : null}
      <div className="prose-content mt-6 space-y-4 text-gray-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-gray-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
