import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { CountBadge } from '@/components/ui/count-badge';
import { ShowcaseSection } from './showcase-section';

/** Sample member names; data, not interface text. */
const people = ['Kovács Anna', 'Nagy Péter', 'Emma Brown', 'Szabó Zsófia', 'Tóth Bence'];

export function PeopleSection() {
  const { t } = useTranslation();
  return (
    <ShowcaseSection title={t('test.people')}>
      <div className="flex flex-wrap items-center gap-3">
        <Avatar name={people[0] ?? ''} size="lg" />
        {people.map((name) => (
          <Avatar key={name} name={name} />
        ))}
        <Avatar name={people[1] ?? ''} size="sm" />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {[1, 9, 10, 42].map((count) => (
          <CountBadge key={count} count={count} />
        ))}
      </div>
    </ShowcaseSection>
  );
}
