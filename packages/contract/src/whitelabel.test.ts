import { describe, expect, it } from 'vitest';
import { enabledFlags } from './whitelabel.ts';

describe('enabledFlags (API-NOTES white-label tree)', () => {
  it('collects enabled keys and drops the branch under a disabled parent', () => {
    const flags = enabledFlags([
      {
        modId: 'REG',
        enabled: '1',
        childrenNodes: [
          { modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] },
          { modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] },
        ],
      },
      {
        modId: 'LOGIN',
        enabled: '0',
        childrenNodes: [{ modId: 'MOBILEVERCODELOGIN3', enabled: '1', childrenNodes: [] }],
      },
    ]);
    expect([...flags].sort()).toEqual(['REG', 'USERNAMEREG3']);
  });
});
