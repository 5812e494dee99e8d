import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { useMyEmailInvitations } from '@/features/invitations/api/email-invitations';
import { MyInvitationList } from '@/features/invitations/components/my-invitation-list';
import { StepActions } from '@/features/onboarding/components/step-actions';
import { onboardingPaths, pathAfterInvitations } from '@/features/onboarding/steps';

type Step = 'consumer' | 'distributor';

/**
 * role/consumer and role/distributor: pending e-mail invitations with Accept, then Next. With
 * none on arrival the step is skipped; accepting the last one keeps the user here to press Next.
 */
export function InvitationsStepPage({ kind }: { kind: Step }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const invitations = useMyEmailInvitations();
  const [hadInvitations, setHadInvitations] = useState(false);
  const count = invitations.data?.length ?? 0;
  if (count > 0 && !hadInvitations) setHadInvitations(true);
  const next = pathAfterInvitations(kind, 0) ?? onboardingPaths.success;
  const skip = invitations.isSuccess && !hadInvitations ? pathAfterInvitations(kind, count) : null;
  if (skip) return <Navigate to={skip} replace />;
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading
        title={t('onboarding.invitations_title')}
        text={t('onboarding.invitations_text')}
      />
      <MyInvitationList
        empty={<p className="text-sm text-muted-foreground">{t('onboarding.invitations_done')}</p>}
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(next);
        }}
      >
        <StepActions backTo={onboardingPaths.role} />
      </form>
    </div>
  );
}
