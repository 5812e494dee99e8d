import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { useMyEmailInvitations } from '@/features/invitations/api/email-invitations';
import { MyInvitationList } from '@/features/invitations/components/my-invitation-list';
import { CurrencyStep } from '@/features/onboarding/components/currency-step';
import { StepActions } from '@/features/onboarding/components/step-actions';
import { onboardingPaths } from '@/features/onboarding/steps';

/** Whether invitations were waiting when the step opened (accepting them empties the list). */
function useHadInvitations(): boolean {
  const invitations = useMyEmailInvitations();
  const [had, setHad] = useState(false);
  if ((invitations.data?.length ?? 0) > 0 && !had) setHad(true);
  return had;
}

/**
 * role/consumer, the consumer's fourth step: pending e-mail invitations with Accept, then Next.
 * It is shown even with none pending (saying how to join later), so every path counts five
 * steps (issue 23.6).
 */
export function InvitationsStepPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hadInvitations = useHadInvitations();
  const empty = hadInvitations ? 'onboarding.invitations_done' : 'onboarding.invitations_none';
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading
        title={t(hadInvitations ? 'onboarding.invitations_title' : 'onboarding.join_title')}
        text={t(hadInvitations ? 'onboarding.invitations_text' : 'onboarding.join_text')}
      />
      <MyInvitationList empty={<p className="text-sm text-muted-foreground">{t(empty)}</p>} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(onboardingPaths.success);
        }}
      >
        <StepActions backTo={onboardingPaths.role} />
      </form>
    </div>
  );
}

/** role/distributor, the distributor's fourth step: the currency, below any pending invitations. */
export function DistributorStepPage() {
  const { t } = useTranslation();
  const hadInvitations = useHadInvitations();
  return (
    <CurrencyStep
      invitations={
        hadInvitations && (
          <section className="flex flex-col gap-3" aria-labelledby="onboarding-invitations">
            <h2 id="onboarding-invitations" className="text-base font-semibold">
              {t('onboarding.invitations_title')}
            </h2>
            <MyInvitationList
              empty={
                <p className="text-sm text-muted-foreground">
                  {t('onboarding.invitations_accepted')}
                </p>
              }
            />
          </section>
        )
      }
    />
  );
}
