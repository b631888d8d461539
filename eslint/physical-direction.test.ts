import { describe, expect, it } from "vitest";
import { findPhysicalClasses, isPhysicalClass } from "./physical-direction.mjs";

describe("physical left/right utilities", () => {
  it.each([
    // bare
    "text-left",
    "text-right",
    "border-l",
    "border-r",
    "rounded-r",
    "rounded-l",
    "float-left",
    "float-right",
    "clear-left",
    "ml-2",
    "mr-auto",
    "pl-px",
    "pr-4",
    "left-0",
    "right-2",
    "left-1/2",
    "right-full",
    "border-r-2",
    "border-l-slate-200",
    "rounded-tl-lg",
    "rounded-br-none",
    "rounded-l-xl",
    "scroll-ml-4",
    "scroll-pr-2",
    "origin-top-right",
    "bg-left",
    "object-right-top",
    // variants
    "sm:text-right",
    "hover:ml-1",
    "md:hover:pl-3",
    "group-hover:right-0",
    "[&>svg]:ml-2",
    "[&:hover]:mr-1",
    "data-[state=open]:left-0",
    "aria-expanded:rounded-r-lg",
    // important and negative
    "!ml-2",
    "ml-2!",
    "-ml-2",
    "sm:-mr-1",
    "!-left-4",
    // arbitrary values
    "ml-[3px]",
    "left-[10%]",
    "pr-[calc(1rem+2px)]",
    "ml-(--gap)",
    "rounded-tr-[4px]",
    // arbitrary properties
    "[margin-left:2px]",
    "[left:0]",
    "[right:auto]",
    "[padding-right:1rem]",
    "[border-left-color:red]",
    "[border-top-right-radius:4px]",
    "[text-align:left]",
    "[float:right]",
    "sm:[margin-right:4px]",
  ])("refuses %s", (token) => {
    expect(isPhysicalClass(token)).toBe(true);
  });

  it.each([
    // logical utilities and sides that mirror by themselves
    "ms-2",
    "me-auto",
    "ps-4",
    "pe-px",
    "start-0",
    "end-2",
    "text-start",
    "text-end",
    "border-s",
    "border-e-2",
    "rounded-s",
    "rounded-e-lg",
    "rounded-ss-lg",
    "inset-x-0",
    "inset-0",
    "mx-auto",
    "px-4",
    "border-x",
    "rounded-lg",
    "rounded-t-lg",
    "border-lg",
    "text-lg",
    "left",
    "right",
    "float-start",
    "scroll-ms-4",
    "[margin-inline-start:2px]",
    // scoped to a direction: the author said which one it is for
    "rtl:rotate-180",
    "ltr:left-0",
    "rtl:right-0",
    "sm:rtl:ml-2",
    "rtl:sm:-mr-1",
    "[[dir=rtl]_&]:left-0",
    // prose and paths, not utilities
    "left-to-right",
    "right-click",
    "./left-panel",
    "top-left",
    "align-left-ish",
  ])("lets %s through", (token) => {
    expect(isPhysicalClass(token)).toBe(false);
  });

  it("finds every physical utility in a class string and only those", () => {
    expect(findPhysicalClasses("flex items-center ms-2 ml-2 sm:text-right rtl:right-0 px-4")).toEqual(["ml-2", "sm:text-right"]);
    expect(findPhysicalClasses("  \n  ")).toEqual([]);
    expect(findPhysicalClasses("The drawer enters from the left in English and from the right in Arabic.")).toEqual([]);
  });

  it("refuses a physical utility's name left open before an interpolation (`ml-${size}`)", () => {
    expect(findPhysicalClasses("flex ml-", { openEnd: true })).toEqual(["ml-${…}"]);
    expect(findPhysicalClasses("flex sm:border-l-", { openEnd: true })).toEqual(["sm:border-l-${…}"]);
    expect(findPhysicalClasses("flex ms-", { openEnd: true })).toEqual([]);
    expect(findPhysicalClasses("flex ml- ", { openEnd: true })).toEqual([]);
  });
});
