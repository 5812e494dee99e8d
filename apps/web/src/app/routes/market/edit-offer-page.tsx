import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { OfferResponse } from '@kozos/contract';
import { Notice } from '@/components/ui/notice';
import { OfferEditForm } from '@/features/offers/components/offer-edit-form';
import { OfferLoader } from '@/features/offers/components/offer-loader';
import { orderedOf, statusOf } from '@/features/offers/offer-display';
import { useCurrentUser } from '@/lib/current-user';
import { PageHeading } from '../../layout/page-heading';
import { BackLink } from '../groups/back-link';

/** A whole number from the address, or undefined. */
function numberParam(params: URLSearchParams, name: string): number | undefined {
  const value = Number.parseInt(params.get(name) ?? '', 10);
  return Number.isNaN(value) ? undefined : value;
}

function EditView({ offer }: { offer: OfferResponse }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentUser();
  const [params] = useSearchParams();
  const offerPath = `/offers/${offer.id}`;
  // The loaded offer is the truth; the address only names the minimum before it loads.
  const ordered = Math.max(orderedOf(offer), numberParam(params, 'orderedAmount') ?? 0);
  let body;
  if (offer.dealer.id !== me.id) {
    body = (
      <Notice variant="info" title={t('offers.dealer_only')}>
        {t('offers.dealer_only_text')}
      </Notice>
    );
  } else if (statusOf(offer) !== 'active') {
    body = (
      <Notice variant="warning" title={t('message.cannot_modify_after_deadline')}>
        {t('offers.edit_closed')}
      </Notice>
    );
  } else {
    body = (
      <OfferEditForm
        offer={offer}
        orderedAmount={ordered}
        unit={numberParam(params, 'unit') ?? offer.unit}
        measure={params.get('measure') ?? offer.measure}
        onSaved={() => void navigate(offerPath, { replace: true })}
        onCancel={() => void navigate(offerPath)}
      />
    );
  }
  return (
    <>
      <BackLink to={offerPath} label={t('offers.back_to_offer')} />
      <PageHeading title={t('offers.edit_title')} description={offer.product.name} />
      {body}
    </>
  );
}

/**
 * /offers/:id/edit?orderedAmount=&unit=&measure= (spec §2): the amount on offer and the pick-up
 * place (decision 077).
 */
export function EditOfferPage() {
  const { id = '' } = useParams();
  return <OfferLoader id={id}>{(offer) => <EditView offer={offer} />}</OfferLoader>;
}
