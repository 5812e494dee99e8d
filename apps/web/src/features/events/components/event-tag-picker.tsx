import { useTranslation } from 'react-i18next';
import { eventSystemTags } from '@kozos/contract';
import { TagPicker } from '@/components/ui/tag-picker';

/** The event types of spec §3 as their system tags, in the contract's order. */
export const eventTypeTags: readonly string[] = Object.keys(eventSystemTags);

interface EventTagPickerProps {
  /** The form field; the tags travel semicolon-joined in a hidden input of this name. */
  name: string;
  defaultValue: readonly string[];
  error?: string | undefined;
  labelId: string;
  /** Called after the tags changed (the form keeps its draft in step). */
  onTagsChange?: (tags: string[]) => void;
}

/** Event types as toggles plus free tags, with a counter that turns red above 10 (spec §5). */
export function EventTagPicker(props: EventTagPickerProps) {
  const { t } = useTranslation();
  return (
    <TagPicker
      {...props}
      typeTags={eventTypeTags}
      typesLabel={t('events.form.types')}
      freeLabel={t('events.form.free_tags')}
    />
  );
}
