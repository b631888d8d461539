// The account schemas serve both the forms and the provider: each rule must answer its own message key.
import { describe, expect, it } from "vitest";
import { changePasswordRequest, loginRequest, registerRequest, resetPasswordRequest } from "@/provider/contracts/accounts";

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
