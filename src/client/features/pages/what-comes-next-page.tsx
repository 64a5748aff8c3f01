import { useState } from "react";
import type { ReturnPromptEntry } from "../../../domain/return-prompts";
import { monthName, RETURN_LOCKED_MESSAGE, WHAT_COMES_NEXT } from "../../../domain/return-prompts";
import { paths } from "../../../domain/routes";
import { QueryAnswer } from "../../components/load-state";
import { ReflectionEditor } from "../../components/reflection-editor";
import { ButtonLink } from "../../components/ui/button";
import { useDocumentTitle } from "../../lib/document-title";
import { useReturnPrompts } from "../../lib/her-story-queries";
import { useDocument } from "../../lib/local-first";

/** /what-comes-next: after day 75, one return prompt a month, to that month's theme (D23). */
export default function WhatComesNextPage() {
  useDocumentTitle("What Comes Next | Grind to Grace");
  const overview = useReturnPrompts();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">After day 75</p>
        <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">{WHAT_COMES_NEXT}</h1>
        <p className="mt-3 text-muted">
          The path is finished, and the page is still here. Once a month, one question to come back to, on
          that month's theme.
        </p>
      </header>
      <div className="mt-8">
        <QueryAnswer query={overview} loading="Opening your return prompts...">
          {({ open, prompts, currentMonth }) =>
            open ? (
              <ReturnPromptList prompts={prompts} currentMonth={currentMonth} />
            ) : (
              <div className="rounded-3xl border border-linen bg-sand/60 p-8 text-center">
                <p className="text-ink">{RETURN_LOCKED_MESSAGE}</p>
                <ButtonLink to={paths.dashboard} className="mt-6">
                  Back to your path
                </ButtonLink>
              </div>
            )
          }
        </QueryAnswer>
      </div>
    </section>
  );
}

function ReturnPromptList({ prompts, currentMonth }: { prompts: ReturnPromptEntry[]; currentMonth: number }) {
  const current = prompts.find((prompt) => prompt.month === currentMonth);
  const others = prompts.filter((prompt) => prompt.month !== currentMonth);
  return (
    <div className="flex flex-col gap-8">
      {current && (
        <section
          aria-labelledby="this-month"
          className="rounded-3xl border border-linen bg-white/80 p-5 sm:p-7"
        >
          <p id="this-month" className="text-sm font-semibold uppercase tracking-[0.14em] text-clay-dark">
            This month · {monthName(current.month)} · {current.theme}
          </p>
          <h2 className="mt-3 text-2xl leading-snug">{current.question}</h2>
          <div className="mt-5">
            <ReturnAnswer month={current.month} />
          </div>
        </section>
      )}
      <section aria-labelledby="every-month">
        <h2 id="every-month" className="text-xl">
          Every month
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {others.map((prompt) => (
            <li key={prompt.month}>
              <OtherMonth prompt={prompt} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** Another month's prompt, folded; its answer loads only when she opens it. */
function OtherMonth({ prompt }: { prompt: ReturnPromptEntry }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-xl border border-linen bg-white/80 px-4 py-3"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold text-ink">
        {monthName(prompt.month)} · {prompt.theme}
        {prompt.words !== 0 && (
          <span className="ml-2 text-sm font-normal text-muted">
            {prompt.words === null ? "Written" : `${prompt.words} ${prompt.words === 1 ? "word" : "words"}`}
          </span>
        )}
      </summary>
      <p className="mt-3 font-display text-lg leading-snug text-ink">{prompt.question}</p>
      {open && (
        <div className="mt-4">
          <ReturnAnswer month={prompt.month} />
        </div>
      )}
    </details>
  );
}

function ReturnAnswer({ month }: { month: number }) {
  const answer = useDocument("returnAnswer", month);
  return (
    <ReflectionEditor
      reflection={answer}
      label="Your answer"
      name={`return-month-${month}`}
      saveLabel="Save Answer"
    />
  );
}
