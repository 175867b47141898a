import { Card } from '@filmcollab/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@filmcollab/ui/tabs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '../forgot/ForgotPasswordForm';
import { SignInForm } from '../sign-in/SignInForm';
import { SignUpForm } from '../sign-up/SignUpForm';
import { ContestBanner } from './ContestBanner';
import { VerifiedBanner } from './VerifiedBanner';

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
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
            <TabsTrigger value="forgot">Forgot Password</TabsTrigger>
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
            <SignUpForm vip={params.get('vip') === 'true'} />
          </TabsContent>
          <TabsContent value="forgot">
            <ForgotPasswordForm onUpdated={onPasswordUpdated} />
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}
