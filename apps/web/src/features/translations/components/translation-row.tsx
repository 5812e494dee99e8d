import { SaveTranslationBody, type TranslationRow as Row } from '@kozos/contract';
import { Save, Undo2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Textarea } from '@/components/ui/textarea';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { useSaveTranslation } from '../api/translations';

const textRules = rulesOf(SaveTranslationBody.pick({ hu: true, en: true }));
const languages = ['hu', 'en'] as const;

/** One key with its Hungarian and English text, saved on its own (spec §2 per-row save). */
export function TranslationRow({ row }: { row: Row }) {
  const { t } = useTranslation();
  const save = useSaveTranslation();
  const fields = useRef<Record<string, HTMLTextAreaElement | null>>({});
  const form = useForm({
    rules: textRules,
    successMessage: 'Saved',
    onSubmit: (values) =>
      save.mutateAsync({ key: row.key, hu: String(values.hu ?? ''), en: String(values.en ?? '') }),
  });
  const fileText = { hu: row.fileHu, en: row.fileEn };
  const changed = languages.some((language) => row[language] !== fileText[language]);
  const restoreFileTexts = () => {
    for (const language of languages) {
      const field = fields.current[language];
      const text = fileText[language];
      if (field && text !== null) field.value = text;
    }
  };
  return (
    <form
      {...form.formProps}
      aria-label={row.key}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <code className="min-w-0 flex-1 basis-48 font-mono text-sm font-semibold break-all">
          {row.key}
        </code>
        {changed && (
          <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
            {row.fileHu === null ? t('translations.added_badge') : t('translations.changed_badge')}
          </span>
        )}
      </div>
      <div className="grid gap-3 md:grid-cols-2">
        {languages.map((language) => (
          <FormField
            key={language}
            label={t(`language.${language}`)}
            required
            error={form.fieldErrors[language]}
            hint={
              fileText[language] !== null && row[language] !== fileText[language]
                ? t('translations.file_text', { text: fileText[language] })
                : undefined
            }
          >
            <Textarea
              ref={(element) => {
                fields.current[language] = element;
              }}
              name={language}
              lang={language}
              rows={2}
              defaultValue={row[language]}
              className="field-sizing-content"
            />
          </FormField>
        ))}
      </div>
      <FormMessage message={form.formError} />
      <div className="flex flex-wrap justify-end gap-2">
        {changed && row.fileHu !== null && (
          <Button variant="ghost" size="sm" onClick={restoreFileTexts}>
            <Undo2 aria-hidden="true" />
            {t('translations.use_file_texts')}
          </Button>
        )}
        <Button type="submit" size="sm" disabled={form.submitting}>
          <Save aria-hidden="true" />
          {t('translations.save_row')}
        </Button>
      </div>
    </form>
  );
}
