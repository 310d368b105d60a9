import { describe, expect, it } from "vitest";
import { fixedT } from "~/lib/i18n";
import { addressSchema } from "./address.schema";
import { pinStateMismatch, statesForPin } from "./pin-regions";

const english = fixedT("en");
const hindi = fixedT("hi");

describe("PIN codes and states", () => {
  it("knows each postal circle's states, the specific prefixes first", () => {
    expect(statesForPin("400001")).toEqual(["Maharashtra"]);
    expect(statesForPin("403001")).toEqual(["Goa"]);
    expect(statesForPin("560001")).toEqual(["Karnataka"]);
    expect(statesForPin("737101")).toEqual(["Sikkim"]);
    expect(statesForPin("500001")).toContain("Telangana");
    expect(statesForPin("999999")).toEqual([]);
  });

  it("says which state a mismatched PIN belongs to", () => {
    expect(pinStateMismatch("400001", "Karnataka", english)).toBe(
      "PIN code 400001 is in Maharashtra, not Karnataka. Check the PIN code or the state.",
    );
    expect(pinStateMismatch("400001", "Maharashtra", english)).toBeNull();
    expect(pinStateMismatch("110001", "Delhi", english)).toBeNull();
    expect(pinStateMismatch("999999", "Delhi", english)).toBe(
      "999999 is not an Indian PIN code. Check the first digits.",
    );
    expect(pinStateMismatch("500001", "Delhi", english)).toBe(
      "PIN code 500001 is in Telangana or Andhra Pradesh, not Delhi. Check the PIN code or the state.",
    );
  });

  it("says so in Hindi, the states keeping their names", () => {
    expect(pinStateMismatch("400001", "Karnataka", hindi)).toBe(
      "PIN कोड 400001 Maharashtra में है, Karnataka में नहीं। PIN कोड या राज्य जाँचें।",
    );
    expect(pinStateMismatch("500001", "Delhi", hindi)).toBe(
      "PIN कोड 500001 Telangana या Andhra Pradesh में है, Delhi में नहीं। PIN कोड या राज्य जाँचें।",
    );
    expect(pinStateMismatch("999999", "Delhi", hindi)).toBe("999999 भारत का PIN कोड नहीं है। शुरू के अंक जाँचें।");
  });

  it("refuses the address next to the PIN code field", () => {
    const result = addressSchema(english).safeParse({
      addressLine1: "1, MG Road",
      city: "Bengaluru",
      state: "Karnataka",
      zipCode: "400001",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["zipCode"],
      message: expect.stringContaining("is in Maharashtra"),
    });
  });
});
