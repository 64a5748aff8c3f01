import type { SubscriptionState } from "../../../domain/billing-api";
import { ApiError } from "../../lib/api";
import { useSubscriptionChange } from "../../lib/subscription";
import { toast } from "../../lib/toast";

/** One billing action: the new subscription shows at once, a refusal in the server's words. */
export function useBillingAction<V = void>(
  send: (variables: V) => Promise<SubscriptionState>,
  success: string | ((state: SubscriptionState) => string),
) {
  return useSubscriptionChange(send, {
    onSuccess: (state) => toast.success(typeof success === "string" ? success : success(state)),
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : "That did not work. Please try again."),
  });
}
