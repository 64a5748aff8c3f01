import { useEffect, useState } from "react";
import { authFor, nextInQuery, waitingAt } from "../../../domain/next-page";
import { paths } from "../../../domain/routes";
import { Card } from "../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { useDocumentTitle } from "../../lib/document-title";
import { useHydrated } from "../../lib/hydrated";
import { Link, Navigate, useNavigate, useSearchParams } from "../../lib/router";
import { useSession } from "../../lib/session";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { WaitingNotice } from "./waiting-notice";

type AuthTab = "sign-in" | "sign-up";

/**
 * `/auth` on a tab. The tab lives in the address, so each tab is a link that works before the page's code
 * has arrived (the build prerenders `/auth?tab=sign-up`; docs/architecture.md, "Presses before the code
 * arrives"), and a link can lead straight to Sign Up.
 */
const asTab = (value: string | null): AuthTab => (value === "sign-up" ? "sign-up" : "sign-in");

export default function AuthPage() {
  useDocumentTitle("Sign In or Sign Up | Grind to Grace");
  const { session } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where she goes on afterwards (domain/next-page.ts). Read after hydration: the prerendered page's
  // tab links know no `next`, and React would keep their first href.
  const hydrated = useHydrated();
  const next = hydrated ? nextInQuery(params) : null;
  // Without a tab in the address, a plan she chose or a gift waiting for her is a newcomer's: Sign Up.
  const tabInAddress = params.get("tab");
  const addressed =
    tabInAddress === null && next && waitingAt(next) !== "page" ? "sign-up" : asTab(tabInAddress);
  const authOn = (tab: AuthTab) => authFor(next, tab);
  // Shown at once on a press, and written to the address; the address wins when it changes (back, a link).
  const [tab, setTab] = useState<AuthTab>(addressed);
  useEffect(() => setTab(addressed), [addressed]);
  const choose = (value: string) => {
    const chosen = asTab(value);
    setTab(chosen);
    if (chosen !== addressed) navigate(authOn(chosen), { replace: true });
  };
  const [forgot, setForgot] = useState(false);
  // Read after hydration: the prerendered pages know the tab, not this parameter.
  const [alreadyConfirmed, setAlreadyConfirmed] = useState(false);
  useEffect(() => {
    setAlreadyConfirmed(new URLSearchParams(window.location.search).get("verified") === "already");
  }, []);
  // A member is sent on once React has the prerendered form, which she would not match (lib/hydrated.ts).
  if (hydrated && session.status === "signed-in") return <Navigate to={next ?? paths.dashboard} replace />;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="text-4xl">Welcome, gently</h1>
        <p className="mt-3 text-muted">Sign in to continue your soul path, or create an account to begin.</p>
      </div>
      {alreadyConfirmed && (
        <p
          role="status"
          className="mt-6 rounded-2xl border border-sage/40 bg-sage-soft px-4 py-3 text-center font-semibold text-ink"
        >
          Your e-mail is already confirmed — sign in.
        </p>
      )}
      {next && <WaitingNotice next={next} />}
      <Card className="mt-8">
        {forgot ? (
          <ForgotPasswordForm onBack={() => setForgot(false)} />
        ) : (
          <Tabs value={tab} onValueChange={choose}>
            {/* Links (Radix gives them the tab role); `type` is a button's, not a link's. */}
            <TabsList aria-label="Sign in or sign up">
              <TabsTrigger value="sign-in" asChild>
                <Link to={authOn("sign-in")} replace type={undefined}>
                  Sign In
                </Link>
              </TabsTrigger>
              <TabsTrigger value="sign-up" asChild>
                <Link to={authOn("sign-up")} replace type={undefined}>
                  Sign Up
                </Link>
              </TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in" className="pt-6">
              <SignInForm onForgotPassword={() => setForgot(true)} next={next} />
            </TabsContent>
            <TabsContent value="sign-up" className="pt-6">
              <SignUpForm next={next} />
            </TabsContent>
          </Tabs>
        )}
      </Card>
    </section>
  );
}
