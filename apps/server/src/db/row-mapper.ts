import { Column, getTableName, is, SQL } from 'drizzle-orm';
import { Subquery } from 'drizzle-orm';

/*
 * Drizzle maps each row of a prepared select with `mapResultRow`: for every column of every row
 * it finds the column's decoder again (a chain of `is` checks up the class hierarchy), walks the
 * column's path with an iterator and folds the row with `reduce`. On a computed feed page (three
 * statements, about 30 columns each) that was the largest part of drizzle in a CPU profile
 * (decision 231). `compiledRowMapper` does the same work with everything that depends only on
 * the statement worked out once, when it is prepared: the decoder of each column (none for a
 * column whose decoder returns the value as it is), its path, and the left-joined table it
 * belongs to. The objects it builds are the ones `mapResultRow` builds, key for key and in the
 * same order (row-mapper.test.ts).
 */

/** What drizzle keeps of a selected field (`orderSelectedFields`). */
interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The part of a drizzle prepared query the mapper reads and sets (drizzle-orm 0.45). */
interface MappablePrepared {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

// A plain column's decoder returns the value itself: calling it changes nothing.
// eslint-disable-next-line @typescript-eslint/unbound-method
const identity = (Column.prototype as unknown as Decoder).mapFromDriverValue;

/** What drizzle's SQL keeps as its decoder (not in its public types). */
type Decoded = { decoder: Decoder };

function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as Decoded).decoder;
  return ((field as SQL.Aliased).sql as unknown as Decoded).decoder;
}

interface Plan {
  /** The object keys leading to the value: all but the last are nested objects. */
  parents: string[];
  key: string;
  decode: ((value: unknown) => unknown) | undefined;
  /** For a column of a joined table two levels deep: the table, for drizzle's null objects. */
  table: string | undefined;
}

/** A row mapper equal to drizzle's `mapResultRow(fields, row, joinsNotNullableMap)`. */
export function compiledRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => Record<string, unknown> {
  const plans: Plan[] = fields.map(({ path, field }) => {
    const decoder = decoderOf(field);
    const decode =
      decoder.mapFromDriverValue === identity
        ? undefined
        : (value: unknown) => decoder.mapFromDriverValue(value);
    return {
      parents: path.slice(0, -1),
      key: path[path.length - 1] ?? '',
      decode,
      table:
        joinsNotNullableMap && is(field, Column) && path.length === 2
          ? getTableName(field.table)
          : undefined,
    };
  });
  const nullable = joinsNotNullableMap !== undefined && plans.some((plan) => plan.table);
  return (row) => {
    const result: Record<string, unknown> = {};
    const nullify: Record<string, string | false> | undefined = nullable ? {} : undefined;
    for (let at = 0; at < plans.length; at += 1) {
      const { parents, key, decode, table } = plans[at] as Plan;
      let node = result;
      for (const parent of parents) {
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Record<string, unknown>;
      }
      const raw = row[at];
      const value = raw === null ? null : decode ? decode(raw) : raw;
      node[key] = value;
      if (nullify && table !== undefined) {
        const objectName = parents[0] as string;
        if (!(objectName in nullify)) nullify[objectName] = value === null ? table : false;
        else if (typeof nullify[objectName] === 'string' && nullify[objectName] !== table)
          nullify[objectName] = false;
      }
    }
    if (nullify && joinsNotNullableMap) {
      for (const [objectName, table] of Object.entries(nullify)) {
        if (typeof table === 'string' && !joinsNotNullableMap[table]) result[objectName] = null;
      }
    }
    return result;
  };
}

/**
 * Makes a prepared select map its rows with {@link compiledRowMapper}; a statement drizzle
 * prepared without selected fields (or with its own mapper) is left as it is.
 */
export function withCompiledRowMapper<Prepared>(prepared: Prepared): Prepared {
  const query = prepared as MappablePrepared;
  if (!query.fields || query.customResultMapper) return prepared;
  const map = compiledRowMapper(query.fields, query.joinsNotNullableMap);
  query.customResultMapper = (rows) => rows.map(map);
  return prepared;
}
