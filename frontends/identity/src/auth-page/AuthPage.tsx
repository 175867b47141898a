import { Card, Tabs, TabsContent, TabsList, TabsTrigger } from '@filmcollab/ui';
import { useSearchParams } from 'react-router';
import { SignInForm } from '../sign-in/SignInForm';
import { ContestBanner } from './ContestBanner';

const TABS = ['signin', 'signup', 'forgot'] as const;
type AuthTab = (typeof TABS)[number];

function isAuthTab(value: string | null): value is AuthTab {
  return TABS.includes(value as AuthTab);
}

/** `/auth`: exposed as `identity/AuthPage`. */
export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: AuthTab = isAuthTab(requested) ? requested : 'signin';

  const selectTab = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', value);
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <ContestBanner />
      <Card>
        <Tabs value={tab} onValueChange={selectTab}>
          <TabsList>
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
            <TabsTrigger value="forgot">Forgot Password</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm />
          </TabsContent>
          <TabsContent value="signup">
            <p className="text-sm text-zinc-300">
              Creating an account is coming soon. Accounts can be created by the team for now.
            </p>
          </TabsContent>
          <TabsContent value="forgot">
            <p className="text-sm text-zinc-300">Password reset is coming soon.</p>
          </TabsContent>
        </Tabs>
      </Card>
    </div>
  );
}
