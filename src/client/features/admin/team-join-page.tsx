import { useMutation } from "@tanstack/react-query";
import { paths } from "../../../domain/routes";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { answer, teamApi } from "../../lib/api-client";
import { useDocumentTitle } from "../../lib/document-title";
import { useNavigate } from "../../lib/router";
import { useSession } from "../../lib/session";
import { failed } from "./use-messages";

/** /team/join: a signed-in member takes up her invitation to the console's team (D28). */
export default function TeamJoinPage() {
  useDocumentTitle("Join the team | Grind to Grace");
  const { session, refresh } = useSession();
  const navigate = useNavigate();
  const join = useMutation({
    mutationFn: () => answer(teamApi.accept.$post()),
    onSuccess: async () => {
      await refresh();
      navigate(paths.admin);
    },
    onError: failed,
  });
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <Card>
        <h1 className="text-3xl">Join the team</h1>
        <p className="mt-3 text-muted">
          You were invited to help run Grind to Grace's console as {session.user?.email}. You will see how the
          community is doing and be able to help members; nobody in the console can read what they write.
        </p>
        <Button className="mt-6" busy={join.isPending} onClick={() => join.mutate()}>
          Join the team
        </Button>
      </Card>
    </section>
  );
}
