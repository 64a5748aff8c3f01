import { useEffect, useState } from "react";
import type { ApiPath } from "../../../domain/api-paths";
import type { JourneyOverview } from "../../../domain/journey";
import { api } from "../../lib/api";
import { type Feature, FeatureBody, FeatureCard, linkedCardClass } from "./feature-card";

/**
 * The home page's certificate card for a signed-in member (docs/architecture.md D27): once she has
 * completed all 75 days it downloads her certificate; until then it says where it is earned. Its own
 * chunk, with a plain fetch of her journey, so the first download does not grow ("Budgets").
 */
export default function CertificateCard({ feature }: { feature: Feature }) {
  const [earned, setEarned] = useState(false);
  useEffect(() => {
    api<JourneyOverview>("/api/journey" satisfies ApiPath<"journey">).then(
      ({ progress }) => setEarned(progress.completed >= progress.total),
      () => undefined,
    );
  }, []);
  if (!earned) return <FeatureCard feature={feature} />;
  return (
    <a href={"/api/certificate" satisfies ApiPath<"certificate">} download className={linkedCardClass}>
      <FeatureBody feature={{ ...feature, badge: "Yours: download it" }} linked />
    </a>
  );
}
