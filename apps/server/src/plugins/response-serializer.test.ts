import { routes } from '@kozos/contract';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEvent } from '../test/events';
import { buildGroupsTestApp, call, createGroup } from '../test/groups';
import { createUser, type IdentityTestApp, type TestUser } from '../test/identity';
import { createOffer } from '../test/market';
import { createPost } from '../test/posts';
import { compiledSerializerOf, responseSerializerCompiler } from './response-serializer';

/* Decision 220: responses are written by a serializer compiled from the contract. */

/** What zod's serializer wrote before: the encoded value, stringified. */
const zodBytes = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const Person = z.object({
  id: z.string(),
  name: z.string().min(1).max(80),
  avatar: z.object({ id: z.string(), width: z.number().int() }).nullable().optional(),
  // Properties named like JSON schema keywords; a required one after an optional one.
  format: z.string().optional(),
  pattern: z.number(),
});
const Item = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('post'), data: z.object({ title: z.string() }) }),
  z.object({
    id: z.string(),
    type: z.literal('offer'),
    data: z.object({ price: z.number(), note: z.string().nullable() }),
  }),
]);
const Page = z.object({
  data: z.array(Item),
  people: z.array(Person),
  when: z.iso.datetime().nullable(),
  tags: z.record(z.string(), z.number()),
});

const page = {
  data: [
    { id: 'a', type: 'offer', data: { price: 1200.5, note: null } },
    { id: 'b', type: 'post', data: { title: 'Méz "árva" \u2028 <b>' } },
  ],
  people: [
    { id: 'p1', name: 'Anna', avatar: { id: 'x', width: 320 }, format: 'a5', pattern: 1 },
    { id: 'p2', name: 'Béla', avatar: null, pattern: 2 },
    { id: 'p3', name: 'Csilla', pattern: 3 },
  ],
  when: '2026-11-27T07:00:00.000Z',
  tags: { méz: 2, alma: 1 },
};

describe('the compiled response serializer', () => {
  it('writes the bytes zod wrote: unions, nullables, optionals, records, escapes', () => {
    const written = compiledSerializerOf(Page)(page);
    expect(written).toBe(zodBytes(Page, page));
    expect(JSON.parse(written)).toEqual(page);
  });

  it('never writes a property the contract does not name', () => {
    const leaky = {
      ...page,
      secret: 'hash',
      people: [{ id: 'p1', name: 'Anna', passwordHash: 'x', avatar: null, pattern: 1 }],
    };
    const written = compiledSerializerOf(Page)(leaky);
    expect(written).not.toContain('hash');
    expect(written).toBe(zodBytes(Page, leaky));
  });

  it('checks each answer against the contract outside production, and trusts it in production', () => {
    const route = { schema: Page, method: 'GET', url: '/x', httpStatus: '200' };
    const bad = { ...page, when: 42 };
    const checked = responseSerializerCompiler({ checked: true })(route);
    expect(() => checked(bad)).toThrow(ResponseSerializationError);
    const production = responseSerializerCompiler({ checked: false })(route);
    expect(production({ ...page, secret: 'hash' })).toBe(zodBytes(Page, page));
  });

  it("compiles every route's answers in the route table", () => {
    const failed: string[] = [];
    for (const [operation, entry] of Object.entries(routes)) {
      for (const [status, schema] of Object.entries(entry.responses)) {
        try {
          compiledSerializerOf(schema as z.ZodType);
        } catch (error) {
          failed.push(`${operation} ${status}: ${String(error)}`);
        }
      }
    }
    expect(failed).toEqual([]);
  });
});

describe('the feed and the market on the wire', () => {
  let t: IdentityTestApp;
  let anna: TestUser;

  beforeAll(async () => {
    t = await buildGroupsTestApp();
    anna = await createUser(t, { username: 'anna', name: 'Anna' });
    const group = (await createGroup(t, anna, { name: 'Kert' })).id;
    await createPost(t, anna, group, { title: 'Elveszett macska', link: 'https://example.org' });
    await createOffer(t, anna, group);
    await createEvent(t, anna, group);
  });

  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['/api/Feed', routes.getFeed.responses[200]],
    ['/api/Offer', routes.getOffer.responses[200]],
  ])('%s answers the bytes zod writes for the same answer', async (url, schema) => {
    const response = await call(t, anna, 'GET', url);
    expect(response.statusCode).toBe(200);
    const body = JSON.parse(response.body) as { data: { type?: string }[] };
    if (url === '/api/Feed') {
      expect(body.data.map((item) => item.type).sort()).toEqual(['event', 'offer', 'post']);
    } else {
      expect(body.data).toHaveLength(1);
    }
    expect(response.body).toBe(zodBytes(schema as z.ZodType, body));
  });
});
