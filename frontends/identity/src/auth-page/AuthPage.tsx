import { Card, Spinner } from '@filmcollab/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@filmcollab/ui/tabs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SignInForm } from '../sign-in/SignInForm';
import { ContestBanner } from './ContestBanner';
import { VerifiedBanner } from './VerifiedBanner';

// The sign-up and reset forms, with the identity contracts and zod they validate with, load when
// their tab is chosen (or pointed at), so a new visitor's sign-in form comes without them.
const loadSignUpForm = () => import('../sign-up/SignUpForm');
const loadForgotPasswordForm = () => import('../forgot/ForgotPasswordForm');
const SignUpForm = lazy(() => loadSignUpForm().then((m) => ({ default: m.SignUpForm })));
const ForgotPasswordForm = lazy(() =>
  loadForgotPasswordForm().then((m) => ({ default: m.ForgotPasswordForm })),
);

const TABS = ['signin', 'signup', 'forgot'] as const;
type AuthTab = (typeof TABS)[number];

function isAuthTab(value: string | null): value is AuthTab {
  return TABS.includes(value as AuthTab);
}

type VerificationOutcome = 'verified' | 'invalid' | null;

function verificationOutcome(value: string | null): VerificationOutcome {
  if (value === 'true') return 'verified';
  if (value === 'false') return 'invalid';
  return null;
}

/** `/auth`: a page of `identity/routes`. */
export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  // Read once: the verification outcome of the link that brought the browser here.
  const [verification] = useState(() => verificationOutcome(params.get('verified')));
  const [notice, setNotice] = useState<string | null>(null);
  const requested = params.get('tab');
  const tab: AuthTab = isAuthTab(requested) ? requested : 'signin';

  const selectTab = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    next.delete('verified');
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (verification) selectTab('signin');
    // Only on arrival: afterwards the tab is the user's choice.
  }, []);

  const onPasswordUpdated = (message: string) => {
    setNotice(message);
    selectTab('signin');
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <ContestBanner />
      {verification && <VerifiedBanner outcome={verification} />}
      <Card>
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList>
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup" onPointerEnter={() => void loadSignUpForm()}>
              Sign Up
            </TabsTrigger>
            <TabsTrigger value="forgot" onPointerEnter={() => void loadForgotPasswordForm()}>
              Forgot Password
            </TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            {notice && (
              <p
                role="status"
                className="mb-4 rounded-md bg-green-950 px-3 py-2 text-sm text-green-200"
              >
                {notice}
              </p>
            )}
            <SignInForm />
          </TabsContent>
          <TabsContent value="signup">
            <Suspense fallback={<Spinner label="Loading…" />}>
              <SignUpForm vip={params.get('vip') === 'true'} />
            </Suspense>
          </TabsContent>
          <TabsContent value="forgot">
            <Suspense fallback={<Spinner label="Loading…" />}>
              <ForgotPasswordForm onUpdated={onPasswordUpdated} />
            </Suspense>
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}
