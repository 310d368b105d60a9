import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  csvRupees,
  indiaTime,
  paidPaise,
  restaurantStatements,
  riderCsvCells,
  riderStatement,
  sharesOf,
  shiftWeek,
  statementCsvCells,
  toCsv,
  weekBounds,
  weekOf,
  weekStart,
  type PaidOrder,
} from "./payout-rules";

const order = (changes: Partial<PaidOrder> = {}): PaidOrder => ({
  restaurantId: "r1",
  online: false,
  totalPaise: 0,
  restaurantFoodPaise: 50000,
  promoDiscountPaise: 0,
  packagingPaise: 2000,
  deliveryPaise: 3300,
  platformFeePaise: 1000,
  taxPaise: 2600 + 594 + 180,
  tipPaise: 3000,
  roundOffPaise: 0,
  commissionBasisPoints: 1800,
  ownDelivery: false,
  extraTipPaise: 0,
  extraTipOnline: false,
  ...changes,
});

/** What the customer paid for an order with these figures. */
const paid = (o: PaidOrder) =>
  o.restaurantFoodPaise -
  o.promoDiscountPaise +
  o.packagingPaise +
  o.deliveryPaise +
  o.platformFeePaise +
  o.taxPaise +
  o.tipPaise +
  o.roundOffPaise;

describe("sharesOf", () => {
  it("pays the restaurant its food and packaging less commission, its GST and the gateway's charge", () => {
    const cash = order();
    const shares = sharesOf({ ...cash, totalPaise: paid(cash) });
    // 18% of ₹500 = ₹90 commission, ₹16.20 GST on it; cash pays no gateway.
    expect(shares).toEqual({
      commissionPaise: 9000,
      commissionGstPaise: 1620,
      gatewayPaise: 0,
      restaurantPaise: 50000 + 2000 - 9000 - 1620,
      ridersPaise: 3300 + 3000,
      platformPaise: 1000 + 9000,
      taxesPaise: 3374 + 1620,
    });
    const online = sharesOf({ ...cash, online: true, totalPaise: 60000 });
    expect(online.gatewayPaise).toBe(1416);
    expect(online.restaurantPaise).toBe(shares.restaurantPaise - 1416);
  });

  it("pays a restaurant that delivered the order itself the delivery charges and the tip", () => {
    const own = order({ ownDelivery: true });
    const shares = sharesOf({ ...own, totalPaise: paid(own) });
    expect(shares.ridersPaise).toBe(0);
    expect(shares.restaurantPaise).toBe(50000 + 2000 + 3300 + 3000 - 9000 - 1620);
    expect(restaurantStatements([own]).get("r1")?.ownDeliveryPaise).toBe(3300 + 3000);
  });

  it("pays a tip given after checkout to the rider whole; the platform bears the gateway's charge on it", () => {
    const before = order({ online: true });
    const billed = { ...before, totalPaise: paid(before) };
    const tipped = { ...billed, extraTipPaise: 5000, extraTipOnline: true };
    expect(paidPaise(tipped)).toBe(billed.totalPaise + 5000);
    const [was, now] = [sharesOf(billed), sharesOf(tipped)];
    expect(now.ridersPaise).toBe(was.ridersPaise + 5000);
    // 2.36% of ₹50 = ₹1.18, on the platform; the restaurant's payout and its gateway column do not move.
    expect(now.gatewayPaise).toBe(was.gatewayPaise + 118);
    expect(now.platformPaise).toBe(was.platformPaise - 118);
    expect(now.restaurantPaise).toBe(was.restaurantPaise);
    expect(restaurantStatements([tipped]).get("r1")?.gatewayPaise).toBe(was.gatewayPaise);
    const cash = sharesOf({ ...tipped, extraTipOnline: false });
    expect([cash.ridersPaise, cash.gatewayPaise, cash.platformPaise]).toEqual([
      was.ridersPaise + 5000,
      was.gatewayPaise,
      was.platformPaise,
    ]);
  });

  it("adds up to what the customer paid, to the paisa, for any order", () => {
    const anyOrder = fc.record({
      restaurantId: fc.constant("r"),
      online: fc.boolean(),
      restaurantFoodPaise: fc.integer({ min: 0, max: 5_000_000 }),
      promoDiscountPaise: fc.integer({ min: 0, max: 10_000 }),
      packagingPaise: fc.integer({ min: 0, max: 50_000 }),
      deliveryPaise: fc.integer({ min: 0, max: 20_000 }),
      platformFeePaise: fc.integer({ min: 0, max: 2_000 }),
      taxPaise: fc.integer({ min: 0, max: 300_000 }),
      tipPaise: fc.integer({ min: 0, max: 50_000 }),
      roundOffPaise: fc.integer({ min: -50, max: 49 }),
      commissionBasisPoints: fc.integer({ min: 0, max: 4000 }),
      ownDelivery: fc.boolean(),
      extraTipPaise: fc.integer({ min: 0, max: 50_000 }),
      extraTipOnline: fc.boolean(),
      totalPaise: fc.constant(0),
    });
    fc.assert(
      fc.property(anyOrder, (generated) => {
        const o = { ...generated, totalPaise: paid(generated) };
        const s = sharesOf(o);
        expect(s.restaurantPaise + s.ridersPaise + s.platformPaise + s.gatewayPaise + s.taxesPaise).toBe(paidPaise(o));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("indiaTime", () => {
  it("says an instant in India's time, so Monday 00:30 there is Monday, not Sunday", () => {
    expect(indiaTime("2026-11-22T19:00:00.000Z")).toBe("2026-11-23T00:30:00+05:30");
  });
});

describe("weeks", () => {
  it("starts on Monday, India time, and reads any day of the week asked for", () => {
    expect(weekStart("2026-11-26")).toBe("2026-11-23");
    expect(weekStart("2026-11-23")).toBe("2026-11-23");
    expect(weekStart("2026-11-29")).toBe("2026-11-23");
    expect(weekBounds("2026-11-23")).toEqual({ from: "2026-11-22T18:30:00.000Z", to: "2026-11-29T18:30:00.000Z" });
    expect(weekOf("2026-11-30", new Date())).toBe("2026-11-30");
    // Sunday 23:00 in India is still that week; a bad or missing date is this week.
    expect(weekOf(null, new Date("2026-11-29T17:30:00Z"))).toBe("2026-11-23");
    expect(weekOf("2026-02-31x", new Date("2026-11-29T18:30:00Z"))).toBe("2026-11-30");
    expect(shiftWeek("2026-11-23", -1)).toBe("2026-11-16");
  });
});

describe("CSV", () => {
  it("quotes cells that need it and writes rupees with two decimals", () => {
    expect(
      toCsv([
        ["name", "payout"],
        ['Biryani "Bazaar", Park St', csvRupees(123450)],
      ]),
    ).toBe('name,payout\r\n"Biryani ""Bazaar"", Park St",1234.50\r\n');
  });

  it("keeps a text a spreadsheet would run as a formula from running, and numbers as numbers", () => {
    const cells = ['=HYPERLINK("x")', "+91 98765", "-2", "@SUM(A1)", "-12.50", -3, "Dosa Den"];
    expect(toCsv([cells])).toBe(`"'=HYPERLINK(""x"")",'+91 98765,-2,'@SUM(A1),-12.50,-3,Dosa Den\r\n`);
  });
});

describe("riderStatement", () => {
  it("pays a rider each trip's delivery charges and the whole tip, and counts the road km", () => {
    const trips = [
      { orderId: "a", deliveredAt: "", km: 2.34, deliveryPaise: 3500, tipPaise: 2000, cashTipPaise: 0 },
      { orderId: "b", deliveredAt: "", km: 4.1, deliveryPaise: 5133, tipPaise: 3000, cashTipPaise: 3000 },
    ];
    expect(riderStatement(trips)).toEqual({
      trips: 2,
      km: 6.4,
      deliveryPaise: 8633,
      tipPaise: 5000,
      cashTipPaise: 3000,
      payPaise: 13633,
    });
    expect(riderStatement([])).toEqual({
      trips: 0,
      km: 0,
      deliveryPaise: 0,
      tipPaise: 0,
      cashTipPaise: 0,
      payPaise: 0,
    });
    expect(riderCsvCells(riderStatement(trips))).toEqual(["6.4", "86.33", "50.00", "30.00", "136.33"]);
  });
});

describe("restaurantStatements", () => {
  it("adds a restaurant's orders up, by hand: food and packaging less commission, its GST and the gateway's", () => {
    const statement = restaurantStatements([order(), order({ online: true, totalPaise: 80000 })]).get("r1");
    // Each: ₹500 food + ₹20 packaging − 18% commission (₹90) − 18% GST on it (₹16.20) = ₹413.80; the online
    // one also pays the gateway 2.36% of ₹800 (₹18.88).
    expect(statement).toEqual({
      restaurantId: "r1",
      orders: 2,
      foodPaise: 100000,
      packagingPaise: 4000,
      ownDeliveryPaise: 0,
      commissionBasisPoints: 1800,
      commissionPaise: 18000,
      commissionGstPaise: 3240,
      gatewayPaise: 1888,
      payoutPaise: 41380 * 2 - 1888,
    });
  });

  it("states no single commission rate when the console changed it during the week", () => {
    const statement = restaurantStatements([order(), order({ commissionBasisPoints: 2000 })]).get("r1");
    expect(statement?.commissionBasisPoints).toBeNull();
    expect(statement?.commissionPaise).toBe(9000 + 10000);
    expect(statement && statementCsvCells(statement)[4]).toBe("");
  });
});
