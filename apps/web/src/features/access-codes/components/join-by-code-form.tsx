import { JoinByAccessCodeBody } from '@kozos/contract';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/ui/form-field';
import { FormFooter } from '@/components/ui/form-footer';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { rulesOf } from '@/lib/schema-rules';
import { useForm } from '@/lib/use-form';
import { useJoinByAccessCode } from '../api/access-codes';

const joinRules = rulesOf(JoinByAccessCodeBody);

/** "Enter group": the code read out at a meeting or seen on a notice joins its group. */
export function JoinByCodeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinByAccessCode();
  const form = useForm({
    rules: joinRules,
    successMessage: 'Joined_group',
    onSubmit: (values) => join.mutateAsync(String(values.code ?? '')),
    onSuccess: (group) => void navigate(`/groups/${group.id}`),
  });
  return (
    <form
      {...form.formProps}
      className="flex flex-col gap-5 rounded-2xl border border-border bg-card p-4 shadow-sm xs:p-6"
    >
      <FormField
        label={t('access_codes.code')}
        required
        hint={t('access_codes.code_hint')}
        error={form.fieldErrors.code}
      >
        <Input
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCD-EFGH"
          maxLength={40}
          className="h-12 font-mono text-xl tracking-widest uppercase placeholder:normal-case"
        />
      </FormField>
      <FormMessage message={form.formError} />
      <FormFooter
        submitLabel={t('access_codes.join')}
        submittingLabel={t('access_codes.joining')}
        submitting={form.submitting}
        icon={<LogIn aria-hidden="true" />}
      />
    </form>
  );
}
