import { Check, Minus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EventResponse } from '@kozos/contract';
import { RadioGroup } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import { focusRing } from '@/components/ui/styles';
import { cn } from '@/lib/cn';
import { errorToastText } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAnswerEvent } from '../api/events';
import { answersOpen } from '../event-status';
import { EventTime } from './event-when';

type Answer = 'yes' | 'no' | 'none';

const toAnswer = (apply: boolean | null): Answer =>
  apply === null ? 'none' : apply ? 'yes' : 'no';
const toApply = (answer: Answer): boolean | null => (answer === 'none' ? null : answer === 'yes');

/**
 * Spec §4: the yes / no / neutral control, open while the application deadline is ahead. After
 * it, the control is shown disabled with the reason, so it never offers an answer that can
 * only fail; a refused answer (the deadline passed meanwhile) says so in a toast.
 */
export function AnswerControl({ event }: { event: EventResponse }) {
  const { t } = useTranslation();
  const answer = useAnswerEvent(event.id);
  const open = answersOpen(event);
  const value = toAnswer(answer.isPending ? answer.variables : event.myApplication);
  const onChange = (next: Answer) =>
    answer.mutate(toApply(next), {
      onSuccess: () => toast({ title: t('Response_succesful') }),
      onError: (error) => toast({ ...errorToastText(error, t), variant: 'destructive' }),
    });
  const labelId = useId();
  const options: { value: Answer; label: string; icon: ReactNode }[] = [
    { value: 'yes', label: t('events.answer.yes'), icon: <Check aria-hidden="true" /> },
    { value: 'no', label: t('events.answer.no'), icon: <X aria-hidden="true" /> },
    { value: 'none', label: t('events.answer.none'), icon: <Minus aria-hidden="true" /> },
  ];
  return (
    <div className="flex w-full flex-col gap-1.5 md:w-80">
      <span id={labelId} className="text-xs font-medium text-muted-foreground">
        {t('events.answer.label')}
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next as Answer)}
        orientation="horizontal"
        disabled={!open || answer.isPending}
        className="flex rounded-lg border border-border bg-muted p-0.5"
      >
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            className={cn(
              'flex h-9 min-w-0 flex-auto items-center justify-center gap-1 rounded-md px-2 text-sm font-medium text-foreground transition-colors hover:bg-card/70 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-card data-[state=checked]:shadow-sm dark:data-[state=checked]:bg-accent [&_svg]:size-4 [&_svg]:shrink-0',
              option.value === 'yes' &&
                'data-[state=checked]:text-emerald-700 dark:data-[state=checked]:text-emerald-300',
              option.value === 'no' &&
                'data-[state=checked]:text-red-700 dark:data-[state=checked]:text-red-300',
              focusRing,
            )}
          >
            {option.icon}
            {/* flex-auto, not equal thirds: "Nincs válasz" takes the room it needs at 390 px
                instead of touching its edges (#23.10); the space left is shared evenly. */}
            <span className="truncate">{option.label}</span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      {!open && (
        <p className="text-xs text-muted-foreground">
          {t('events.answer.closed')} <EventTime instant={event.applicationDeadline} />
        </p>
      )}
    </div>
  );
}
