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

type Schema<T extends FieldValues> = z.ZodType<T, T>;

/**
 * A form's schema, or a function that builds it. A builder runs at the form's first validation
 * (a blur, a submit), not while the form renders: a zod schema of many fields and rules takes a
 * few milliseconds to build, which on a slow phone lengthened the first render of a form screen
 * (the registration form's was one task of about 50 ms, a third of it building the schema).
 */
export type SchemaSource<T extends FieldValues> = Schema<T> | (() => Schema<T>);

/**
 * react-hook-form with a zod schema that may change while the form lives: the schema is rebuilt
 * when server rules load or the language changes (its messages are translated texts), and the
 * resolver always uses the latest one. Shown errors are re-checked, debounced, after a language
 * change so they appear in the new language.
 */
export function useZodForm<T extends FieldValues>(
  schema: SchemaSource<T>,
  options: Omit<UseFormProps<T>, 'resolver'> = {},
) {
  const latest = useRef(schema);
  useEffect(() => {
    latest.current = schema;
  }, [schema]);
  // The schema built from the latest source, kept until the source changes.
  const built = useRef<{ source: SchemaSource<T>; schema: Schema<T> } | null>(null);
  const resolver: Resolver<T> = (values, context, opts) => {
    const source = latest.current;
    if (built.current?.source !== source)
      built.current = { source, schema: typeof source === 'function' ? source() : source };
    return zodResolver(built.current.schema)(values, context, opts);
  };
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
