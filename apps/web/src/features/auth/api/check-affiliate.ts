import { apiRequest } from '@/shared/api/client';
import { endpoints } from '@/shared/api/endpoints';

/**
 * Spec 7: the affiliate check takes code and domain (this site's host) and answers success.
 * A refusal by the server (affiliate.invalid) counts as "not valid" too.
 */
export async function isAffiliateValid(code: string): Promise<boolean> {
  try {
    const value = await apiRequest(endpoints.checkAffiliate, {
      query: { code, domain: window.location.host },
    });
    return value.success;
  } catch {
    return false;
  }
}
