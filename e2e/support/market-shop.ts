import type { APIRequestContext, Page } from '@playwright/test';
import { callApi, joinByLink } from './api';
import { addProducer, createOffer, createProduct } from './market';
import { createMember, newUser } from './users';

/* The market specs' shop: a dealer, a member and a producer, their group and their goods. */

/** A dealer and a member in one group, a registered producer outside it, and their goods. */
export async function shop(request: APIRequestContext) {
  const [dealer, member, producer] = await Promise.all([
    createMember(request, { ...newUser('dealer'), name: 'Dénes Dealer' }),
    createMember(request, { ...newUser('member'), name: 'Mari Member' }),
    createMember(request, { ...newUser('producer'), name: 'Piroska Termelő' }),
  ]);
  await callApi(request, producer.token, 'PATCH', '/User', { company: 'Piroska Méhészet' });
  const group = await callApi<{ id: string; name: string }>(
    request,
    dealer.token,
    'POST',
    '/Group',
    {
      name: 'Kert utca 12',
      description: 'Garden neighbours',
    },
  );
  await joinByLink(request, dealer.token, group.id, member.token);
  return { dealer, member, producer, group };
}

export type Shop = Awaited<ReturnType<typeof shop>>;

/** Products and offers that show every kind of card: a producer, a custom measure, free. */
export async function stock(request: APIRequestContext, { dealer, member, producer, group }: Shop) {
  const connection = await addProducer(request, dealer.token, producer.email);
  await callApi(request, producer.token, 'POST', `/Dealer/${connection.id}/Accept`);
  await addProducer(request, dealer.token, `invited-${dealer.username}@example.org`);
  // A request the producer has not answered: /dealers shows it above the accepted dealers.
  await addProducer(request, member.token, producer.email);
  const honey = await createProduct(request, dealer.token, {
    name: 'Akácméz',
    tags: 'system.food;méz',
    description: 'Pergetett akácméz a Mátraaljáról, üvegben.',
    unit: 50,
    measure: 'dkg',
    price: 1200,
    stock: 40,
    producerId: connection.id,
  });
  const flour = await createProduct(request, dealer.token, {
    name: 'Tönkölyliszt',
    tags: 'system.food',
    unit: 1,
    measure: 'zsák (5 kg)',
    price: 12500,
  });
  const seedlings = await createProduct(request, dealer.token, {
    name: 'Paradicsompalánta',
    tags: 'system.lifestyle;kert',
    description: 'Ami a saját kertemből megmaradt.',
    price: 0,
  });
  const honeyOffer = await createOffer(request, dealer.token, {
    productId: honey.id,
    groupId: group.id,
    totalAmount: 20,
    pickupPlace: 'Kossuth u. 12., a hátsó udvarban',
  });
  await createOffer(request, dealer.token, {
    productId: flour.id,
    groupId: group.id,
    totalAmount: 8,
  });
  await createOffer(request, dealer.token, {
    productId: seedlings.id,
    groupId: group.id,
    totalAmount: 12,
  });
  return { honey, honeyOffer };
}

/** A card (an article named by its title) on a market screen. */
export const cardOf = (page: Page, name: string) => page.getByRole('article', { name });
