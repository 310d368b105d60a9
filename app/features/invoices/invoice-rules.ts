import type { Bill } from "~/features/pricing/bill-words";
import { GST } from "~/features/pricing/pricing-config";
import type { TaxLine } from "~/features/pricing/pricing";

/**
 * What a tax invoice (CGST Rules 2017, rule 46) or a credit note (rule 53) of an order says, from the bill the
 * order was charged: numbered in a series per kind and financial year, one line per supply with its SAC, taxable
 * value and taxes. Pure, for the invoice page, the PDF and tests.
 */

export type DocumentKind = "invoice" | "credit-note";

const PREFIX: Record<DocumentKind, string> = { invoice: "INV", "credit-note": "CN" };

/** India's financial year of an instant (1 April to 31 March, India time), as "26-27". */
export function financialYear(at: Date): string {
  const inIndia = new Date(at.getTime() + 330 * 60_000);
  const startYear = inIndia.getUTCMonth() >= 3 ? inIndia.getUTCFullYear() : inIndia.getUTCFullYear() - 1;
  const short = (year: number) => String(year % 100).padStart(2, "0");
  return `${short(startYear)}-${short(startYear + 1)}`;
}

/** The series a document is numbered in: "INV/26-27", "CN/26-27". */
export function seriesOf(kind: DocumentKind, at: Date): string {
  return `${PREFIX[kind]}/${financialYear(at)}`;
}

/** A document's number as printed, at most 16 characters (rule 46(b)): "INV/26-27/000042". */
export function documentNumber(series: string, number: number): string {
  return `${series}/${String(number).padStart(6, "0")}`;
}

/** One supply on the invoice: the food (the restaurant's, taxed under section 9(5)), the delivery, the platform fee. */
export interface InvoiceLine {
  supply: TaxLine["on"];
  sac: string;
  taxablePaise: number;
  taxes: Pick<TaxLine, "kind" | "basisPoints" | "paise">[];
  totalPaise: number;
}

/** The bill's supplies with their taxes, in the order the bill lists them; a supply of nothing is left out. */
export function invoiceLines(bill: Pick<Bill, "taxes">): InvoiceLine[] {
  const supplies: TaxLine["on"][] = ["food", "delivery", "platform"];
  return supplies.flatMap((supply) => {
    const taxes = bill.taxes.filter((tax) => tax.on === supply);
    if (taxes.length === 0) return [];
    const taxablePaise = taxes[0]!.taxablePaise;
    const taxPaise = taxes.reduce((sum, tax) => sum + tax.paise, 0);
    return [
      {
        supply,
        sac: GST[supply].sac,
        taxablePaise,
        taxes: taxes.map(({ kind, basisPoints, paise }) => ({ kind, basisPoints, paise })),
        totalPaise: taxablePaise + taxPaise,
      },
    ];
  });
}
