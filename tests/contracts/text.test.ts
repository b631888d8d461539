// The forms use the same contracts: a control character is reported on its field with a translated message.
import { describe, expect, it } from "vitest";
import { registerRequest, updateProfileRequest } from "@/provider/contracts/accounts";
import { updatePageRequest } from "@/provider/contracts/content";
import { payRequest } from "@/provider/contracts/reservations";
import { hasControlChars } from "@/provider/contracts/text";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

const messageOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((issue) => issue.path.join(".") === field)?.message;

describe("control characters", () => {
  it("are refused in a name with the one controlChars message, not also a length rule", () => {
    const result = updateProfileRequest.safeParse({ name: "\u0000", phoneNumber: "+966501234567" });
    expect(result.error?.issues.filter((issue) => issue.path[0] === "name").map((issue) => issue.message)).toEqual(["controlChars"]);
    expect(messageOf(registerRequest.safeParse({ name: "Sara\u001bAhmed" }), "name")).toBe("controlChars");
    expect(messageOf(payRequest.safeParse({ holderName: "Sara\u0007" }), "holderName")).toBe("controlChars");
  });

  it("allow line breaks and tabs in a page body only", () => {
    expect(updatePageRequest.safeParse({ locale: "en", title: "About", body: "a\n\tb\r\nc" }).success).toBe(true);
    expect(messageOf(updatePageRequest.safeParse({ locale: "en", title: "About\tus", body: "x" }), "title")).toBe("controlChars");
    expect(messageOf(updatePageRequest.safeParse({ locale: "en", title: "About", body: "a\u0000b" }), "body")).toBe("controlChars");
  });

  it("leave ordinary Arabic and English text alone (including RTL marks and zero-width joiners)", () => {
    for (const text of ["رحّال للسفر", "Layla O'Hara-Smith", "\u200fمرحبا\u200d", "café ☕"]) expect(hasControlChars(text)).toBe(false);
    for (const text of ["\u0000", "\u007f", "\u0085", "\u009f", "a\u000bb"]) expect(hasControlChars(text, { multiline: true })).toBe(true);
  });

  it("have their message in both languages", () => {
    expect(en.Validation.controlChars).toMatch(/control characters/);
    expect(ar.Validation.controlChars).toMatch(/أحرف التحكم/);
  });
});
