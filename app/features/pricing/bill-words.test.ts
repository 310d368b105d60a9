import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { billOfPrice, billView } from "./bill-words";
import { line, price } from "./bills.test-support";

const t = fixedT("en");

describe("billView: the bill's lines as every page shows them", () => {
  it("lists each charge, groups packaging and GST, and says what was saved", () => {
    const bill = price([line(300, 2, 10, 15)], {
      offer: { kind: "free-delivery", minSubtotalPaise: 0 },
      promoCode: "FLAT10",
      distanceKm: 4.3,
      deliverAt: new Date("2026-11-26T18:00:00Z"),
      raining: true,
      tipPaise: 3000,
    });
    const view = billView(billOfPrice(bill), t);
    expect(view.rows.map((row) => [row.label, row.paise, row.free ?? null])).toEqual([
      ["Subtotal", 60000, null],
      ["Dish offers", -6000, null],
      ["Promo (FLAT10)", -1000, null],
      ["Delivery fee (Free delivery)", 0, "Free"],
      ["Late-night delivery surcharge", 1500, null],
      ["Rain surcharge", 2000, null],
      ["Platform fee", 1000, null],
    ]);
    expect(view.charges).toEqual({
      label: "GST and restaurant charges",
      paise: 3000 + bill.taxPaise,
      rows: [
        { label: "Restaurant packaging charges", paise: 3000 },
        { label: "GST on food and packaging: CGST 2.5%", paise: 1400 },
        { label: "GST on food and packaging: SGST 2.5%", paise: 1400 },
        { label: "GST on delivery: CGST 9%", paise: 315 },
        { label: "GST on delivery: SGST 9%", paise: 315 },
        { label: "GST on platform fee: CGST 9%", paise: 90 },
        { label: "GST on platform fee: SGST 9%", paise: 90 },
      ],
    });
    expect(view.after).toEqual([
      { label: "Delivery partner tip", paise: 3000 },
      { label: "Round off", paise: bill.roundOffPaise },
    ]);
    expect(view.total).toEqual({ label: "Total", paise: bill.totalPaise });
    // The dish offer, the promo and the ₹41 delivery (4.3 km) the offer made free.
    expect(view.saved).toBe("You saved ₹111 on this order");
  });

  it("names the distance on the delivery fee, and words every line in Hindi", () => {
    const bill = billOfPrice(price([line(200)], { distanceKm: 4.3, interState: true }));
    expect(billView(bill, t).rows.at(-2)).toEqual({ label: "Delivery fee (4.3 km)", paise: 4100 });
    const hindi = billView(bill, fixedT("hi"));
    expect(hindi.rows.map((row) => row.label)).toEqual(["सबटोटल", "डिलीवरी फ़ीस (4.3 किमी)", "प्लेटफ़ॉर्म फ़ीस"]);
    expect(hindi.charges?.label).toBe("GST और रेस्टोरेंट शुल्क");
    expect(hindi.charges?.rows.map((row) => row.label)).toEqual([
      "खाने और पैकेजिंग पर GST: IGST 5%",
      "डिलीवरी पर GST: IGST 18%",
      "प्लेटफ़ॉर्म फ़ीस पर GST: IGST 18%",
    ]);
    expect(hindi.total.label).toBe("कुल");
  });

  it("shows an order placed before the Indian bill as it was: service fee and Tax (8%)", () => {
    const view = billView(
      {
        ...billOfPrice(price([line(20)])),
        version: 1,
        deliveryFeePaise: 399,
        serviceFeePaise: 250,
        taxPaise: 160,
        totalPaise: 2809,
        distanceKm: 2.1,
      },
      t,
    );
    expect(view.rows.map((row) => [row.label, row.paise])).toEqual([
      ["Subtotal", 2000],
      ["Delivery fee", 399],
      ["Service fee", 250],
      ["Tax (8%)", 160],
    ]);
    expect(view.charges).toBeNull();
    expect(view.total.paise).toBe(2809);
  });
});
