import { describe, expect, it } from "vitest";
import { localityProblem } from "./localities";

describe("localityProblem", () => {
  it("needs a locality in the PIN code's city where we deliver, and none elsewhere", () => {
    expect(localityProblem("calcutta/Park Street", "700016")).toBeNull();
    expect(localityProblem("", "700016")).toBe("Choose the locality of this address, so we can tell how far it is.");
    expect(localityProblem("bangalore/Koramangala", "700016")).toBe(
      "Koramangala is not in the city of PIN code 700016. Choose the locality this address is in.",
    );
    // Shimla: we do not deliver there, so no locality is needed, and none of ours fits.
    expect(localityProblem("", "171001")).toBeNull();
    expect(localityProblem("delhi/Connaught Place", "171001")).toBe(
      "Connaught Place is not in the city of PIN code 171001. Choose the locality this address is in.",
    );
  });
});
