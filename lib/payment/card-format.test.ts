import { describe, expect, it } from "vitest";
import { formatCardNumber, formatExpiry, parseExpiry, toPayRequest } from "./card-format";

describe("card form", () => {
  it("formats the number in groups of four and the expiry as MM/YY", () => {
    expect(formatCardNumber("4242-4242 42424242")).toBe("4242 4242 4242 4242");
    expect(formatExpiry("1228")).toBe("12/28");
    expect(formatExpiry("4")).toBe("04");
    expect(parseExpiry("07/31")).toEqual({ expMonth: 7, expYear: 2031 });
    expect(parseExpiry("7/31")).toBeNull();
  });

  it("validates with the contract's payRequest and maps errors to the form's fields", () => {
    const ok = toPayRequest({ cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123", holderName: "Omar Ali" });
    expect(ok).toEqual({ ok: true, data: { cardNumber: "4242424242424242", expMonth: 12, expYear: 2039, cvc: "123", holderName: "Omar Ali" } });

    const bad = toPayRequest({ cardNumber: "4242 4242 4242 4241", expiry: "01/20", cvc: "12", holderName: "" });
    expect(bad).toEqual({ ok: false, errors: { cardNumber: "cardNumberInvalid", expiry: "cardExpired", cvc: "cvcInvalid", holderName: "holderNameRequired" } });

    const empty = toPayRequest({ cardNumber: "", expiry: "", cvc: "", holderName: "" });
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.errors).toMatchObject({ cardNumber: "required", expiry: "required" });
  });
});
