import {
  ArrowRight,
  CircleUser,
  Mail,
  Newspaper,
  Plus,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardSkeleton } from '@/components/ui/skeleton';
import { focusRing } from '@/components/ui/styles';
import { InvitationsBanner } from '@/features/invitations/components/invitations-banner';
import { JoinByLink } from '@/features/invitations/components/join-by-link';
import { PendingLinkInvitation } from '@/features/invitations/components/pending-link-invitation';
import { useGroupChoices } from '@/features/posts/api/posts';
import { cn } from '@/lib/cn';
import { BrandMark } from '../layout/brand';
import { PageHeading } from '../layout/page-heading';
import { HomeFeed, usePrefetchHomeFeed } from './posts/home-feed';

/** Screens that work today (events and calendar join once they are built). */
const shortcuts: readonly { to: string; titleKey: string; textKey: string; icon: LucideIcon }[] = [
  { to: '/groups', titleKey: 'nav.groups', textKey: 'home.shortcut_groups', icon: Users },
  {
    to: '/invitations',
    titleKey: 'nav.invitations',
    textKey: 'home.shortcut_invitations',
    icon: Mail,
  },
  { to: '/posts', titleKey: 'nav.posts', textKey: 'home.shortcut_posts', icon: Newspaper },
  { to: '/offers', titleKey: 'nav.market', textKey: 'home.shortcut_market', icon: Store },
  { to: '/user', titleKey: 'nav.user', textKey: 'home.shortcut_profile', icon: CircleUser },
];

/** Without a group nothing else works yet: start one, or join with the link someone sent. */
function NextSteps() {
  const { t } = useTranslation();
  return (
    <Card className="mb-8 flex flex-col gap-4 p-5 xs:p-6">
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">{t('home.next_title')}</h2>
        <p className="text-sm text-muted-foreground">{t('home.next_text')}</p>
      </div>
      <Button asChild className="self-start">
        <Link to="/groups/new">
          <Plus aria-hidden="true" />
          {t('home.create_group')}
        </Link>
      </Button>
      <JoinByLink />
    </Card>
  );
}

/** A first visit without groups: what Közös is and where to start. */
function Welcome() {
  const { t } = useTranslation();
  return (
    <>
      <Card className="mb-8 overflow-hidden bg-gradient-to-br from-accent to-card p-5 xs:p-6">
        <BrandMark className="mb-4 size-10" />
        <h2 className="text-xl font-semibold xs:text-2xl">{t('home.welcome_title')}</h2>
        <p className="mt-2 max-w-prose text-muted-foreground">{t('home.welcome_text')}</p>
        <p className="mt-4 text-sm font-medium text-accent-foreground">{t('home.feed_soon')}</p>
      </Card>
      <NextSteps />
      <h2 className="mb-3 text-lg font-semibold">{t('home.shortcuts')}</h2>
      <ul className="grid gap-3 xs:grid-cols-2">
        {shortcuts.map(({ to, titleKey, textKey, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className={cn(
                'group flex h-full items-start gap-3 rounded-2xl border border-border bg-card p-4 transition-colors hover:border-primary/50 hover:bg-muted/50',
                focusRing,
              )}
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="font-semibold">{t(titleKey)}</span>
                <span className="text-sm text-muted-foreground">{t(textKey)}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Home: a pending link invitation, the e-mail invitations banner, then the feed of all my
 * groups with its search; a user without groups gets the welcome and the main sections.
 */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const groups = useGroupChoices();
  // The feed's first page goes out with the groups, not after them: its first photo is the
  // first screen's largest paint (decision 227).
  usePrefetchHomeFeed();
  const openGroup = (groupId: string) => void navigate(`/groups/${groupId}`);
  const hasGroups = (groups.data?.length ?? 0) > 0;
  return (
    <>
      <PageHeading
        title={t('home.title')}
        actions={
          hasGroups && (
            <Button asChild>
              <Link to="/posts/new">
                <Plus aria-hidden="true" />
                {t('posts.new_post')}
              </Link>
            </Button>
          )
        }
      />
      <PendingLinkInvitation onJoined={openGroup} />
      <InvitationsBanner onJoined={openGroup} />
      {groups.isPending && <CardSkeleton />}
      {groups.isError && <HomeFeed />}
      {groups.isSuccess && (hasGroups ? <HomeFeed /> : <Welcome />)}
    </>
  );
}
