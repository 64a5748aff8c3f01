import type { HTMLAttributes } from "react";

export function Card({ className = "", ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={`rounded-2xl border border-linen bg-white/80 p-6 shadow-sm ${className}`} {...rest} />
  );
}
