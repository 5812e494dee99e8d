import {
  CreateAccessCodeBody,
  defaultAccessCodeUses,
  formatAccessCode,
  maxAccessCodeUses,
  type CreatedAccessCode,
} from '@kozos/contract';
import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { copyText } from '@/lib/clipboard';
import { useOptionalCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/dates';
import { showErrorToast } from '@/lib/error-toast';
import { rulesOf } from '@/lib/schema-rules';
import { toast } from '@/lib/toast';
import { useForm } from '@/lib/use-form';
import { lastAccessCode, useCreateAccessCode } from '../api/access-codes';

const codeRules = rulesOf(CreateAccessCodeBody);

/** The code just made, large enough to read out or copy onto a notice. */
function CodeCard({ code }: { code: CreatedAccessCode }) {
  const { t } = useTranslation();
  const dateFormat = useOptionalCurrentUser()?.dateFormat ?? '';
  const shown = formatAccessCode(code.code);
  const copy = async () => {
    try {
      await copyText(shown);
      toast({ title: t('Copied') });
    } catch (error) {
      showErrorToast(error, t, 'access_codes.copy_failed');
    }
  };
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-primary/50 bg-accent/40 p-4 text-center">
      <p className="text-sm text-muted-foreground">{t('access_codes.new_code_label')}</p>
      <p
        aria-label={t('access_codes.code_aria', { code: shown.split('').join(' ') })}
        className="font-mono text-3xl font-bold tracking-[0.2em] xs:text-4xl"
      >
        {shown}
      </p>
      <p className="text-sm">
        {t('access_codes.code_valid', {
          when: formatDateTime(code.expiresAt, dateFormat),
          count: code.maxUses,
        })}
      </p>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        {t('access_codes.copy')}
      </Button>
    </div>
  );
}

/**
 * "New member" (spec §2 help texts): an admin makes a short code for a set number of people,
 * to read out at a meeting or write on a notice; it works for 48 hours (decision 113).
 */
export function AccessCodePanel({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const create = useCreateAccessCode(groupId);
  const [code, setCode] = useState(() => lastAccessCode(groupId));
  const form = useForm({
    rules: codeRules,
    onSubmit: (values) => create.mutateAsync(Number(values.uses)),
    onSuccess: setCode,
  });
  return (
    <section
      aria-labelledby="access-code-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-5"
    >
      <div className="flex flex-col gap-1">
        <h2 id="access-code-title" className="text-lg font-semibold">
          {t('access_codes.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('access_codes.text')}</p>
      </div>
      {code && <CodeCard code={code} />}
      <form {...form.formProps} className="flex flex-col gap-3 xs:flex-row xs:items-end">
        <FormField
          label={t('access_codes.uses')}
          hint={t('access_codes.uses_hint', { max: maxAccessCodeUses })}
          error={form.fieldErrors.uses}
          className="xs:w-72"
        >
          <Input
            name="uses"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxAccessCodeUses}
            defaultValue={defaultAccessCodeUses}
          />
        </FormField>
        <Button type="submit" disabled={form.submitting} className="xs:mb-5">
          <KeyRound aria-hidden="true" />
          {t(code ? 'access_codes.make_another' : 'access_codes.make')}
        </Button>
      </form>
      <FormMessage message={form.formError} />
    </section>
  );
}
