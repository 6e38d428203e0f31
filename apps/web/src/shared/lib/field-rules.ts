import type { FieldRule } from '@app/contract';
import { z } from 'zod';

export interface RuleMessages {
  required: string;
  invalid: string;
}

const compiled = new Map<string, RegExp | null>();

/** Server patterns are regular expressions as text; "*" accepts anything (API-NOTES). */
function patternOf(source: string): RegExp | null {
  if (source === '*' || source === '') return null;
  if (!compiled.has(source)) {
    try {
      compiled.set(source, new RegExp(source));
    } catch {
      // A pattern this browser cannot read is left to the server, which checks it anyway.
      compiled.set(source, null);
    }
  }
  return compiled.get(source) ?? null;
}

/** Whether a value satisfies a server rule; an empty value passes when the field is optional. */
export function checkRule(rule: FieldRule, value: string, required = rule.required) {
  if (value === '') return required ? 'required' : null;
  if (value.length < rule.minLength || value.length > rule.maxLength) return 'invalid';
  const pattern = patternOf(rule.acceptedPattern);
  return pattern && !pattern.test(value) ? 'invalid' : null;
}

/**
 * A form schema from a rule the server sends (STYLE "rules that the server sends become zod
 * schemas in one place"). Without a rule (settings not loaded yet) only `required` is checked.
 */
export function ruleSchema(
  rule: FieldRule | undefined,
  messages: RuleMessages,
  required = rule?.required ?? true,
) {
  return z.string().superRefine((value, ctx) => {
    const problem = rule
      ? checkRule(rule, value, required)
      : value === '' && required
        ? 'required'
        : null;
    if (problem) ctx.addIssue({ code: 'custom', message: messages[problem] });
  });
}
