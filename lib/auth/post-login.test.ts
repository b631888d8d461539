import { describe, expect, it } from "vitest";
import { isAdminTarget, localizePath, postLoginPath } from "./post-login";

describe("postLoginPath", () => {
  it("sends an Admin to the dashboard of the current language", () => {
    expect(postLoginPath("Admin", "/favorites", "ar")).toBe("/admin/dashboard");
    expect(postLoginPath("Admin", null, "en")).toBe("/en/admin/dashboard");
  });

  it("sends others to the redirect target on this site, else home", () => {
    expect(postLoginPath("User", "/favorites", "ar")).toBe("/favorites");
    expect(postLoginPath(null, "/favorites?x=1", "en")).toBe("/en/favorites?x=1");
    expect(postLoginPath("User", undefined, "ar")).toBe("/");
    expect(postLoginPath("User", undefined, "en")).toBe("/en");
  });

  it("never leaves the site", () => {
    for (const evil of ["https://evil.example", "//evil.example", "/\\evil.example", "http:/evil.example", "javascript:alert(1)"]) {
      expect(postLoginPath("User", evil, "ar")).toBe("/");
      expect(postLoginPath("User", evil, "en")).toBe("/en");
    }
  });

  it("does not prefix a locale-prefixed target twice", () => {
    expect(postLoginPath("User", "/en/favorites", "en")).toBe("/en/favorites");
    expect(postLoginPath("User", "/en", "en")).toBe("/en");
    expect(postLoginPath("User", "/en/all-reservations", "ar")).toBe("/en/all-reservations");
    expect(postLoginPath("User", "/ar/profile", "en")).toBe("/profile");
    expect(postLoginPath("User", "/entry", "en")).toBe("/en/entry");
  });

  it("does not send a signed-in visitor back to an account page", () => {
    expect(postLoginPath("User", "/login?redirect=/x", "ar")).toBe("/");
    expect(postLoginPath("User", "/en/register", "en")).toBe("/en");
  });
});

describe("localizePath", () => {
  it("follows the as-needed prefix rule", () => {
    expect(localizePath("/", "ar")).toBe("/");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/?q=1", "en")).toBe("/en?q=1");
    expect(localizePath("/profile", "en")).toBe("/en/profile");
  });
});

describe("admin targets", () => {
  it("never sends a non-admin back into the admin area (the guard would bounce them to login forever)", () => {
    expect(postLoginPath("User", "/admin/dashboard", "ar")).toBe("/");
    expect(postLoginPath(null, "/en/admin/dashboard", "en")).toBe("/en");
    expect(postLoginPath("Admin", "/en/admin/dashboard", "en")).toBe("/en/admin/dashboard");
  });

  it("recognises admin targets in either locale", () => {
    expect(isAdminTarget("/admin/dashboard", "ar")).toBe(true);
    expect(isAdminTarget("/en/admin", "en")).toBe(true);
    expect(isAdminTarget("/administrator", "ar")).toBe(false);
    expect(isAdminTarget("//evil.example/admin", "ar")).toBe(false);
  });
});
