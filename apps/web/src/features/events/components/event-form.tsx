import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  maxPhotosPerItem,
  CreateEventBody,
  maxOccurrences,
  maxTags,
  splitTags,
  type EventResponse,
} from '@kozos/contract';
import { PhotoPicker } from '@/components/photos/photo-picker';
import { usePhotoField } from '@/components/photos/use-photo-field';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { loadDraft, saveDraft, type FormValues } from '@/lib/forms';
import { toLocalInputValue } from '@/lib/local-input-value';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { rules as check, type Rule } from '@/lib/validation';
import { useEventGroupChoices } from '../api/events';
import { EventTagPicker } from './event-tag-picker';
import { RepeatFields } from './repeat-fields';
import { ScopeChoice } from './scope-choice';

/** What the form hands its page: raw values, the page builds the request body. */
export type EventFormValues = FormValues;

const textRules = rulesOf(CreateEventBody.pick({ name: true, description: true, location: true }));
const groupRules = rulesOf(CreateEventBody.pick({ groupId: true }));

const tagLimit: Rule = (value) =>
  typeof value === 'string' && splitTags(value).length > maxTags
    ? { key: 'tag_input.too_many', values: { max: maxTags } }
    : null;

/** A time must lie ahead, unless it is the one the event already has (an edit of its name). */
const aheadUnless =
  (kept: string | undefined, key?: string): Rule =>
  (value, values) =>
    kept !== undefined && value === kept ? null : check.inFuture({ key })(value, values);

const countRule: Rule = (value, values) =>
  values.repeatFrequency !== 'none' &&
  values.repeatEnd === 'count' &&
  (typeof value !== 'number' || !Number.isInteger(value) || value < 2 || value > maxOccurrences)
    ? { key: 'events.form.count_hint', values: { max: maxOccurrences } }
    : null;

const untilRule: Rule = (value, values) =>
  values.repeatFrequency !== 'none' && values.repeatEnd === 'until' && !value
    ? { key: 'validation.required' }
    : null;

function rulesFor(event: EventResponse | undefined) {
  const time = event && new Date(event.time).toISOString().replace('.000Z', 'Z');
  const deadline = event && new Date(event.applicationDeadline).toISOString().replace('.000Z', 'Z');
  return {
    ...textRules,
    ...(event ? {} : groupRules),
    time: [check.required(), aheadUnless(time, 'validation.time_passed')],
    applicationDeadline: [
      aheadUnless(deadline),
      check.notAfter('time', 'validation.application_deadline_after_event'),
    ],
    tags: [tagLimit],
    ...(event ? {} : { repeatCount: [countRule], repeatUntil: [untilRule] }),
  };
}

interface EventFormProps {
  /** Editing: the group and the repeat are fixed and the fields start from the event. */
  event?: EventResponse;
  defaultGroupId?: string | undefined;
  /** A new event from the calendar's day view starts at that day's noon. */
  defaultTime?: string | undefined;
  formKey?: string;
  submitLabel: string;
  successMessage: string;
  /** The form's values and its photos in display order (issue 25). */
  save: (values: EventFormValues, photoIds: string[]) => Promise<EventResponse>;
  onSaved: (event: EventResponse) => void;
  onCancel: () => void;
}

/**
 * Spec §3/§5 and issue 14: group, name (required), description, location, time and application
 * deadline (typed in the browser's zone, sent as UTC: decision 062), tags, and a repeat when new;
 * an edit of a repeated event asks for its scope. Inputs stay uncontrolled: nothing typed is lost.
 */
export function EventForm(props: EventFormProps) {
  const { event, formKey } = props;
  const { t } = useTranslation();
  const tagsId = useId();
  const groups = useEventGroupChoices();
  const [initialTags] = useState<string[]>(() => {
    const draft = formKey ? loadDraft(formKey) : null;
    const fromDraft = typeof draft?.tags === 'string' ? draft.tags : null;
    return splitTags(fromDraft ?? event?.tags ?? '');
  });
  const photos = usePhotoField(event?.photos);
  const form = useForm({
    formKey,
    successMessage: props.successMessage,
    rules: rulesFor(event),
    onSubmit: (values) => props.save(values, photos.photoIds),
    onSuccess: props.onSaved,
  });
  const errors = form.fieldErrors;
  const formElement = form.formProps.ref;
  const groupOptions = groups.data ?? [];
  const onlyGroup = groupOptions.length === 1 ? groupOptions[0]?.id : undefined;
  return (
    <form
      {...form.formProps}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-6"
    >
      {event ? (
        <p className="text-sm text-muted-foreground">
          {t('events.form.in_group')}{' '}
          <span className="font-semibold text-foreground">{event.group.name}</span>
        </p>
      ) : (
        <FormField
          label={t('events.form.group')}
          required
          error={errors.groupId}
          hint={
            groups.isSuccess && groupOptions.length === 0 ? t('events.form.no_groups') : undefined
          }
        >
          <Select
            key={groups.isSuccess ? 'loaded' : 'loading'}
            name="groupId"
            defaultValue={props.defaultGroupId ?? onlyGroup}
            disabled={groups.isPending}
            placeholder={groups.isPending ? t('common.loading') : t('events.form.choose_group')}
            options={groupOptions.map((group) => ({ value: group.id, label: group.name }))}
          />
        </FormField>
      )}
      <FormField label={t('events.form.name')} required error={errors.name}>
        <Input name="name" defaultValue={event?.name} autoComplete="off" />
      </FormField>
      <div className="grid gap-5 md:grid-cols-2">
        <FormField label={t('events.form.time')} required error={errors.time}>
          <Input
            name="time"
            type="datetime-local"
            defaultValue={toLocalInputValue(event?.time ?? props.defaultTime)}
          />
        </FormField>
        <FormField
          label={t('events.form.deadline')}
          error={errors.applicationDeadline}
          hint={t('events.form.deadline_hint')}
        >
          <Input
            name="applicationDeadline"
            type="datetime-local"
            defaultValue={toLocalInputValue(event?.applicationDeadline)}
          />
        </FormField>
      </div>
      <FormField label={t('events.form.location')} error={errors.location}>
        <Input name="location" defaultValue={event?.location} autoComplete="off" />
      </FormField>
      <FormField label={t('events.form.description')} error={errors.description}>
        <Textarea name="description" defaultValue={event?.description} rows={5} />
      </FormField>
      <PhotoPicker
        initial={event?.photos}
        max={maxPhotosPerItem}
        label={t('photos.picker.label')}
        onChange={photos.onChange}
        error={errors.photoIds}
      />
      <fieldset className="flex flex-col gap-2">
        <legend id={tagsId} className="mb-2 text-sm leading-none font-medium">
          {t('events.form.tags')}
        </legend>
        <EventTagPicker
          name="tags"
          labelId={tagsId}
          defaultValue={initialTags}
          error={errors.tags}
          onTagsChange={(tags) => {
            // The hidden input changes without an input event: keep the draft in step.
            if (formKey && formElement.current) saveDraft(formKey, formElement.current);
            if (tags.length <= maxTags) form.clearFieldError('tags');
          }}
        />
      </fieldset>
      {!event && <RepeatFields errors={errors} />}
      {event?.series && (
        <>
          <Notice variant="info">{t('events.form.repeat_fixed')}</Notice>
          <ScopeChoice />
        </>
      )}
      <FormMessage message={form.formError} />
      <FormFooter
        submitLabel={props.submitLabel}
        submitting={form.submitting || photos.uploading}
        submittingLabel={photos.uploading ? t('photos.picker.waiting') : undefined}
        onCancel={props.onCancel}
      />
    </form>
  );
}
