import { ContentScreen } from '@/features/support/components/content-screen';
import { CustomerScreen } from '@/features/support/components/customer-screen';
import { FeedbackScreen } from '@/features/support/components/feedback-screen';
import { ServiceScreen } from '@/features/support/components/service-screen';

/** /m/feedback (spec 5); visitors are sent to /m/login by the routes table. */
export const FeedbackRoute = () => <FeedbackScreen />;
/** /m/service: the customer-service iframe. */
export const ServiceRoute = () => <ServiceScreen />;
/** /m/customer: contact us. */
export const CustomerRoute = () => <CustomerScreen />;

const joinUs = ['joinUs'] as const;
const sponsor = ['sponsor'] as const;
export const JoinUsRoute = () => <ContentScreen kinds={joinUs} />;
export const SponsorRoute = () => <ContentScreen kinds={sponsor} />;
