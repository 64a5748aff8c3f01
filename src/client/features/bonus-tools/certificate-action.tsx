import { exportPaths } from "../../../domain/account";
import { Button } from "../../components/ui/button";
import type { ButtonVariant } from "../../components/ui/button-styles";
import { buttonClass } from "../../components/ui/button-styles";
import { useJourney } from "../../lib/journey-queries";

/**
 * The certificate's download once all 75 days are completed; before that, how many days remain
 * (docs/architecture.md, "Her words back"). The server checks the same rule (GET /api/certificate answers 403 before).
 */
export function CertificateAction({
  label,
  name,
  variant = "primary",
  size = "md",
}: {
  label: string;
  name?: string;
  variant?: ButtonVariant;
  size?: "sm" | "md";
}) {
  const journey = useJourney();
  const progress = journey.data?.progress;
  if (progress && progress.completed >= progress.total) {
    return (
      <a href={exportPaths.certificate} download className={buttonClass(variant, size)} aria-label={name}>
        {label}
      </a>
    );
  }
  const remaining = progress ? progress.total - progress.completed : null;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Button variant={variant} size={size} disabled aria-label={name}>
        {label}
      </Button>
      {remaining !== null && (
        <span className="text-xs font-semibold text-muted">
          {remaining === 1 ? "1 day to go" : `${remaining} days to go`}
        </span>
      )}
    </span>
  );
}
