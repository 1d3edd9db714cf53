import type { ComponentType } from 'react';
import {
  IconBuilding,
  IconChartBar,
  IconHelpCircle,
  IconHome,
  IconLifebuoy,
  IconLayoutDashboard,
  IconPhoto,
  IconReportAnalytics,
  IconListDetails,
  IconSettings,
  IconSpeakerphone,
  IconTargetArrow,
  IconTarget,
  IconUsers,
  IconWallet,
  type IconProps,
} from '@tabler/icons-react';
import { can, type RoleSlug } from '@verba/domain/roles';

export interface NavItem {
  href: string;
  /** i18n key of the label. */
  label: string;
  icon: ComponentType<IconProps>;
  /** Hidden for roles that cannot use the screen (DESIGN §7: the SPA hides what a role cannot do). */
  visible?: (role: RoleSlug) => boolean;
  /** Other paths that belong to the area (screens opened from it), highlighting its entry. */
  also?: string[];
}

/** The main navigation of the app shell, in order. Add an area here when its screens exist. */
export const mainNavigation: NavItem[] = [
  { href: '/', label: 'shell:nav.home', icon: IconHome },
  { href: '/advertisers', label: 'advertisers:nav', icon: IconSpeakerphone, visible: can.manageAdvertisers },
  { href: '/campaigns', label: 'campaigns:pages.nav', icon: IconChartBar, visible: can.manageCampaigns },
  { href: '/creatives', label: 'creatives:nav', icon: IconPhoto, visible: can.manageAdvertisers },
  { href: '/audiences', label: 'audiences:nav', icon: IconTargetArrow, visible: can.manageCampaigns },
  { href: '/pixels', label: 'pixels:nav', icon: IconTarget, visible: can.manageAdvertisers },
  { href: '/lists', label: 'lists:nav', icon: IconListDetails, visible: can.manageCampaigns },
  { href: '/reports', label: 'reports:nav', icon: IconReportAnalytics, visible: can.extractReports },
  { href: '/dashboards', label: 'dashboards:nav', icon: IconLayoutDashboard, visible: can.extractReports },
  // An order's NFS-e (/orders/{id}/nfse) is opened from the Finances payments.
  {
    href: '/finances',
    label: 'finances:nav',
    icon: IconWallet,
    visible: can.manageFinance,
    also: ['/orders'],
  },
  { href: '/my-users', label: 'shell:nav.users', icon: IconUsers, visible: can.manageUsers },
  { href: '/company/edit', label: 'shell:nav.company', icon: IconBuilding, visible: can.editCompany },
  { href: '/settings', label: 'shell:nav.settings', icon: IconSettings },
  { href: '/help', label: 'support:nav.help', icon: IconHelpCircle },
  { href: '/support', label: 'support:nav.support', icon: IconLifebuoy },
];

const within = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The entry highlighted for a path: the area whose screens (or `also` paths) it is under; home only on `/`. */
export function activeNavHref(items: readonly NavItem[], pathname: string): string | undefined {
  return items.find((item) =>
    item.href === '/'
      ? pathname === '/'
      : [item.href, ...(item.also ?? [])].some((prefix) => within(pathname, prefix)),
  )?.href;
}
