import { type ReactNode, useId } from "react";
import { Card } from "../../components/ui/card";

/** One card of the billing pages, a region named by its heading. */
export function BillingSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} className="sm:p-8">
      <h2 id={id} className="text-xl">
        {title}
      </h2>
      {children}
    </Card>
  );
}
