// The footer pages' "light markdown": blank-line separated paragraphs, `## ` headings and `- ` list
// items. Parsed to plain data so the renderer builds React elements (text is never parsed as HTML).

export type MarkdownBlock = { type: "heading"; text: string } | { type: "paragraph"; lines: string[] } | { type: "list"; items: string[] };

/**
 * The blocks without headings that only repeat the page's title: the page shows the title as its H1 already, and an
 * admin may well start the text with it again.
 */
export function withoutTitleHeadings(blocks: MarkdownBlock[], title: string): MarkdownBlock[] {
  const same = (text: string) => text.replace(/\s+/g, " ").trim().toLocaleLowerCase() === title.replace(/\s+/g, " ").trim().toLocaleLowerCase();
  return blocks.filter((block) => block.type !== "heading" || !same(block.text));
}

export function parseLightMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flush = () => {
    if (paragraph.length) blocks.push({ type: "paragraph", lines: paragraph });
    if (list.length) blocks.push({ type: "list", items: list });
    paragraph = [];
    list = [];
  };

  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (/^#{1,6}\s+/.test(line)) {
      flush();
      blocks.push({ type: "heading", text: line.replace(/^#{1,6}\s+/, "") });
    } else if (/^[-*]\s+/.test(line)) {
      if (paragraph.length) flush();
      list.push(line.replace(/^[-*]\s+/, ""));
    } else {
      if (list.length) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
