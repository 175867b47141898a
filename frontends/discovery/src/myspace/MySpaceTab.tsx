import { DISCOVERY_TEXTS } from '@filmcollab/contracts/discovery';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@filmcollab/ui/tabs';
import { useAuth } from '@filmcollab/web-kit';
import { Link } from 'react-router';
import { MySpaceProjectList } from './MySpaceProjectList';

const LINK =
  'rounded-md bg-amber-500 px-4 py-2 text-sm font-medium text-zinc-950 hover:bg-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300';

/**
 * The hub's My Space tab (spec 02 §2): 'View my Profile', 'New Project', and the user's created
 * and collaborated projects (member, not creator) with member counts and team panels.
 */
export default function MySpaceTab() {
  const { user } = useAuth();
  return (
    <section aria-label="My Space" className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        {user && (
          <Link to={`/user-profile/${encodeURIComponent(user.id)}`} className={LINK}>
            View my Profile
          </Link>
        )}
        <Link to="/create-project" className={LINK}>
          New Project
        </Link>
      </div>
      <Tabs defaultValue="created">
        <TabsList aria-label="My projects">
          <TabsTrigger value="created">Created Projects</TabsTrigger>
          <TabsTrigger value="collaborated">Collaborated Projects</TabsTrigger>
        </TabsList>
        <TabsContent value="created">
          <MySpaceProjectList which="created" failure={DISCOVERY_TEXTS.createdFailed} />
        </TabsContent>
        <TabsContent value="collaborated">
          <MySpaceProjectList which="collaborated" failure={DISCOVERY_TEXTS.collaboratedFailed} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
