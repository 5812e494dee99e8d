import { ChevronRight, Languages, MessageSquareText, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/styles';
import { MyDataDownloads } from '@/features/data-export/components/my-data-downloads';
import { SettingsSection } from '@/features/settings/components/settings-section';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';

/** "Download my data" (issue 16): JSON to keep or move, a page to read. */
export function MyDataSection() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t('export.title')} description={t('export.text')}>
      <MyDataDownloads />
    </SettingsSection>
  );
}

function LinkRow({ to, label, icon: Icon }: { to: string; label: string; icon: LucideIcon }) {
  return (
    <li>
      <Link
        to={to}
        className={cn(
          'flex h-11 items-center gap-3 rounded-lg px-2 text-sm font-medium hover:bg-muted',
          focusRing,
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        <span className="flex-1">{label}</span>
        <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
      </Link>
    </li>
  );
}

/** Feedback for everyone; for site administrators also the translation editor (decision 110). */
export function HelpAndAdminSection() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  return (
    <SettingsSection
      title={t(me.isAdmin ? 'site_admin.section_title' : 'site_admin.feedback_section_title')}
      description={t(me.isAdmin ? 'site_admin.section_text' : 'site_admin.feedback_section_text')}
    >
      <ul className="-mx-2 flex flex-col">
        <LinkRow
          to="/feedback"
          label={t(me.isAdmin ? 'site_admin.feedback_inbox' : 'site_admin.send_feedback_link')}
          icon={MessageSquareText}
        />
        {me.isAdmin && (
          <LinkRow to="/languageconfig" label={t('site_admin.texts')} icon={Languages} />
        )}
      </ul>
    </SettingsSection>
  );
}
