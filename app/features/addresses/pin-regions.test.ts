import { describe, expect, it } from "vitest";
import { addressSchema } from "./address.schema";
import { pinStateMismatch, statesForPin } from "./pin-regions";

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
    expect(pinStateMismatch("400001", "Karnataka")).toBe(
      "PIN code 400001 is in Maharashtra, not Karnataka. Check the PIN code or the state.",
    );
    expect(pinStateMismatch("400001", "Maharashtra")).toBeNull();
    expect(pinStateMismatch("110001", "Delhi")).toBeNull();
    expect(pinStateMismatch("999999", "Delhi")).toBe("999999 is not an Indian PIN code. Check the first digits.");
  });

  it("refuses the address next to the PIN code field", () => {
    const result = addressSchema.safeParse({
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
