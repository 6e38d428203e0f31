import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isAffiliateValid } from '../api/check-affiliate';

/**
 * The invitation code an agent's link carries (?affiliateCode= or ?code=), checked once per visit
 * (spec 4): when valid, registration uses it without checking again.
 */
export function useUrlAffiliate() {
  const [params] = useSearchParams();
  const code = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  const { data: valid } = useQuery({
    queryKey: ['auth', 'affiliate', code],
    queryFn: () => isAffiliateValid(code),
    enabled: code !== '',
    staleTime: Infinity,
    retry: false,
  });
  return { code, valid: valid === true };
}
