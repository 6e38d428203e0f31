import { useLocation } from 'react-router';
import { ContentScreen } from '@/features/support/components/content-screen';
import { CustomerScreen } from '@/features/support/components/customer-screen';
import { FeedbackScreen } from '@/features/support/components/feedback-screen';
import { ServiceScreen } from '@/features/support/components/service-screen';
import { paths } from '@/shared/config/paths';

const joinUs = ['joinUs'] as const;
const sponsor = ['sponsor'] as const;
const agreement = ['agreement', 'terms', 'policy'] as const;

/**
 * The support screens share one route module (one entry in the routes table that every page,
 * home included, loads): /m/feedback (visitors go to /m/login by the routes table), /m/service,
 * /m/customer, /m/joinUs, /m/sponsor/detail and /m/useragreement (spec 2.7: user agreement, terms
 * and policy).
 */
export function SupportRoute() {
  // The router matches paths without regard to case; so does this.
  const path = useLocation().pathname.replace(/\/$/, '').toLowerCase();
  const is = (route: { path: string }) => path === route.path.toLowerCase();
  if (is(paths.feedback)) return <FeedbackScreen />;
  if (is(paths.service)) return <ServiceScreen />;
  if (is(paths.joinUs)) return <ContentScreen kinds={joinUs} />;
  if (is(paths.sponsorDetail)) return <ContentScreen kinds={sponsor} />;
  if (is(paths.userAgreement)) return <ContentScreen kinds={agreement} />;
  return <CustomerScreen />;
}
