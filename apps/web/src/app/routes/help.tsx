import { HelpScreen } from '@/features/help/components/help-screen';

/** /m/help (spec 2.12): tag, p and c open a section and sub-section. */
export function HelpRoute() {
  return <HelpScreen />;
}
