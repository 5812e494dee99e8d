import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorToastText } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { sendVerificationEmail } from '../api/sign-up';

export function ResendVerificationButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const resend = useMutation({
    mutationFn: () => sendVerificationEmail(email),
    onSuccess: () => toast({ title: t('auth.verification_sent') }),
    onError: (error) => toast({ ...errorToastText(error, t), variant: 'destructive' }),
  });
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={resend.isPending}
      onClick={() => resend.mutate()}
    >
      <MailCheck aria-hidden="true" />
      {t('auth.resend_verification')}
    </Button>
  );
}
