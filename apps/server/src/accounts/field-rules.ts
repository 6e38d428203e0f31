import type { FieldRule } from '@app/contract';
import { badRequest } from '../errors.ts';

const compiled = new Map<string, RegExp | null>();

/** Merchant patterns are regular expressions as text; "*" (or empty) accepts anything. */
function patternOf(source: string): RegExp | null {
  if (source === '*' || source === '') return null;
  if (!compiled.has(source)) {
    let re: RegExp | null = null;
    try {
      re = new RegExp(source);
    } catch {
      // A broken pattern in the settings must not lock every registration out; length still holds.
    }
    compiled.set(source, re);
  }
  return compiled.get(source) ?? null;
}

/**
 * Checks one field against the merchant's rule (GET /wps/system/setting/register, the same table
 * the web app builds its form from): a field without an enabled rule is refused when given, an
 * empty one passes unless required, a given one must fit the length and the pattern.
 */
export function checkField(
  name: string,
  value: string | undefined,
  rule: FieldRule | undefined,
  required = rule?.required ?? false,
): void {
  const given = value !== undefined && value !== '';
  if (!rule?.enabled) {
    if (given) throw badRequest(`body.${name}: not accepted by this site`);
    if (required) throw badRequest(`body.${name}: required`);
    return;
  }
  if (!given) {
    if (required) throw badRequest(`body.${name}: required`);
    return;
  }
  const pattern = patternOf(rule.acceptedPattern);
  if (
    value.length < rule.minLength ||
    value.length > rule.maxLength ||
    (pattern && !pattern.test(value))
  ) {
    throw badRequest(`body.${name}: invalid format`);
  }
}
