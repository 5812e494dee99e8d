import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorToastText } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { startGoogleSignIn } from '../api/google-sign-in';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.1-4 1.1-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.4 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z"
      />
    </svg>
  );
}

export function GoogleButton() {
  const { t } = useTranslation();
  const start = useMutation({
    mutationFn: startGoogleSignIn,
    onError: (error) => toast({ ...errorToastText(error, t), variant: 'destructive' }),
  });
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full text-sm"
      // Stays disabled after success: the browser is on its way to Google.
      disabled={start.isPending || start.isSuccess}
      onClick={() => start.mutate()}
    >
      <GoogleMark />
      {t('auth.continue_with_google')}
    </Button>
  );
}
