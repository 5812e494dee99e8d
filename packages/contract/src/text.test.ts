import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index';
import {
  controlCharacterMessage,
  hasOneLineCheck,
  hasTextCheck,
  invalidCharacterMessage,
  oneLine,
  text,
} from './text';

const sourceDir = dirname(fileURLToPath(import.meta.url));

/** Every string schema reachable from `schema`, with the path that leads to it. */
function stringsIn(schema: z.core.$ZodType, path: string, seen = new Set<unknown>()) {
  const found: { path: string; schema: z.ZodString }[] = [];
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const visit = (child: unknown, at: string) => {
    if (child instanceof z.core.$ZodType) found.push(...stringsIn(child, at, seen));
  };
  if (def.type === 'string' && schema instanceof z.ZodString) {
    // Formats (uuid, email, ISO datetime) are patterns that no NUL byte can match.
    if (!('format' in def) || def.format === null) found.push({ path, schema });
  }
  if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
      visit(child, `${path}.${key}`);
    }
  }
  for (const key of ['innerType', 'in', 'out', 'element', 'keyType', 'valueType']) {
    visit(def[key], `${path}<${key}>`);
  }
  for (const [index, option] of ((def.options as unknown[] | undefined) ?? []).entries()) {
    visit(option, `${path}|${index}`);
  }
  return found;
}

describe('text()', () => {
  it('refuses a NUL byte with a field message', () => {
    const result = text().trim().max(10).safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(invalidCharacterMessage);
  });

  it('keeps the checks chained after it and accepts ordinary text', () => {
    const Name = text().trim().min(1).max(5);
    expect(Name.parse('  Anna ')).toBe('Anna');
    expect(Name.safeParse('Annamária').success).toBe(false);
    expect(hasTextCheck(Name)).toBe(true);
    expect(hasTextCheck(z.string().max(5))).toBe(false);
  });

  it('is carried by every string field of every schema the contract exports', () => {
    const schemas = Object.entries(contract as Record<string, unknown>).filter(
      (entry): entry is [string, z.core.$ZodType] => entry[1] instanceof z.core.$ZodType,
    );
    expect(schemas.length).toBeGreaterThan(30);
    const strings = schemas.flatMap(([name, schema]) => stringsIn(schema, name));
    expect(strings.length).toBeGreaterThan(50);
    const bare = strings.filter((entry) => !hasTextCheck(entry.schema)).map((entry) => entry.path);
    expect(bare).toEqual([]);
  });

  it("is the only way the contract's sources make a string schema", () => {
    const offenders = readdirSync(sourceDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'text.ts')
      .filter((file) => /z\s*\.\s*string\s*\(/.test(readFileSync(join(sourceDir, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('makes the fields users type refuse NUL', () => {
    const nul = 'x\u0000y';
    expect(contract.CreateGroupBody.safeParse({ name: nul }).success).toBe(false);
    expect(
      contract.CreatePostBody.safeParse({ groupId: crypto.randomUUID(), title: nul }).success,
    ).toBe(false);
    expect(contract.PatchUserBody.safeParse({ company: nul }).success).toBe(false);
    expect(contract.FeedQuery.safeParse({ search: nul }).success).toBe(false);
    expect(contract.FeedQuery.safeParse({ tags: nul }).success).toBe(false);
    expect(
      contract.CreateUserBody.safeParse({
        name: 'A',
        username: 'abc',
        password: 'secret1',
        token: `t${nul}`,
      }).success,
    ).toBe(false);
  });
});

describe('oneLine()', () => {
  it('refuses line breaks, tabs and other control characters, even where trim would cut them', () => {
    const Name = oneLine().trim().max(20);
    for (const value of [
      'a\nb',
      'a\r\nb',
      'Anna\n',
      '\tAnna',
      'a\u0085b',
      'a\u2028b',
      'a\u001bb',
    ]) {
      const result = Name.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(controlCharacterMessage);
    }
    expect(Name.parse('  Kert utca – ősz ')).toBe('Kert utca – ősz');
    expect(Name.safeParse('a\u0000b').error?.issues[0]?.message).toBe(invalidCharacterMessage);
  });

  it('is what names, titles, tags and other one-line fields are made of; descriptions are not', () => {
    const oneLineFields = {
      PersonName: contract.PersonName,
      Username: contract.Username,
      Company: contract.Company,
      Phone: contract.Phone,
      Currency: contract.Currency,
      GroupName: contract.GroupName,
      PostTitle: contract.PostTitle,
      PostLink: contract.PostLink,
      ProductName: contract.ProductName,
      EventName: contract.EventName,
      EventLocation: contract.EventLocation,
      Measure: contract.Measure,
      Tag: contract.Tag,
      TagList: contract.TagList,
      SignUpName: contract.SignUpBody.shape.name,
    };
    const missing = Object.entries(oneLineFields).filter(([, schema]) => !hasOneLineCheck(schema));
    expect(missing.map(([name]) => name)).toEqual([]);
    const multiLine = [
      contract.GroupDescription,
      contract.PostDescription,
      contract.ProductDescription,
      contract.EventDescription,
      contract.EvaluationComment,
      contract.RejectionReason,
      contract.CreateFeedbackBody.shape.text,
    ];
    expect(multiLine.filter((schema) => hasOneLineCheck(schema))).toEqual([]);
    expect(contract.PostDescription.parse('egy\nkettő')).toBe('egy\nkettő');
  });
});
