import { describe, expect, it } from "vitest";
import { corporateLeadSchema, contactLeadSchema } from "./leads.schema";
import { planOf } from "./plans";

const corporate = {
  companyName: "Finlytics",
  contactName: "Priya Raman",
  email: "priya@finlytics.in",
  phone: "098765 43210",
  employeeCount: 40,
};

describe("corporateLeadSchema", () => {
  it("normalises the mobile number and keeps a known plan", () => {
    const value = corporateLeadSchema.parse({ ...corporate, plan: "standard" });
    expect(value.phone).toBe("+919876543210");
    expect(value.plan).toBe("standard");
    expect(value.message).toBe("");
  });

  it("drops an unknown plan or a malformed submission key instead of failing", () => {
    const value = corporateLeadSchema.parse({ ...corporate, plan: "platinum", submissionKey: "x" });
    expect(value.plan).toBeUndefined();
    expect(value.submissionKey).toBeUndefined();
  });

  it("refuses landlines, foreign numbers, fractional or non-positive head counts", () => {
    for (const phone of ["12345", "5876543210", "+44 7700 900123"]) {
      expect(corporateLeadSchema.safeParse({ ...corporate, phone }).success, phone).toBe(false);
    }
    for (const employeeCount of [0, -3, 2.5]) {
      expect(corporateLeadSchema.safeParse({ ...corporate, employeeCount }).success, String(employeeCount)).toBe(false);
    }
  });
});

describe("contactLeadSchema", () => {
  it("makes the phone optional but checks it when given", () => {
    const base = { name: "Asha", email: "asha@example.com", topic: "general", message: "Hello" };
    expect(contactLeadSchema.safeParse(base).success).toBe(true);
    expect(contactLeadSchema.safeParse({ ...base, phone: "99" }).success).toBe(false);
  });
});

describe("planOf", () => {
  it("knows the three plans only", () => {
    expect(planOf("enterprise")).toBe("enterprise");
    expect(planOf("hasOwnProperty")).toBeNull();
    expect(planOf(null)).toBeNull();
  });
});
