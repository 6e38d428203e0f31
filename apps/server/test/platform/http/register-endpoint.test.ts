import { getGameList } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoisedQueryValidator } from '../../../src/platform/http/register-endpoint.ts';

type Validate = (data: unknown) => { value?: unknown; error?: unknown };
const compile = (schema: z.ZodType, httpPart: string) =>
  memoisedQueryValidator({ schema, httpPart, method: 'GET', url: '/x' }) as Validate;

describe('memoisedQueryValidator', () => {
  const query = z.object({
    pageNo: z.coerce.number().int().min(1).default(1),
    q: z.string().optional(),
  });

  it('gives the value zod gives, the same frozen value for the same query again', () => {
    const validate = compile(query, 'querystring');
    const first = validate({ pageNo: '2', q: 'dragon' });
    expect(first.value).toEqual({ pageNo: 2, q: 'dragon' });
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(validate({ pageNo: '2', q: 'dragon' }).value).toBe(first.value);
    // Another query, even one that differs only by a value's type, is validated on its own.
    expect(validate({ pageNo: '3', q: 'dragon' }).value).toEqual({ pageNo: 3, q: 'dragon' });
    expect(validate({ pageNo: ['2', '3'], q: 'dragon' }).error).toBeDefined();
  });

  it('refuses a bad query every time it is sent', () => {
    const validate = compile(query, 'querystring');
    for (let i = 0; i < 2; i++) {
      const result = validate({ pageNo: 'abc' });
      expect(result.value).toBeUndefined();
      expect(result.error).toBeDefined();
    }
  });

  it('validates the game list query as the contract does', () => {
    const validate = compile(getGameList.query!, 'querystring');
    const raw = { gameType: 'RNG', pageNo: '1', pageSize: '21', platform: 'html5' };
    const expected = getGameList.query!.parse(raw);
    expect(validate(raw).value).toEqual(expected);
    expect(validate({ ...raw }).value).toEqual(expected);
  });

  it('leaves the other parts of a request to the plain validator', () => {
    const validate = compile(query, 'body');
    const a = validate({ pageNo: '2' });
    const b = validate({ pageNo: '2' });
    expect(a.value).toEqual(b.value);
    expect(a.value).not.toBe(b.value);
    expect(Object.isFrozen(a.value)).toBe(false);
  });
});
