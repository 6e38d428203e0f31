import { useQueryParams } from '@/shared/hooks/use-query-params';
import { isDataType, type DataType } from '../lib/categories';
import type { ScreenConfig } from '../lib/screens';

export interface GameFilters {
  vassalage: string;
  gameClassify: string;
  dataType: DataType;
  gameName: string;
  minBet: string;
  minLine: string;
}

const names = ['vassalage', 'gameClassify', 'dataType', 'gameName', 'minBet', 'minLine'] as const;

/** The filters a screen's URL query says, with the values its path fixes (no React: the server
 * works out a page's first list from it too). */
export function filtersFrom(
  params: URLSearchParams,
  config: Pick<ScreenConfig, 'dataType' | 'fixed'>,
): GameFilters {
  const queryType = params.get('dataType');
  return {
    vassalage: config.fixed?.vassalage ?? params.get('vassalage') ?? '',
    gameClassify: config.fixed?.gameClassify ?? params.get('gameClassify') ?? '',
    dataType: config.dataType ?? (isDataType(queryType) ? queryType : 'ALL'),
    gameName: params.get('gameName') ?? '',
    minBet: params.get('minBet') ?? '',
    minLine: params.get('minLine') ?? '',
  };
}

/**
 * The game screen's filters, kept in the URL query (spec 2.12: vassalage, gameClassify, dataType
 * default all; the name, bet and line beside them) so that back, reload and a shared link show
 * the same list. Values fixed by the path (JILI's vendor, jackpots' class) win over the query.
 */
export function useGameFilters(config: Pick<ScreenConfig, 'dataType' | 'fixed'>) {
  const [params, change] = useQueryParams();
  const filters = filtersFrom(params, config);

  /** Each change reads the filters from the query as it is now (see useQueryParams). */
  const write = (edit: (now: GameFilters) => GameFilters) =>
    change((query) => {
      const next = edit(filtersFrom(query, config));
      for (const name of names) {
        const value = next[name];
        const isDefault = value === '' || (name === 'dataType' && value === 'ALL');
        const isFixed =
          name === 'dataType' ? !!config.dataType : !!config.fixed?.[name as 'vassalage'];
        if (isDefault || isFixed) query.delete(name);
        else query.set(name, value);
      }
    });

  /** Spec 4: a provider choice or a name search resets classification, bet and line. */
  const resetDependents = (f: GameFilters): GameFilters => ({
    ...f,
    gameClassify: config.fixed?.gameClassify ?? '',
    dataType: f.dataType === 'NEW' ? 'ALL' : f.dataType,
    minBet: '',
    minLine: '',
  });

  return {
    filters,
    setProvider: (vassalage: string) => write((f) => resetDependents({ ...f, vassalage })),
    setName: (gameName: string) => write((f) => resetDependents({ ...f, gameName })),
    /** The classify popup's answer: 'ALL', 'NEW' or a class key of the vendor. */
    setClassify: (choice: string) =>
      write((f) => ({
        ...f,
        gameClassify: choice === 'ALL' || choice === 'NEW' ? '' : choice,
        dataType: choice === 'NEW' ? 'NEW' : f.dataType === 'NEW' ? 'ALL' : f.dataType,
      })),
    setMinBet: (minBet: string) => write((f) => ({ ...f, minBet })),
    setMinLine: (minLine: string) => write((f) => ({ ...f, minLine })),
  };
}

/** The classify popup's current choice for these filters. */
export const classifyChoice = (f: GameFilters) =>
  f.dataType === 'NEW' ? 'NEW' : f.gameClassify || 'ALL';
