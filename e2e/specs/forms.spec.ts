import { expect, test } from '../support/fixtures';
import { createProduct } from '../support/market';

// Issue 23.2: a form opened in a fresh tab has no page of the app behind it, so "go back" after
// saving (or on Cancel) used to leave the app for about:blank. It lands on the form's list.

test('a new product saved in a fresh tab lands on My products, not about:blank', async ({
  page,
  member: _member,
}) => {
  await page.goto('/products/new');
  await page.getByLabel('Name', { exact: true }).fill('Friss tojás');
  await page.getByLabel('Order unit', { exact: true }).fill('10');
  await page.getByLabel(/^Price per order unit/).fill('900');
  await page.getByLabel(/^Stock/).fill('30');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByText('Product added', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('link', { name: 'Friss tojás' })).toBeVisible();
});

for (const { form, list } of [
  { form: '/products/new', list: '/products' },
  { form: '/posts/new', list: '/posts' },
  { form: '/events/new', list: '/events' },
  { form: '/offers/new', list: '/myoffers' },
  { form: '/producers/new', list: '/producers' },
]) {
  test(`Cancel on ${form} opened in a fresh tab lands on ${list}`, async ({
    page,
    request,
    member,
  }) => {
    // Without a product the offer form is replaced by a link to the product form.
    if (form === '/offers/new') await createProduct(request, member.token, { name: 'Körte' });
    await page.goto(form);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`${list}$`));
  });
}
