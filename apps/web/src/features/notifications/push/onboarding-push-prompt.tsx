import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { localStore } from '@/lib/storage';
import { pushPermission } from './push-registration';
import { usePushRegistration } from './use-push-registration';

/*
 * The one time the app itself offers push (spec §8: "once after onboarding"): a card, never a
 * browser prompt on load. Onboarding marks it due; "Allow" or "Not now" clears the mark.
 */

const dueKey = 'kozos.push.offerAfterOnboarding';

export function markPushOfferDue(): void {
  localStore.set(dueKey, '1');
}

export function OnboardingPushPrompt({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const push = usePushRegistration();
  const [due, setDue] = useState(() => localStore.get(dueKey) === '1');
  if (!due || !enabled || pushPermission() !== 'default') return null;
  const done = () => {
    localStore.remove(dueKey);
    setDue(false);
  };
  return (
    <section
      aria-labelledby="push-offer-title"
      className="mb-5 flex gap-3 rounded-xl border border-primary/30 bg-accent px-4 py-3.5 text-accent-foreground"
    >
      <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <h2 id="push-offer-title" className="text-sm font-semibold">
          {t('push.onboarding_title')}
        </h2>
        <p className="text-sm">{t('push.onboarding_text')}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            onClick={() => {
              done();
              void push.enable();
            }}
          >
            {t('push.allow')}
          </Button>
          <Button size="sm" variant="ghost" onClick={done}>
            {t('push.onboarding_later')}
          </Button>
        </div>
      </div>
    </section>
  );
}
