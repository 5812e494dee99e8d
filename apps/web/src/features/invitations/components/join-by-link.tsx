import { Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { invitationParam } from '@/shared/session/pending-invitation';
import { invitationTokenFrom } from '../invitation-token';

/**
 * "Join with a link": the invitation link (or its token) someone sent, pasted here, opens the
 * same pending-invitation card as clicking the link would (`/?inv=TOKEN`).
 */
export function JoinByLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const token = invitationTokenFrom(text);
    setError(token === null);
    if (token) void navigate(`/?${invitationParam}=${encodeURIComponent(token)}`);
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex w-full flex-col gap-2 text-start">
      <label htmlFor={id} className="text-sm font-medium text-foreground">
        {t('invitations.join_with_link')}
      </label>
      <div className="flex flex-col gap-2 xs:flex-row">
        <Input
          id={id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(false);
          }}
          placeholder={t('invitations.join_placeholder')}
          autoComplete="off"
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="outline" className="shrink-0">
          <Link2 aria-hidden="true" />
          {t('invitations.join')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {t('invitations.join_invalid')}
        </p>
      )}
    </form>
  );
}
