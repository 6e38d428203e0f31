import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useGameFilters } from '../hooks/use-game-filters';

function setUp(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ ...useGameFilters({}), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
}

// The game screen's filters live in its query (spec 2.12). A phone busy with the list can take a
// second choice before the screen has re-rendered for the first: both must reach the query.
describe('game filters in the URL query (spec 2.12)', () => {
  it('keeps both of two choices made before the screen re-renders', () => {
    const { result } = setUp('/m/slot-games?vassalage=JILI');
    const first = result.current;
    act(() => {
      first.setMinBet('1');
      first.setMinLine('20');
    });
    expect(new URLSearchParams(result.current.location.search).toString()).toBe(
      'vassalage=JILI&minBet=1&minLine=20',
    );
    expect(result.current.filters).toMatchObject({ vassalage: 'JILI', minBet: '1', minLine: '20' });
  });

  it('a bet limit picked at once after a provider keeps the provider, whose choice reset the class (spec 4)', () => {
    const { result } = setUp('/m/slot-games?gameClassify=FeatureBuy&minLine=20');
    const first = result.current;
    act(() => {
      first.setProvider('PG');
      first.setMinBet('1');
    });
    expect(result.current.location.search).toBe('?vassalage=PG&minBet=1');
  });

  it('starts from the query the router shows after a navigation (back, a link)', () => {
    const { result } = setUp('/m/slot-games?minBet=1');
    act(() => result.current.setMinLine('20'));
    act(() => void result.current.navigate('/m/slot-games?vassalage=JILI'));
    act(() => result.current.setMinBet('5'));
    expect(result.current.location.search).toBe('?vassalage=JILI&minBet=5');
  });
});
