import { useState } from "react";
import { type Inline, messageBlocks, messageSubject } from "../../../domain/broadcasts";

// A broadcast or sequence message as members will read it (D28), from the same parser as the mail
// (src/domain/broadcasts.ts), light or dark as her mail app may show it. Text only: no HTML is made here.

function InlineParts({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === "bold") return <strong key={key}>{part.text}</strong>;
        if (part.kind === "italic") return <em key={key}>{part.text}</em>;
        if (part.kind === "link")
          return (
            <a key={key} href={part.href} target="_blank" rel="noopener noreferrer" className="underline">
              {part.text}
            </a>
          );
        return <span key={key}>{part.text}</span>;
      })}
    </>
  );
}

const looks = {
  light: "bg-[#f7f2ea] text-[#2f2622] [&_a]:text-[#9a5b43]",
  dark: "bg-[#1f1a17] text-[#efe6dc] [&_a]:text-[#e7b49c]",
} as const;

export function MessagePreview({
  subject,
  body,
  firstName,
}: {
  subject: string;
  body: string;
  firstName: string;
}) {
  const [look, setLook] = useState<keyof typeof looks>("light");
  const blocks = messageBlocks(body, firstName);
  return (
    <section aria-label="Preview" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg">Preview</h3>
        <fieldset className="flex gap-1 rounded-full bg-sand p-1 text-sm">
          <legend className="sr-only">Show the preview</legend>
          {(["light", "dark"] as const).map((choice) => (
            <label
              key={choice}
              className="cursor-pointer rounded-full px-3 py-1 font-semibold has-[:checked]:bg-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-clay"
            >
              <input
                type="radio"
                name="preview-look"
                value={choice}
                checked={look === choice}
                onChange={() => setLook(choice)}
                className="sr-only"
              />
              {choice === "light" ? "Light" : "Dark"}
            </label>
          ))}
        </fieldset>
      </div>
      <div className={`rounded-2xl border border-linen p-5 font-serif ${looks[look]}`} data-look={look}>
        <p className="text-xs uppercase tracking-[0.08em] opacity-80">Grind to Grace</p>
        <p className="mt-2 font-semibold">{messageSubject(subject, firstName) || "(no subject yet)"}</p>
        <div className="mt-4 flex flex-col gap-4 leading-relaxed">
          {blocks.length === 0 && <p className="opacity-70">Your message appears here as you write it.</p>}
          {blocks.map((block, index) =>
            block.kind === "list" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: the text's parts have no identity but their place
              <ul key={`list-${index}`} className="list-disc pl-5">
                {block.items.map((item, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the text's parts have no identity but their place
                  <li key={`item-${at}`}>
                    <InlineParts parts={item} />
                  </li>
                ))}
              </ul>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: the text's parts have no identity but their place
              <p key={`p-${index}`}>
                {block.lines.map((line, at) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the text's parts have no identity but their place
                  <span key={`line-${at}`}>
                    {at > 0 && <br />}
                    <InlineParts parts={line} />
                  </span>
                ))}
              </p>
            ),
          )}
        </div>
        <p className="mt-6 text-xs opacity-80 underline">No more news from Grind to Grace</p>
      </div>
    </section>
  );
}
