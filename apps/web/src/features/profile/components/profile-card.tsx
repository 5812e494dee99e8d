import { AtSign, Building2, Mail, Phone, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { personName, type UserProfileResponse } from '@kozos/contract';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { useFormatDate } from '@/lib/use-format-date';

interface Row {
  key: string;
  labelKey: string;
  value: string | null;
  icon: LucideIcon;
  href?: string;
}

/** Profile of spec §2: contact rows the viewer may not see (null) or that are empty are left out. */
export function ProfileCard({ user }: { user: UserProfileResponse }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const rows: Row[] = [
    {
      key: 'username',
      labelKey: 'user.username',
      value: user.username && `@${user.username}`,
      icon: AtSign,
    },
    {
      key: 'email',
      labelKey: 'user.email',
      value: user.email,
      icon: Mail,
      href: user.email ? `mailto:${user.email}` : undefined,
    },
    {
      key: 'phone',
      labelKey: 'user.phone',
      value: user.phone,
      icon: Phone,
      href: user.phone ? `tel:${user.phone.replace(/\s/g, '')}` : undefined,
    },
    { key: 'company', labelKey: 'user.company', value: user.company, icon: Building2 },
  ];
  const shown = rows.filter((row) => row.value);
  const name = personName(user, t('user.deleted_user'));
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-4 bg-gradient-to-br from-accent to-card p-5">
        <Avatar name={name} photo={user.avatar} size="lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="truncate text-xl font-semibold">{name}</h2>
            {user.isAdmin && (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                <ShieldCheck aria-hidden="true" className="size-3.5" />
                {t('user.administrator')}
              </span>
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            {t('user.member_since', { date: formatDate(user.creationTime) })}
          </p>
        </div>
      </div>
      {shown.length > 0 && (
        <dl className="divide-y divide-border border-t border-border">
          {shown.map(({ key, labelKey, value, icon: Icon, href }) => (
            // Phones: the label above the value, so a long label (Felhasználónév) or address
            // keeps its room; wider screens: label and value side by side.
            <div
              key={key}
              className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-0.5 px-5 py-3 xs:grid-cols-[auto_8rem_minmax(0,1fr)]"
            >
              <Icon
                aria-hidden="true"
                className="row-span-2 size-4 text-muted-foreground xs:row-span-1"
              />
              <dt className="text-sm text-muted-foreground">{t(labelKey)}</dt>
              <dd className="col-start-2 truncate font-medium xs:col-start-3">
                {href ? (
                  <a href={href} className="text-primary underline-offset-4 hover:underline">
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
