import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import {
  useForm,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import type { z } from 'zod';
import { usePreferencesStore } from '../stores/preferences-store';

/** Spec 5 and 9: errors are re-evaluated 200 ms after a language change. */
export const LANGUAGE_REVALIDATE_MS = 200;

/**
 * react-hook-form with a zod schema that may change while the form lives: the schema is rebuilt
 * when server rules load or the language changes (its messages are translated texts), and the
 * resolver always uses the latest one. Shown errors are re-checked, debounced, after a language
 * change so they appear in the new language.
 */
export function useZodForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  options: Omit<UseFormProps<T>, 'resolver'> = {},
) {
  const latest = useRef(schema);
  useEffect(() => {
    latest.current = schema;
  }, [schema]);
  const resolver: Resolver<T> = (values, context, opts) =>
    zodResolver(latest.current)(values, context, opts);
  const form = useForm<T>({ ...options, resolver });

  const language = usePreferencesStore((s) => s.language);
  const shown = useRef(language);
  const { trigger, formState } = form;
  const { errors } = formState;
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    const id = setTimeout(() => {
      const names = Object.keys(errors) as FieldPath<T>[];
      if (names.length) void trigger(names);
    }, LANGUAGE_REVALIDATE_MS);
    return () => clearTimeout(id);
  }, [language, errors, trigger]);

  return form;
}
