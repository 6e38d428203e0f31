import { ContentScreen } from '@/features/support/components/content-screen';

const kinds = ['agreement', 'terms', 'policy'] as const;

/** /m/useragreement (spec 2.7): the merchant's user agreement, terms and policy. */
export function AgreementRoute() {
  return <ContentScreen kinds={kinds} />;
}
