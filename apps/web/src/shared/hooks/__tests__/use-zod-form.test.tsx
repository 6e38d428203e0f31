import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useZodForm } from '../use-zod-form';

interface Values {
  name: string;
}

const schemaWith = (message: string): z.ZodType<Values, Values> =>
  z.object({ name: z.string().min(1, message) });

// A form screen's first render builds nothing it does not show: the schema waits for the first
// validation (issue 22: the registration form's first render was one long task on a slow phone).
describe('useZodForm with a schema builder', () => {
  it('builds the schema at the first validation, once, and its messages are the form errors', async () => {
    const build = vi.fn(() => schemaWith('Name is required'));
    const { result } = renderHook(() => useZodForm<Values>(build, { defaultValues: { name: '' } }));
    expect(build).not.toHaveBeenCalled();

    await act(() => result.current.trigger());
    expect(build).toHaveBeenCalledTimes(1);
    expect(result.current.formState.errors.name?.message).toBe('Name is required');

    await act(() => result.current.trigger());
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('a new builder (rules or language changed) is used from the next validation', async () => {
    const { result, rerender } = renderHook(
      ({ message }) =>
        useZodForm<Values>(() => schemaWith(message), { defaultValues: { name: '' } }),
      { initialProps: { message: 'Name is required' } },
    );
    await act(() => result.current.trigger());
    expect(result.current.formState.errors.name?.message).toBe('Name is required');

    rerender({ message: 'নাম দিন' });
    await act(() => result.current.trigger());
    expect(result.current.formState.errors.name?.message).toBe('নাম দিন');
  });

  it('still takes a schema as it is', async () => {
    const { result } = renderHook(() =>
      useZodForm<Values>(schemaWith('Name is required'), { defaultValues: { name: 'Ann' } }),
    );
    await act(() => result.current.trigger());
    expect(result.current.formState.errors.name).toBeUndefined();
  });
});
