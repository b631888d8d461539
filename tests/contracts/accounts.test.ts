// The account schemas serve both the forms and the provider: each rule must answer its own message key.
import { describe, expect, it } from "vitest";
import { changePasswordRequest, loginRequest, registerRequest, resetPasswordRequest, updateProfileRequest } from "@/provider/contracts/accounts";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";

const valid = {
  name: "Sara Ahmed",
  email: "Sara.Ahmed@Example.com ",
  phoneNumber: "+966 50-123-4567",
  password: "Str0ng#Pass",
  confirmPassword: "Str0ng#Pass",
  acceptTerms: true,
};

function issuesOf(input: unknown): Record<string, string> {
  const result = registerRequest.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("registerRequest", () => {
  it("normalises a valid registration", () => {
    const parsed = registerRequest.parse(valid);
    expect(parsed.email).toBe("sara.ahmed@example.com");
    expect(parsed.phoneNumber).toBe("+966501234567");
    expect(parsed.locale).toBe("ar");
  });

  it.each([
    ["Sh0rt#a", "passwordMin"],
    ["nouppercase#1", "passwordUpper"],
    ["NOLOWERCASE#1", "passwordLower"],
    ["NoDigits#here", "passwordDigit"],
    ["NoSpecial123", "passwordSpecial"],
  ])("refuses the password %s with %s", (password, key) => {
    expect(issuesOf({ ...valid, password, confirmPassword: password }).password).toBe(key);
  });

  it("refuses a confirmation that does not match", () => {
    expect(issuesOf({ ...valid, confirmPassword: "Str0ng#Pasz" }).confirmPassword).toBe("passwordMismatch");
  });

  it.each(["12345", "+0501234567", "phone", "+96650123456789012"])("refuses the phone %s", (phoneNumber) => {
    expect(issuesOf({ ...valid, phoneNumber }).phoneNumber).toBe("phoneInvalid");
  });

  it("refuses a bad email and unaccepted terms", () => {
    expect(issuesOf({ ...valid, email: "not-an-email" }).email).toBe("emailInvalid");
    expect(issuesOf({ ...valid, acceptTerms: false }).acceptTerms).toBe("termsRequired");
    expect(issuesOf({ ...valid, acceptTerms: undefined }).acceptTerms).toBe("termsRequired");
  });

  it.each(["", "   "])("answers an empty name (%j) as a required field, in both languages", (name) => {
    const result = registerRequest.safeParse({ ...valid, name });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.filter((issue) => issue.path.join(".") === "name").map((issue) => issue.message);
    expect(issues).toEqual(["required"]);
    expect(updateProfileRequest.safeParse({ name, phoneNumber: valid.phoneNumber }).error?.issues[0]?.message).toBe("required");
    // What the form shows: the same words as every other empty field.
    expect(en.Validation[issues[0] as "required"]).toBe("This field is required");
    expect(ar.Validation[issues[0] as "required"]).toBe(ar.Validation.required);
  });

  it("still refuses a one-letter name as too short", () => {
    expect(issuesOf({ ...valid, name: "L" }).name).toBe("nameMin");
  });

  it("requires every field", () => {
    expect(issuesOf({})).toMatchObject({ name: "required", email: "required", phoneNumber: "required", password: "required" });
  });
});

describe("the other account schemas", () => {
  it("login needs an email and a password", () => {
    expect(loginRequest.safeParse({ email: "a@b.co", password: "" }).success).toBe(false);
    expect(loginRequest.parse({ email: "A@B.co", password: "x" }).email).toBe("a@b.co");
  });

  it("reset and change password apply the same password rules and the match", () => {
    expect(resetPasswordRequest.safeParse({ token: "t".repeat(20), password: "weak", confirmPassword: "weak" }).success).toBe(false);
    const mismatch = changePasswordRequest.safeParse({ currentPassword: "old", newPassword: "Str0ng#Pass", confirmPassword: "Other#Pass1" });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues[0]).toMatchObject({ path: ["confirmPassword"], message: "passwordMismatch" });
  });
});
