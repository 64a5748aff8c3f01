/**
 * docs/architecture.md D7: a Stripe payment link, marked with the member (client_reference_id) and their e-mail
 * (prefilled_email) so that the payment is matched to them.
 */
export function paymentLinkFor(link: string, member: { id: string; email: string }): string {
  const url = new URL(link);
  url.searchParams.set("client_reference_id", member.id);
  url.searchParams.set("prefilled_email", member.email);
  return url.toString();
}
