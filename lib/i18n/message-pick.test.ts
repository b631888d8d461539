import { describe, expect, it } from "vitest";
import { applyPick, mergePicks } from "./message-pick";

const catalogue = {
  Search: { from: "From", to: "To", fares: { legend: "Fares", loading: "Loading" } },
  Terms: { cabin: { economy: "Economy", business: "Business" }, stops: "{count} stops" },
  Validation: { required: "Required", invalid: "Invalid", sortInvalid: "Sort" },
};

describe("applyPick", () => {
  it("sends the named keys, and a named subtree whole", () => {
    expect(applyPick(catalogue, { Search: ["from", "fares.loading"], Terms: ["cabin"] })).toEqual({
      Search: { from: "From", fares: { loading: "Loading" } },
      Terms: { cabin: { economy: "Economy", business: "Business" } },
    });
  });

  it("leaves out what the catalogue lacks rather than sending a hole", () => {
    expect(applyPick(catalogue, { Validation: ["required", "nope" as "required"] })).toEqual({ Validation: { required: "Required" } });
  });
});

describe("mergePicks", () => {
  it("holds every key of each pick once", () => {
    expect(mergePicks({ Search: ["to", "from"], Validation: ["invalid"] }, { Search: ["from"], Terms: ["cabin"] })).toEqual({
      Search: ["from", "to"],
      Validation: ["invalid"],
      Terms: ["cabin"],
    });
  });
});
