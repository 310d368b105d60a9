import { formatRupees } from "~/lib/money";

export function Price({ paise, className }: { paise: number; className?: string }) {
  return <span className={className}>{formatRupees(paise)}</span>;
}
