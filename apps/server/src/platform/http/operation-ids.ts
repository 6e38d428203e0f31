import * as contract from '@app/contract';
import { isEndpoint, type Endpoint } from '@app/contract';

/** Every endpoint the contract exports, by the name it exports it under. */
const contractNames = new Map<Endpoint, string>();
for (const [name, value] of Object.entries(contract)) {
  if (isEndpoint(value) && !contractNames.has(value)) contractNames.set(value, name);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The operationId of a route no contract endpoint names: the method, then the path's words
 * without the `/wps` prefix, a parameter as `By<Name>` (`GET /wps/feedback/image/:id` is
 * `getFeedbackImageById`).
 */
export function operationIdFromRoute(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'wps')
    .map((segment) => {
      const param = /^[:{](\w+)}?$/.exec(segment)?.[1];
      if (param) return `By${capitalise(param)}`;
      return segment
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => capitalise(w === w.toUpperCase() ? w.toLowerCase() : w))
        .join('');
    });
  return method.toLowerCase() + words.join('');
}

/**
 * An operation's id is the contract's name of its endpoint (`login`, `getWalletBalance`,
 * `vendorWalletBet`): the name the web app calls it by, and what a generated client's types are
 * keyed by. Routes without a contract endpoint get one from their method and path.
 */
export const operationIdOf = (endpoint: Endpoint): string =>
  contractNames.get(endpoint) ?? operationIdFromRoute(endpoint.method, endpoint.path);
