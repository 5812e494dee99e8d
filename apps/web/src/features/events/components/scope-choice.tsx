import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeriesScope } from '@kozos/contract';
import { RadioCards } from '@/components/ui/radio-cards';

/** Issue 14: an edit of a repeated event asks "only this one" or "this and the following". */
export function ScopeChoice() {
  const { t } = useTranslation();
  const [scope, setScope] = useState<SeriesScope>('this');
  return (
    <RadioCards<SeriesScope>
      label={t('events.scope.label')}
      name="scope"
      value={scope}
      columns={2}
      onValueChange={setScope}
      options={[
        { value: 'this', label: t('events.scope.this'), description: t('events.scope.this_hint') },
        {
          value: 'following',
          label: t('events.scope.following'),
          description: t('events.scope.following_hint'),
        },
      ]}
    />
  );
}
