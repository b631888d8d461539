import { describe, expect, it } from "vitest";
import { parseLightMarkdown, withoutTitleHeadings } from "./light-markdown";

describe("parseLightMarkdown", () => {
  it("splits headings, paragraphs and lists", () => {
    const source = "Intro line one\nline two\n\n## Our values\n\n- Safety\n- Honesty\n\nClosing <b>text</b>";
    expect(parseLightMarkdown(source)).toEqual([
      { type: "paragraph", lines: ["Intro line one", "line two"] },
      { type: "heading", text: "Our values" },
      { type: "list", items: ["Safety", "Honesty"] },
      { type: "paragraph", lines: ["Closing <b>text</b>"] },
    ]);
  });

  it("handles CRLF, a list right after a paragraph and a heading without blank lines", () => {
    expect(parseLightMarkdown("Text\r\n- a\r\n## H\r\nMore")).toEqual([
      { type: "paragraph", lines: ["Text"] },
      { type: "list", items: ["a"] },
      { type: "heading", text: "H" },
      { type: "paragraph", lines: ["More"] },
    ]);
    expect(parseLightMarkdown("  \n\n")).toEqual([]);
  });
});

describe("a page's title is shown once", () => {
  it("leaves out headings that repeat the title, whatever their spacing or case", () => {
    const blocks = parseLightMarkdown("Intro\n\n##  About   us \nStory\n\n## Our team");
    expect(withoutTitleHeadings(blocks, "About Us")).toEqual([
      { type: "paragraph", lines: ["Intro"] },
      { type: "paragraph", lines: ["Story"] },
      { type: "heading", text: "Our team" },
    ]);
  });
});
