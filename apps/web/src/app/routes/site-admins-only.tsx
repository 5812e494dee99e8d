import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { useCurrentUser } from '@/lib/current-user';

/**
 * A screen of the site administrators (the translation editor; decision 110): everyone else is
 * told whose it is and where to turn instead, rather than shown controls that can only fail.
 */
export function SiteAdminsOnly({ text, children }: { text: string; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  if (me.isAdmin) return children;
  return (
    <Notice variant="info" icon={ShieldCheck} title={t('site_admin.only_title')}>
      <p>{text}</p>
      <p className="mt-2">
        <Link
          to="/feedback"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('site_admin.send_feedback')}
        </Link>
      </p>
    </Notice>
  );
}
