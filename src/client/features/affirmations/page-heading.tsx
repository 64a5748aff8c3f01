import type { ReactNode } from "react";

export function PageHeading({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <header className="max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-clay-dark">{eyebrow}</p>
      <h1 className="mt-3 text-4xl leading-tight text-ink sm:text-5xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted">{children}</p>
    </header>
  );
}
