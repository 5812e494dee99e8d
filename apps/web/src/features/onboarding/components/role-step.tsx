import { CircleHelp, ShoppingBasket, Sprout, Truck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PrimeRole } from '@kozos/contract';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-message';
import { RadioCards, type RadioCardOption } from '@/components/ui/radio-cards';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser, usePatchMe } from '@/lib/current-user';
import { endOnboarding } from '../progress';
import { onboardingPaths, pathAfterRole } from '../steps';
import { StepActions } from './step-actions';

const roleIcons: Record<PrimeRole, typeof Sprout> = {
  consumer: ShoppingBasket,
  distributor: Truck,
  producer: Sprout,
  unsure: CircleHelp,
};

export function RoleStep() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const patch = usePatchMe();
  const [role, setRole] = useState<PrimeRole | ''>(me.primeRole ?? '');
  const [error, setError] = useState<string | null>(null);
  const options: RadioCardOption<PrimeRole>[] = (
    ['consumer', 'distributor', 'producer', 'unsure'] as const
  ).map((value) => {
    const Icon = roleIcons[value];
    return {
      value,
      label: t(`onboarding.role.${value}`),
      description: t(`onboarding.role.${value}_text`),
      icon: <Icon aria-hidden="true" />,
    };
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (role === '') return setError(t('onboarding.role_required'));
    setError(null);
    patch.mutate(
      { primeRole: role },
      {
        onSuccess: () => void navigate(pathAfterRole(role)),
        onError: (failure) =>
          setError(
            t(`message.${failure instanceof ApiError ? failure.message : 'unexpected_error'}`, {
              defaultValue: t('message.unexpected_error'),
            }),
          ),
      },
    );
  };
  return (
    <div className="flex flex-col gap-6">
      <ScreenHeading title={t('onboarding.role_title')} text={t('onboarding.role_text')} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <RadioCards
          label={t('onboarding.role_label')}
          hideLabel
          value={role}
          options={options}
          onValueChange={(value) => {
            setRole(value);
            setError(null);
          }}
          disabled={patch.isPending}
        />
        <FormMessage message={error} />
        <StepActions backTo={onboardingPaths.username} saving={patch.isPending} />
      </form>
      <Button asChild variant="link" className="self-center">
        <Link to="/" onClick={endOnboarding}>
          {t('onboarding.skip')}
        </Link>
      </Button>
    </div>
  );
}
