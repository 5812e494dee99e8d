import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personName, type EventResponse, type UserSummary } from '@kozos/contract';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';

function People({ title, people }: { title: string; people: readonly UserSummary[] }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('events.answers.nobody')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {people.map((person) => {
            const name = personName(person, t('user.deleted_user'));
            return (
              <li key={person.id} className="flex items-center gap-2 text-sm">
                <Avatar name={name} photo={person.avatar} size="sm" />
                <Link to={`/users/${person.id}`} className="font-medium hover:underline">
                  {name}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Spec §4 / issue 14: members see who is going; the author also sees who is not. */
export function EventAnswers({ event }: { event: EventResponse }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4 p-4 xs:p-5">
      <h2 className="text-lg font-semibold">{t('events.answers.title')}</h2>
      <div className="grid gap-4 md:grid-cols-2">
        <People
          title={t('events.answers.going', { count: event.yesCount })}
          people={event.applicants}
        />
        {event.declined && (
          <div className="flex flex-col gap-2">
            <People
              title={t('events.answers.not_going', { count: event.noCount })}
              people={event.declined}
            />
            <p className="text-xs text-muted-foreground">{t('events.answers.author_only')}</p>
          </div>
        )}
      </div>
    </Card>
  );
}
