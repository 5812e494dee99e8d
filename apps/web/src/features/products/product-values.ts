import { CreateProductBody, maxTags, productSystemTags, splitTags } from '@kozos/contract';
import type { FormValues } from '@/lib/forms';
import { rulesOf } from '@/lib/schema-rules';
import type { Rule, Rules } from '@/lib/validation';

/** The product kinds of spec §3 as toggles, in the contract's order. */
export const productTypeTags: readonly string[] = Object.keys(productSystemTags);

/** The producer picker's "No source" (a select item cannot have an empty value). */
export const noProducer = 'none';

const tagLimit: Rule = (value) =>
  typeof value === 'string' && splitTags(value).length > maxTags
    ? { key: 'tag_input.too_many', values: { max: maxTags } }
    : null;

/** Spec §5: name, unit, measure and price are required; the rest by the contract. */
export const productRules: Rules = {
  ...rulesOf(CreateProductBody.omit({ tags: true, producerId: true })),
  tags: [tagLimit],
};

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};
const integer = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'number' ? value : null;
};

/** The form's values as spec §7's payload; an empty stock is "not tracked". */
export function productBodyOf(values: FormValues): CreateProductBody {
  const producer = text(values, 'producerId');
  return {
    name: text(values, 'name'),
    tags: text(values, 'tags'),
    description: text(values, 'description'),
    link: text(values, 'link'),
    producerId: producer === '' || producer === noProducer ? null : producer,
    unit: integer(values, 'unit') ?? 0,
    measure: text(values, 'measure'),
    price: integer(values, 'price') ?? 0,
    stock: integer(values, 'stock'),
  };
}
