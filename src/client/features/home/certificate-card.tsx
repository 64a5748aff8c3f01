import { QueryClientProvider } from "@tanstack/react-query";
import { paths } from "../../../domain/routes";
import { useJourney } from "../../lib/journey-queries";
import { queryClient } from "../../lib/query-client";
import { type Feature, FeatureCard } from "./feature-card";

/**
 * The home page's certificate card for a signed-in member: once she has completed all 75 days it
 * leads to the bonus tools page, where she downloads it (docs/architecture.md D27). Loaded only for
 * a member, so a visitor's first download stays small.
 */
export default function MemberCertificateCard({ feature }: { feature: Feature }) {
  // The home page is a public page, outside the members' query provider.
  return (
    <QueryClientProvider client={queryClient}>
      <CertificateCard feature={feature} />
    </QueryClientProvider>
  );
}

function CertificateCard({ feature }: { feature: Feature }) {
  const progress = useJourney().data?.progress;
  const earned = progress !== undefined && progress.completed >= progress.total;
  return (
    <FeatureCard
      feature={earned ? { ...feature, to: paths.bonusTools, badge: "Yours to download" } : feature}
    />
  );
}
