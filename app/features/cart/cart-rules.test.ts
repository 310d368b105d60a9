import { describe, expect, it } from "vitest";
import { cartBadge, itemsAdded } from "./cart-rules";

describe("cart wording", () => {
  it("caps the badge at 99+ and hides it when empty", () => {
    expect(cartBadge(0)).toBeNull();
    expect(cartBadge(7)).toBe("7");
    expect(cartBadge(99)).toBe("99");
    expect(cartBadge(100)).toBe("99+");
  });
  it("says 'item' or 'items' added", () => {
    expect(itemsAdded(1)).toBe("1 item added");
    expect(itemsAdded(3)).toBe("3 items added");
  });
});
