import { paths } from "../../../domain/routes";
import { PaymentProblemBanner } from "../../components/payment-problem-banner";
import { Spinner } from "../../components/ui/spinner";
import { useDocumentTitle } from "../../lib/document-title";
import { usePublicConfig } from "../../lib/public-config";
import { Link, useSearchParams } from "../../lib/router";
import { GiftCard, GiftPaymentCard, RedeemGiftCard } from "./gift-cards";
import { LocalBilling } from "./local-billing";
import { PaymentsCard } from "./payments-card";
import { StripeBilling } from "./stripe-billing";

/** paths.billing: where "Manage Subscription" leads in test mode, and where Stripe checkout returns. */
export default function BillingPage() {
  useDocumentTitle("Billing | Grind to Grace");
  const config = usePublicConfig();
  // A gift's links land here: the recipient's ?gift=CODE, and test mode's payment page ?gift_payment=ID.
  const [params] = useSearchParams();
  const giftCode = params.get("gift");
  const giftPayment = params.get("gift_payment");
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl">Billing</h1>
      <p className="mt-3 text-muted">Your plan, your pace. Change or cancel whenever you need to.</p>
      <div className="mt-8 flex flex-col gap-6">
        {giftCode && <RedeemGiftCard code={giftCode} />}
        {giftPayment && config.data?.paymentProvider === "local" && <GiftPaymentCard giftId={giftPayment} />}
        <PaymentProblemBanner />
        {config.isPending ? (
          <Spinner label="Loading billing" className="size-6" />
        ) : config.data?.paymentProvider === "stripe" ? (
          <StripeBilling />
        ) : (
          <LocalBilling />
        )}
        {config.data && <PaymentsCard />}
        {config.data && <GiftCard />}
      </div>
      {config.data?.supportEmail && (
        <p className="mt-8 text-sm text-muted">
          A question about a charge or your account?{" "}
          <Link
            to={`${paths.support}#contact`}
            className="font-semibold text-clay-dark underline underline-offset-4"
          >
            Contact us
          </Link>
        </p>
      )}
    </section>
  );
}
