import { parseLightMarkdown, withoutTitleHeadings } from "@/lib/content/light-markdown";

/** Renders footer-page text as React elements: the provider's text is never treated as HTML. */
/** `title` is the page's H1: a heading of the text that repeats it is left out. */
export function LightMarkdown({ source, title }: { source: string; title?: string }) {
  const parsed = parseLightMarkdown(source);
  const blocks = title ? withoutTitleHeadings(parsed, title) : parsed;
  return (
    <div className="space-y-5 text-base leading-8 text-slate-700 sm:text-[1.05rem]">
      {blocks.map((block, index) => {
        if (block.type === "heading") {
          return (
            <h2 key={index} className="scroll-mt-24 pt-6 text-xl font-bold text-brand-900 first:pt-0 sm:text-2xl">
              {block.text}
            </h2>
          );
        }
        if (block.type === "list") {
          return (
            <ul key={index} className="space-y-2.5 ps-1">
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex} className="flex gap-3">
                  <span aria-hidden className="mt-3.5 size-1.5 shrink-0 rounded-full bg-sand-500" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
