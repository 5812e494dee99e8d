import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { helpKeyOf, routePatternAt } from '../route-patterns';
import { getRouteTable } from '../route-table';
import { useSignedInTexts } from '../signed-in-texts';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * The help of the screen being shown, keyed by its route pattern (spec §8). A screen without a
 * text says so in words, never as `[help./x]`; a site administrator is offered to write or edit
 * it in the translation editor, everyone signed in to send feedback about the screen.
 */
export function HelpText({ onNavigate }: { onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  useSignedInTexts();
  const { pathname } = useLocation();
  const me = useOptionalCurrentUser();
  const key = helpKeyOf(routePatternAt(getRouteTable(), pathname) ?? pathname);
  const text = i18n.exists(key) ? t(key) : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 leading-relaxed">
        {text === null ? (
          <p className="text-muted-foreground">{t('help_dialog.missing')}</p>
        ) : (
          text.split(/\n+/).map((paragraph) => <p key={paragraph}>{paragraph}</p>)
        )}
      </div>
      {me && (
        <div className="flex flex-col gap-2 border-t border-border pt-3 text-sm">
          <Link
            to={`/feedback?path=${encodeURIComponent(pathname)}`}
            onClick={onNavigate}
            className={linkClass}
          >
            {t('help_dialog.feedback')}
          </Link>
          {me.isAdmin && (
            <Link
              to={
                text === null
                  ? `/addtext?key=${encodeURIComponent(key)}`
                  : `/languageconfig?search=${encodeURIComponent(key)}`
              }
              onClick={onNavigate}
              className={linkClass}
            >
              {t(text === null ? 'help_dialog.write' : 'help_dialog.edit')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
