import { UserAgreement } from '@/features/auth/components/user-agreement';

/** /m/useragreement (spec 2.7): terms of use and privacy policy. */
export function AgreementRoute() {
  return <UserAgreement />;
}
