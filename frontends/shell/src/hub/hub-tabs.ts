import type { ExtensionPoint } from '@filmcollab/web-kit';

export type HubTabExtensionPoint = Extract<
  ExtensionPoint,
  `hub.${'contest' | 'community' | 'discovery' | 'myspace'}`
>;

export interface HubTab {
  /** The `?tab=` value (spec 02 §2). */
  value: 'contest' | 'community' | 'discovery' | 'myspace';
  label: string;
  /** The remote that owns the tab's content fills this extension point. */
  point: HubTabExtensionPoint;
}

/** Spec 02 §2: Film Contest (default), Community, Discovery, My Space. */
export const HUB_TABS: readonly HubTab[] = [
  { value: 'contest', label: 'Film Contest', point: 'hub.contest' },
  { value: 'community', label: 'Community', point: 'hub.community' },
  { value: 'discovery', label: 'Discovery', point: 'hub.discovery' },
  { value: 'myspace', label: 'My Space', point: 'hub.myspace' },
];

export type HubTabValue = HubTab['value'];

function isHubTab(value: string | null): value is HubTabValue {
  return HUB_TABS.some((tab) => tab.value === value);
}

/**
 * The tab to show: `?tab=` when it names one, else the page's own (`/community`, `/discovery`),
 * else the contest.
 */
export function currentHubTab(pathname: string, tabParam: string | null): HubTabValue {
  if (isHubTab(tabParam)) return tabParam;
  if (pathname === '/community') return 'community';
  if (pathname === '/discovery') return 'discovery';
  return 'contest';
}

/** Spec 02 §2: choosing community clears the parameter (on `/community`); the others set it. */
export function hubTabLocation(pathname: string, tab: HubTabValue): string {
  if (tab === 'community') return '/community';
  return `${pathname}?tab=${tab}`;
}
