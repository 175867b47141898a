import { Tabs, TabsContent, TabsList, TabsTrigger } from '@filmcollab/ui/tabs';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ExtensionSlot } from '../extensions/ExtensionSlot';
import { AfterPageShown } from '../extensions/AfterPageShown';
import { exposedComponentLoader } from '../remotes/remote-registry';
import { RemoteModule } from '../remotes/RemoteModule';
import { AccountCardPlaceholder } from './AccountCardPlaceholder';
import { ContestPromoCard } from './ContestPromoCard';
import { HubExtension } from './HubExtension';
import { HubTabPlaceholder } from './HubTabPlaceholder';
import { currentHubTab, HUB_TABS, hubTabLocation, type HubTabValue } from './hub-tabs';

const loadWhoAmICard = exposedComponentLoader('identity', 'WhoAmICard');

/**
 * Where the invite button goes, about its size: on a phone it wraps below the title, and
 * arriving after the page it would push the tabs down.
 */
const accountCardPlaceholder = <AccountCardPlaceholder />;

const invitePlaceholder = <span aria-hidden="true" className="h-9 w-48" />;

/**
 * `/`, `/community`, `/discovery`: the hub (spec 02 §2). Each tab's content comes from the remote
 * that fills its extension point (`hub.community`, …); the contest promo and "coming soon"
 * stand in for tabs nobody fills yet.
 */
export function HubPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = currentHubTab(pathname, params.get('tab'));

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10">
      {/* Not the page's content either: identity's account card loads once the page has shown. */}
      <AfterPageShown placeholder={accountCardPlaceholder}>
        <RemoteModule remote="identity" load={loadWhoAmICard} fallback={accountCardPlaceholder} />
      </AfterPageShown>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Film Collab Hub</h1>
        {/* Not the page's content: like the header's icons, it loads once the page has loaded. */}
        <ExtensionSlot name="hub.inviteFriends" placeholder={invitePlaceholder} />
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) => void navigate(hubTabLocation(pathname, value as HubTabValue))}
      >
        <TabsList aria-label="Hub sections">
          {HUB_TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {HUB_TABS.map(({ value, label, point }) => (
          <TabsContent key={value} value={value}>
            {value === tab && (
              <HubExtension
                point={point}
                fallback={
                  value === 'contest' ? <ContestPromoCard /> : <HubTabPlaceholder label={label} />
                }
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
