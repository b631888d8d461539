import { Fragment } from "react";
import { parseLightMarkdown, withoutTitleHeadings } from "@/lib/content/light-markdown";

/** Renders footer-page text as React elements: the provider's text is never treated as HTML. */
/** `title` is the page's H1: a heading of the text that repeats it is left out. */
export function LightMarkdown({ source, title }: { source: string; title?: string }) {
  const parsed = parseLightMarkdown(source);
  const blocks = title ? withoutTitleHeadings(parsed, title) : parsed;
  return (
    // Styled by .light-markdown in app/globals.css.
    <div className="light-markdown">
      {blocks.map((block, index) => {
        if (block.type === "heading") {
          return <h2 key={index}>{block.text}</h2>;
        }
        if (block.type === "list") {
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        );
      })}
    </div>
  );
}
