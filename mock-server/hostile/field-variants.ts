/**
 * Every field of a valid body given null and values of the wrong JSON type, one field at a time: the values the random
 * fuzz reaches only by chance (issue 31: `Name: null` and `CurrentPassword: null` answered 500 because an optional
 * field let null through to a route that took it for a value).
 */

/** A body with one place changed: where (`Field.CSS.Size`, `Rows[0]`), to what, and the body as JSON text. */
export interface FieldVariant {
  place: string;
  value: unknown;
  body: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** null, a scalar of another type, a container of another kind (never the value itself). */
function wrongValues(value: Json): Json[] {
  const scalar: Json = typeof value === 'string' ? 1 : typeof value === 'number' ? '1' : 'x';
  const container: Json = Array.isArray(value) ? {} : [];
  return value === null ? [scalar, container] : [null, scalar, container];
}

const placeName = (path: readonly (string | number)[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');

/** The places of a body: each property of each object and the first item of each list (its items share a shape). */
function placesOf(value: Json, path: (string | number)[] = []): Array<(string | number)[]> {
  const children: Array<[string | number, Json]> = Array.isArray(value)
    ? value.slice(0, 1).map((item, i) => [i, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => [[...path, key], ...placesOf(child, [...path, key])]);
}

function replaced(base: Json, path: readonly (string | number)[], value: Json): Json {
  const copy = structuredClone(base);
  let at = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, Json>;
  at[path[path.length - 1]!] = value;
  return copy;
}

/** The variants of `base`, every place, in order. */
export function fieldVariants(base: unknown): FieldVariant[] {
  const json = base as Json;
  return placesOf(json).flatMap((path) => {
    let current: Json = json;
    for (const key of path) current = (current as Record<string | number, Json>)[key]!;
    return wrongValues(current).map((value) => ({
      place: placeName(path),
      value,
      body: JSON.stringify(replaced(json, path, value)),
    }));
  });
}
