import {
  RepeatFrequency,
  type CreateEventBody,
  type EventRepeat,
  type PatchEventBody,
  type SeriesScope,
} from '@kozos/contract';
import { browserTimeZone, type FormValues } from '@/lib/forms';

/* The request bodies of the event form's values (features/events/components/event-form.tsx). */

const text = (values: FormValues, name: string): string => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

function repeatOf(values: FormValues): EventRepeat | undefined {
  const chosen = RepeatFrequency.safeParse(text(values, 'repeatFrequency'));
  if (!chosen.success) return undefined;
  const base = { frequency: chosen.data, timeZone: browserTimeZone() };
  if (text(values, 'repeatEnd') === 'until') return { ...base, until: text(values, 'repeatUntil') };
  const count = values.repeatCount;
  return { ...base, count: typeof count === 'number' ? count : 0 };
}

export function createBodyOf(values: FormValues): CreateEventBody {
  const deadline = text(values, 'applicationDeadline');
  const repeat = repeatOf(values);
  return {
    groupId: text(values, 'groupId'),
    name: text(values, 'name'),
    description: text(values, 'description'),
    location: text(values, 'location'),
    time: text(values, 'time'),
    ...(deadline ? { applicationDeadline: deadline } : {}),
    tags: text(values, 'tags'),
    ...(repeat ? { repeat } : {}),
  };
}

export function patchBodyOf(values: FormValues): PatchEventBody {
  const scope: SeriesScope = text(values, 'scope') === 'following' ? 'following' : 'this';
  const deadline = text(values, 'applicationDeadline');
  return {
    name: text(values, 'name'),
    description: text(values, 'description'),
    location: text(values, 'location'),
    time: text(values, 'time'),
    // An emptied deadline means "until the event starts", as when creating.
    applicationDeadline: deadline || text(values, 'time'),
    tags: text(values, 'tags'),
    scope,
  };
}
