import { describe, expect, it, vi } from "vitest";
import { BffError } from "@/lib/api/bff-client";
import type { PaidState } from "@/lib/api/payments";
import { resolvePay, settlePayment } from "./pay-resolution";

const NOW = Date.parse("2030-01-01T10:00:00Z");
const later = "2030-01-01T10:10:00Z";
const pending: PaidState = { status: "pending", paymentStatus: "pending", holdExpiresAt: later };
const paid: PaidState = { status: "confirmed", paymentStatus: "paid", holdExpiresAt: later };
const timeout = () => new BffError("Gateway Timeout", 504, "TIMEOUT");
const declined = () => new BffError("Card declined", 402, "PAYMENT_DECLINED");

describe("resolvePay", () => {
  it("a Pay answered paid is a success", () => {
    expect(resolvePay({ kind: "answered", state: paid }, NOW)).toEqual({ kind: "paid" });
  });

  it("a timed-out Pay whose reservation reads paid is a success, not a failure", () => {
    expect(resolvePay({ kind: "uncertain", state: paid }, NOW)).toEqual({ kind: "paid" });
  });

  it("a timed-out Pay whose reservation is still pending is still being confirmed", () => {
    expect(resolvePay({ kind: "uncertain", state: pending }, NOW)).toEqual({ kind: "confirming" });
  });

  it("a timed-out Pay whose reservation cannot be read either is a connection problem", () => {
    expect(resolvePay({ kind: "uncertain", state: null }, NOW)).toEqual({ kind: "unreachable" });
  });

  it("a timed-out Pay on a hold that has run out, or a cancelled reservation, says so", () => {
    expect(resolvePay({ kind: "uncertain", state: { ...pending, holdExpiresAt: "2030-01-01T09:59:00Z" } }, NOW)).toEqual({ kind: "expired" });
    expect(resolvePay({ kind: "uncertain", state: { ...pending, status: "expired" } }, NOW)).toEqual({ kind: "expired" });
    expect(resolvePay({ kind: "uncertain", state: { ...pending, status: "cancelled" } }, NOW)).toEqual({ kind: "cancelled" });
  });

  it("ALREADY_PAID (a new key after an attempt that went through) is a success", () => {
    expect(resolvePay({ kind: "refused", error: new BffError("Already paid", 409, "ALREADY_PAID") }, NOW)).toEqual({ kind: "paid" });
  });

  it("a clear refusal is a failure carrying the provider's error", () => {
    const error = declined();
    expect(resolvePay({ kind: "refused", error }, NOW)).toEqual({ kind: "failed", error });
    expect(resolvePay({ kind: "answered", state: pending }, NOW)).toEqual({ kind: "failed", error: null });
  });
});

describe("settlePayment", () => {
  const wait = async () => {};

  it("after a 504 it reads the reservation and reports the payment that went through", async () => {
    const pay = vi.fn().mockRejectedValueOnce(timeout());
    const read = vi.fn().mockResolvedValue(paid);
    expect(await settlePayment({ pay, read, wait, now: () => NOW })).toEqual({ kind: "paid" });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("while still pending it says so and pays again (the caller's same key) until the first attempt's result comes back", async () => {
    const pay = vi.fn().mockRejectedValueOnce(timeout()).mockResolvedValueOnce(paid);
    const read = vi.fn().mockResolvedValue(pending);
    const onConfirming = vi.fn();
    expect(await settlePayment({ pay, read, onConfirming, wait, now: () => NOW })).toEqual({ kind: "paid" });
    expect(pay).toHaveBeenCalledTimes(2);
    expect(onConfirming).toHaveBeenCalledTimes(1);
  });

  it("stops after the allowed attempts and leaves it as still being confirmed, never as failed", async () => {
    const pay = vi.fn().mockRejectedValue(timeout());
    const read = vi.fn().mockResolvedValue(pending);
    expect(await settlePayment({ pay, read, wait, attempts: 3, now: () => NOW })).toEqual({ kind: "confirming" });
    expect(pay).toHaveBeenCalledTimes(3);
  });

  it("a lost connection with an unreadable reservation is retried, then reported as unreachable", async () => {
    const pay = vi.fn().mockRejectedValue(new BffError("Failed to fetch", 0, "NETWORK"));
    const read = vi.fn().mockRejectedValue(new BffError("Failed to fetch", 0, "NETWORK"));
    expect(await settlePayment({ pay, read, wait, attempts: 2, now: () => NOW })).toEqual({ kind: "unreachable" });
    expect(pay).toHaveBeenCalledTimes(2);
  });

  it("a decline is final at once: no read, no second charge attempt", async () => {
    const error = declined();
    const pay = vi.fn().mockRejectedValue(error);
    const read = vi.fn();
    expect(await settlePayment({ pay, read, wait, now: () => NOW })).toEqual({ kind: "failed", error });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(read).not.toHaveBeenCalled();
  });
});
