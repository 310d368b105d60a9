import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { LEAD_MESSAGES } from "./lead-messages";
import { corporateLeadSchema, contactLeadSchema, partnerLeadSchema } from "./leads.schema";
import { CONTACT_TOPICS, planOf, PLANS } from "./plans";

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

describe("in Hindi", () => {
  const hindi = fixedT("hi");
  /** Ids kept in English in code and shown through `t`: each has a Hindi translation (not its own id). */
  const untranslated = (ids: string[]) => ids.filter((id) => hindi(id) === id);
  const errors = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it("has every error message the three forms can show", () => {
    const messages = [
      ...errors(corporateLeadSchema.safeParse({ employeeCount: 0, email: "", message: "x".repeat(2001) })),
      ...errors(corporateLeadSchema.safeParse({ ...corporate, employeeCount: 2.5, phone: "12345", email: "a@" })),
      ...errors(
        corporateLeadSchema.safeParse({ ...corporate, employeeCount: 2_000_000, companyName: "x".repeat(101) }),
      ),
      ...errors(
        contactLeadSchema.safeParse({ name: "", email: "x".repeat(250) + "@a.in", topic: "jobs", message: "" }),
      ),
      ...errors(partnerLeadSchema.safeParse({ restaurantName: "", city: "x".repeat(61) })),
    ];
    expect(messages).toEqual(expect.arrayContaining(["Enter your company's name.", "Enter at least 1 employee."]));
    expect(untranslated(messages)).toEqual([]);
    expect(hindi("Enter your company's name.")).toBe("अपनी कंपनी का नाम डालें।");
  });

  it("has the plans' words (not their prices), the topics and the thank-you messages", () => {
    expect(
      untranslated([
        ...Object.values(PLANS).flatMap((plan) => [
          plan.name,
          plan.employees,
          ...plan.features,
          ...(plan.priceText ? [plan.priceText] : []),
        ]),
        ...Object.values(CONTACT_TOPICS),
        ...Object.values(LEAD_MESSAGES).map((message) => message.text),
      ]),
    ).toEqual([]);
    expect(hindi(PLANS.standard.employees)).toBe("100 कर्मचारियों तक");
  });
});
