import { FilePlus } from "lucide-react";
import { useState } from "react";
import { pagePath } from "../../domain/open-pages";
import { ButtonLink } from "./ui/button";

/**
 * A new open page's address (D23): its id is made here, in her browser, so the page can be written
 * before the server has seen it (offline too).
 */
export function NewPageLink({ variant = "primary" }: { variant?: "primary" | "secondary" }) {
  const [id] = useState(() => crypto.randomUUID());
  return (
    <ButtonLink to={pagePath(id)} variant={variant} size="sm">
      <FilePlus aria-hidden="true" className="size-4" />
      Write a new page
    </ButtonLink>
  );
}
