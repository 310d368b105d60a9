const wholeRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/**
 * Formats integer paise as rupees with Indian grouping: whole amounts without decimals (₹199), others with two
 * (₹199.50). `alwaysPaise` keeps the two decimals on whole amounts too (₹199.00), as the menu's cart bar shows
 * its total.
 */
export function formatRupees(paise: number, { alwaysPaise = false }: { alwaysPaise?: boolean } = {}): string {
  return paise % 100 === 0 && !alwaysPaise ? wholeRupees.format(paise / 100) : rupeesAndPaise.format(paise / 100);
}
